import type { EngineContext } from '../engine/context.js';
import type { HandlerRegistry } from '../engine/registry.js';
import { LanPreviewService, type LanPreviewOptions } from './lan-preview.js';

/** The phone preview's methods; the service is returned so the engine stops it when disposed. */
export function registerLanHandlers(registry: HandlerRegistry, ctx: EngineContext, options: LanPreviewOptions = {}): LanPreviewService {
  const service = new LanPreviewService(ctx, options);
  registry.register('lan.addresses', async () => ({ addresses: service.addresses() }));
  registry.register('lan.start', ({ address, jobId }) => service.start(address, jobId));
  registry.register('lan.refresh', ({ jobId }) => service.refresh(jobId));
  registry.register('lan.stop', async () => ({ stopped: await service.stop() }));
  return service;
}
