import { AppError } from '../../shared/errors/app-error.js';
import type { EngineContext } from '../engine/context.js';
import type { HandlerRegistry } from '../engine/registry.js';

/**
 * The project domain's handlers. Opening, creating or closing a project while a job runs
 * is refused with BUSY, because an import writes its pages into the open project.
 */
export function registerProjectHandlers(registry: HandlerRegistry, ctx: EngineContext): void {
  const refuseWhileBusy = (): void => {
    const running = ctx.jobs.running;
    if (running !== null) throw new AppError('BUSY', {}, `${running} is running`);
  };

  registry.registerAll({
    'project.new': async ({ title }) => {
      refuseWhileBusy();
      return ctx.session.create(title);
    },
    'project.open': async ({ path }) => {
      refuseWhileBusy();
      return ctx.session.open(path);
    },
    'project.get': async () => ({ project: ctx.session.current()?.snapshot() ?? null }),
    'project.update': async ({ patch, gesture }) => ctx.session.require().updateBook(patch, gesture === undefined ? {} : { gesture }),
    // Undoing under a running import would swap the page list the import is about to replace.
    'project.undo': async () => {
      refuseWhileBusy();
      return ctx.session.require().undo();
    },
    'project.redo': async () => {
      refuseWhileBusy();
      return ctx.session.require().redo();
    },
    'project.save': async () => ctx.session.save(),
    'project.saveAs': async ({ path }) => ctx.session.saveAs(path),
    'project.close': async () => {
      refuseWhileBusy();
      return { closed: ctx.session.close() };
    },
    'project.recent': async () => ({ items: ctx.session.recent() }),
    'project.recoverable': async () => ({ items: ctx.session.recoverable() }),
    'project.recover': async ({ id }) => {
      refuseWhileBusy();
      return ctx.session.recover(id);
    },
    'project.discardRecovery': async ({ id }) => ({ discarded: ctx.session.discardRecovery(id) }),
  });
}
