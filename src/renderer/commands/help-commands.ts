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
