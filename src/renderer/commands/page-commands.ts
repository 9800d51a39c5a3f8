import { NO_SELECTION, withPageOrder } from '../state/page-order.js';
import { askConfirm, askNewPage } from './ask.js';
import { toastError, type CommandContext } from './context.js';
import { runImport } from './import-commands.js';

/** Deletes pages after the user confirms; the selection goes with them. */
export async function deletePages(ctx: CommandContext, pageIds: string[]): Promise<void> {
  if (pageIds.length === 0) return;
  const ok = await askConfirm(ctx, {
    titleKey: 'pages.deleteTitle',
    message: ctx.t('pages.deleteMessage', { count: pageIds.length }),
    confirmKey: 'pages.delete',
    danger: true,
  });
  if (!ok) return;
  try {
    await ctx.store.getState().applyOwnChange(() => ctx.host.client.call('pages.delete', { pageIds }));
    ctx.store.getState().setPageSelection(NO_SELECTION);
    ctx.store.getState().pushToast('success', ctx.t('toasts.pagesDeleted', { count: pageIds.length }));
  } catch (error) {
    toastError(ctx, error);
  }
}

/**
 * Shows a complete new page order at once and sends it after any page command still on its
 * way, so a key held down moves the page once per repeat and each move is an undo step.
 */
export function reorderPages(ctx: CommandContext, order: string[]): Promise<void> {
  const project = ctx.store.getState().project;
  if (project === null) return Promise.resolve();
  return ctx.store.getState().queueOwnChange(withPageOrder(project, order), () => ctx.host.client.call('pages.reorder', { order }));
}

/** The add-new-page dialog, then `pages.add` with the import progress bar (a PDF page is rendered). */
export async function addPage(ctx: CommandContext): Promise<void> {
  if (ctx.store.getState().project === null) return;
  const arg = await askNewPage(ctx);
  if (arg === null) return;
  await runImport(ctx, (_retry, jobId) => ctx.host.client.call('pages.add', { ...arg, jobId }), 'toasts.pageAdded');
}
