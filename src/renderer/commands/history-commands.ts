import { toastError, type CommandContext } from './context.js';

/**
 * Undo and redo run in the engine, which keeps the history as diffs of the document, so
 * every edit from any panel is covered. Waiting edits are sent first: undo must never
 * skip what the author just typed.
 */
async function step(ctx: CommandContext, method: 'project.undo' | 'project.redo'): Promise<void> {
  const state = ctx.store.getState();
  if (state.project === null || state.task !== null) return;
  await state.flushEdits();
  try {
    await ctx.store.getState().applyOwnHistoryStep(() => ctx.host.client.call(method, {}));
  } catch (error) {
    toastError(ctx, error);
  }
}

export const undoEdit = (ctx: CommandContext): Promise<void> => step(ctx, 'project.undo');
export const redoEdit = (ctx: CommandContext): Promise<void> => step(ctx, 'project.redo');
