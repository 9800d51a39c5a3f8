import { AppError } from '../../shared/errors/app-error.js';
import { defaultOutputFolder, toastError, type CommandContext } from './context.js';

/**
 * Opens a publish panel for the open book, after saving pending edits into it, so the
 * published book is what the author sees.
 */
async function openPublishDialog(ctx: CommandContext, kind: 'publishHtml' | 'publishPlugin'): Promise<void> {
  if (!(await readyToPublish(ctx))) return;
  ctx.store.getState().setDialog({ kind, defaultDir: await defaultOutputFolder(ctx) });
}

/** Publishes the open book as an HTML flipbook folder, through the HTML panel. */
export const publishHtml = (ctx: CommandContext) => openPublishDialog(ctx, 'publishHtml');

/** Publishes the open book as a WordPress, Joomla or Drupal plug-in, through the plug-in panel. */
export const publishPlugin = (ctx: CommandContext) => openPublishDialog(ctx, 'publishPlugin');

/** Opens the phone preview panel once the book has pages; the panel starts serving it. */
export async function openPhonePreview(ctx: CommandContext): Promise<void> {
  if (await readyToPublish(ctx)) ctx.store.getState().setPhonePreviewOpen(true);
}

/**
 * Sends pending edits, so the published book is what the author sees, and checks there is a
 * book with pages to publish; false (with the reason shown) when there is not.
 */
export async function readyToPublish(ctx: CommandContext): Promise<boolean> {
  await ctx.store.getState().flushEdits();
  const project = ctx.store.getState().project;
  if (project === null) {
    toastError(ctx, new AppError('NO_PROJECT'));
    return false;
  }
  if (project.pages.length === 0) {
    toastError(ctx, new AppError('NO_PAGES'));
    return false;
  }
  return true;
}
