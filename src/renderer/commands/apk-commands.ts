import { AppError } from '../../shared/errors/app-error.js';
import { toastError, type CommandContext } from './context.js';

/** Opens the APK publish panel for the open book. */
export async function openPublishApk(ctx: CommandContext): Promise<void> {
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
  ctx.store.getState().setDialog({ kind: 'publishApk' });
}
