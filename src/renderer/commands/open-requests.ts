import { toastError, type CommandContext } from './context.js';
import { openProjectAt } from './project-commands.js';

/**
 * Opens the project file the system asked for last (a double-click on a `.flipbook` file, the
 * command line, a second start of the app), after the usual question about unsaved work. Only
 * the last one: the editor holds one project, and the last request is what the user did last.
 * Requests that come while one is being opened are taken once it is done, never dropped.
 */
export function openRequestedProjects(ctx: CommandContext): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const takeAndOpen = async (): Promise<void> => {
    let paths: string[];
    try {
      ({ paths } = await ctx.host.client.call('app.takeOpenRequests', {}));
    } catch (error) {
      toastError(ctx, error);
      return;
    }
    const last = paths.at(-1);
    if (last !== undefined) await openProjectAt(ctx, last);
  };
  return async () => {
    if (running !== null) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await takeAndOpen();
      } while (again);
    })();
    try {
      await running;
    } finally {
      running = null;
    }
  };
}
