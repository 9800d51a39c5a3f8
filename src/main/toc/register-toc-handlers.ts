import type { EngineContext } from '../engine/context.js';
import type { HandlerRegistry } from '../engine/registry.js';
import { checkToc } from './check-toc.js';
import { rereadOutline } from './reread-outline.js';

/** The TOC tab's edits; each replaces the table of contents as one undo step. */
export function registerTocHandlers(registry: HandlerRegistry, ctx: EngineContext): void {
  registry.registerAll({
    'toc.set': async ({ toc }) => {
      const project = ctx.session.require();
      checkToc(toc, project.snapshot().pages.length);
      project.updateBook({}, { toc });
      return project.snapshot();
    },
    'toc.importOutline': async () => {
      const project = ctx.session.require();
      const toc = await rereadOutline(project.snapshot().pages);
      project.updateBook({}, { toc });
      return project.snapshot();
    },
  });
}
