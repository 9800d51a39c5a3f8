import type { EngineContext } from '../engine/context.js';
import type { PageMarker } from './book-folder.js';

/** What draws the watermark into published pages: the engine's kept drawing in a trial, nothing when registered. */
export function pageMarkerOf(ctx: EngineContext): PageMarker | undefined {
  return ctx.editionPolicy.watermark ? ctx.markTrialPage : undefined;
}
