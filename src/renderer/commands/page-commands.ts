import { movedOrder, type PageMove } from '../../shared/domain/page-moves.js';
import { NO_SELECTION, withPageOrder } from '../state/page-order.js';
import { askConfirm, askNewPage } from './ask.js';
import type { CommandContext } from './context.js';
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
  const project = ctx.store.getState().project;
  if (project === null) return;
  const doomed = new Set(pageIds);
  const shown = { ...project, dirty: true, pages: project.pages.filter((page) => !doomed.has(page.id)) };
  ctx.store.getState().setPageSelection(NO_SELECTION);
  const applied = await ctx.store.getState().queuePageEdit(shown, (baseRevision) => ctx.host.client.call('pages.delete', { baseRevision, pageIds }));
  if (applied) ctx.store.getState().pushToast('success', ctx.t('toasts.pagesDeleted', { count: pageIds.length }));
}

/**
 * Moves pages as the author meant it (by places, or to an index: decision 0231): shown at
 * once, and sent after any page command still on its way, so a key held down moves the page
 * once per repeat and each move is an undo step. A move that changes nothing sends nothing.
 */
export async function movePages(ctx: CommandContext, pageIds: string[], move: PageMove): Promise<void> {
  const project = ctx.store.getState().project;
  if (project === null || pageIds.length === 0) return;
  const order = project.pages.map((page) => page.id);
  const next = movedOrder(order, pageIds, move);
  if (next === order) return;
  await ctx.store.getState().queuePageEdit(withPageOrder(project, next), (baseRevision) => ctx.host.client.call('pages.move', { baseRevision, pageIds, move }));
}

/** The add-new-page dialog, then `pages.add` with the import progress bar (a PDF page is rendered). */
export async function addPage(ctx: CommandContext): Promise<void> {
  if (ctx.store.getState().project === null) return;
  const arg = await askNewPage(ctx);
  if (arg === null) return;
  await runImport(ctx, (_retry, jobId) => ctx.host.client.call('pages.add', { ...arg, jobId }), 'toasts.pageAdded');
}
