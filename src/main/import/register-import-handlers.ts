import type { EngineContext } from '../engine/context.js';
import type { HandlerRegistry } from '../engine/registry.js';
import { importImages } from './image/import-images.js';
import { importPdf } from './pdf/import-pdf.js';

/**
 * The import domain: PDFs and images become the open project's pages. Both run as the
 * engine's one long job, so `import.cancel` (or any other cancel) stops them.
 */
export function registerImportHandlers(registry: HandlerRegistry, ctx: EngineContext): void {
  registry.registerAll({
    'pdf.import': (arg) => importPdf(ctx, { file: arg.path, password: arg.password }),
    'image.import': (arg) => importImages(ctx, { files: arg.paths }),
    'import.cancel': async () => ({ cancelled: ctx.jobs.cancel('import') }),
  });
}
