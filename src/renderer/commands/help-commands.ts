import { updateCheckAtStart } from '../../shared/prefs/app-prefs.js';
import { appPaths, toastSuccess, type CommandContext } from './context.js';
import { runImport } from './import-commands.js';
import { confirmLeavingProject } from './project-commands.js';
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

/**
 * Help → Demo book (and the home page's Demo): the book the build made from the app's own
 * content, imported like any PDF into a new, unsaved project, after the usual question about
 * unsaved changes.
 */
export async function openDemo(ctx: CommandContext): Promise<void> {
  if (!(await confirmLeavingProject(ctx))) return;
  const opened = await runImport(ctx, (_retry, jobId) => ctx.host.client.call('help.openDemo', { title: ctx.t('help-menu.demoTitle'), jobId }), 'help-menu.demoOpened');
  if (opened) ctx.store.getState().setTab('basic');
}

/**
 * The check at start, when the preferences allow it (updateCheckAtStart, on unless turned
 * off). It is quiet unless a newer version is found: then the update dialog opens, unless
 * another dialog is already asking the user something.
 */
export async function checkUpdatesAtStart(ctx: CommandContext): Promise<void> {
  try {
    if (!updateCheckAtStart(await ctx.host.client.call('prefs.get', {}))) return;
    const state = await ctx.host.client.call('update.check', {});
    if (state.status === 'available' && ctx.store.getState().dialog === null) ctx.store.getState().setDialog({ kind: 'updates' });
  } catch {
    // Without an answer there is nothing to offer; Help → Check for updates says why.
  }
}
