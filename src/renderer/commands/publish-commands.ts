import { AppError } from '../../shared/errors/app-error.js';
import { suggestPublishPath } from '../util/paths.js';
import { appPaths, toastError, type CommandContext } from './context.js';
import { choosePathAndWrite } from './prompts.js';

/** Publishes the open book as an HTML flipbook folder and shows where it went. */
export async function publishHtml(ctx: CommandContext): Promise<void> {
  await ctx.store.getState().flushEdits();
  const project = ctx.store.getState().project;
  if (project === null) {
    toastError(ctx, new AppError('NO_PROJECT'));
    return;
  }
  if (project.pages.length === 0) {
    toastError(ctx, new AppError('NO_PAGES'));
    return;
  }
  let initial = '';
  try {
    initial = suggestPublishPath((await appPaths(ctx)).defaultPublishDir, project.book.title);
  } catch (error) {
    toastError(ctx, error);
  }
  await choosePathAndWrite(ctx, 'publish', initial, async (outDir) => {
    const { client } = ctx.host;
    ctx.store.getState().setTask({ kind: 'publish', done: 0, total: project.pages.length });
    const stop = client.on('publish.progress', (progress) => ctx.store.getState().setTask({ kind: 'publish', ...progress }));
    try {
      const result = await client.call('publish.html', { outDir });
      ctx.store.getState().setDialog({ kind: 'published', indexPath: result.indexPath, pageCount: result.pageCount });
    } finally {
      stop();
      ctx.store.getState().setTask(null);
    }
  });
}
