import { appPaths, toastSuccess, type CommandContext } from './context.js';
import { choosePathAndWrite } from './prompts.js';

/** Feedback and error-log export: a zip of the app's logs in a folder the user chooses. */
export async function exportErrorLog(ctx: CommandContext): Promise<void> {
  let initial = '';
  try {
    initial = (await appPaths(ctx)).defaultPublishDir;
  } catch {
    // The prompt still works with an empty suggestion.
  }
  await choosePathAndWrite(ctx, 'exportLogs', initial, async (outDir) => {
    const { path } = await ctx.host.client.call('help.exportLogs', { outDir });
    toastSuccess(ctx, 'support.logsExported', { path });
  });
}

/** Help → Guided tour: starts the tour from its first step; it shows the editor, so a book must be open. */
export async function startTour(ctx: CommandContext): Promise<void> {
  if (ctx.store.getState().project === null) {
    ctx.store.getState().pushToast('info', ctx.t('help-menu.tourNeedsBook'));
    return;
  }
  ctx.store.getState().setDialog(null);
  ctx.store.getState().setTourStep(0);
}

/** The first time the editor opens a book, the tour starts by itself; it is remembered as shown at once. */
export async function offerTourOnFirstRun(ctx: CommandContext): Promise<void> {
  try {
    const { seen } = await ctx.host.client.call('help.tourState', {});
    if (seen || ctx.store.getState().project === null) return;
    await ctx.host.client.call('help.tourShown', {});
    ctx.store.getState().setTourStep(0);
  } catch {
    // Without the engine's answer the tour simply is not offered; Help still starts it.
  }
}
