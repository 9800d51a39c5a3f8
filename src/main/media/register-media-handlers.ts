import type { EngineContext } from '../engine/context.js';
import type { HandlerRegistry } from '../engine/registry.js';
import { addMedia } from './add-media.js';

/** Files the author adds to the open book: logos, backgrounds, audio, video, attachments. */
export function registerMediaHandlers(registry: HandlerRegistry, ctx: EngineContext): void {
  registry.registerAll({
    'media.add': async (request) => addMedia(ctx.session.require().assets, request),
  });
}
