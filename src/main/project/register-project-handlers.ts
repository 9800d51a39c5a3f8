import type { EngineContext } from '../engine/context.js';
import type { HandlerRegistry } from '../engine/registry.js';

/**
 * The project domain's handlers. Opening, creating, closing, recovering, undoing or redoing
 * while a job runs is refused with BUSY (their policy): an import writes its pages into the
 * open project, and undo would swap the page list it is about to replace.
 */
export function registerProjectHandlers(registry: HandlerRegistry, ctx: EngineContext): void {
  registry.registerAll(
    {
      'project.new': async ({ title }) => ctx.session.create(title),
      'project.undo': async () => ctx.session.require().undo(),
      'project.redo': async () => ctx.session.require().redo(),
      'project.close': async () => ({ closed: ctx.session.close() }),
      'project.recover': async ({ id }) => ctx.session.recover(id),
    },
    { refuseWhileBusy: true },
  );
  registry.register('project.open', async ({ path }) => ctx.session.open(path), { refuseWhileBusy: true, logged: true });
  registry.registerAll({ 'project.save': async () => ctx.session.save(), 'project.saveAs': async ({ path }) => ctx.session.saveAs(path) }, { logged: true });
  registry.registerAll({
    'project.get': async () => ({ project: ctx.session.current()?.snapshot() ?? null }),
    'project.update': async ({ patch, gesture }) => ctx.session.require().updateBook(patch, gesture === undefined ? {} : { gesture }),
    'project.recent': async () => ({ items: ctx.session.recent() }),
    'project.clearRecent': async () => ({ cleared: ctx.session.clearRecent() }),
    'project.recoverable': async () => ({ items: ctx.session.recoverable() }),
    'project.discardRecovery': async ({ id }) => ({ discarded: ctx.session.discardRecovery(id) }),
  });
}
