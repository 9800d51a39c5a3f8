import type { EngineContext } from '../engine/context.js';
import type { HandlerRegistry } from '../engine/registry.js';
import type { AppLog } from '../logging/app-log.js';
import { exportLogs } from '../logging/export-logs.js';
import { openDemoBook } from './open-demo.js';
import { TourMemory } from './tour-memory.js';

/** The Help menu's engine side: the error-log export, whether the guided tour was seen, the demo book. */
export function registerHelpHandlers(registry: HandlerRegistry, ctx: EngineContext, log: AppLog): void {
  const tour = new TourMemory(ctx.platform.appDataDir);
  registry.registerAll({
    'help.exportLogs': async ({ outDir }) => ({ path: await exportLogs(log, outDir, ctx.platform.hostName) }),
    'help.tourState': async () => ({ seen: tour.seen() }),
    'help.tourShown': async () => {
      tour.markSeen();
      return { seen: true };
    },
  });
  // It replaces the open project, so never while an import or publish reads that project.
  registry.register('help.openDemo', ({ title, jobId }) => openDemoBook(ctx, title, jobId), { refuseWhileBusy: true, logged: true });
}
