import { showProjectFrom } from './project-commands.js';
import { toastError, type CommandContext } from './context.js';

/**
 * Offers back the unsaved edits a crash left behind. Asked once at start, and only when
 * no project is open, so it never replaces work in progress.
 */
export async function offerRecovery(ctx: CommandContext): Promise<void> {
  let items;
  try {
    ({ items } = await ctx.host.client.call('project.recoverable', {}));
  } catch (error) {
    toastError(ctx, error);
    return;
  }
  if (items.length === 0 || ctx.store.getState().project !== null) return;
  ctx.store.getState().setDialog({
    kind: 'recover',
    items,
    recover: async (id) => {
      ctx.store.getState().setDialog(null);
      try {
        await showProjectFrom(ctx, () => ctx.host.client.call('project.recover', { id }));
        ctx.store.getState().setTab('basic');
      } catch (error) {
        toastError(ctx, error);
      }
    },
    discard: async (id) => {
      try {
        await ctx.host.client.call('project.discardRecovery', { id });
      } catch (error) {
        toastError(ctx, error);
      }
      const dialog = ctx.store.getState().dialog;
      if (dialog?.kind !== 'recover') return;
      const rest = dialog.items.filter((item) => item.id !== id);
      ctx.store.getState().setDialog(rest.length === 0 ? null : { ...dialog, items: rest });
    },
  });
}
