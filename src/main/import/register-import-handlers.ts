import type { EngineContext } from '../engine/context.js';
import type { HandlerRegistry } from '../engine/registry.js';
import { detectExternalEngine } from './external/detect-external-engine.js';
import { importImages } from './image/import-images.js';
import { mergePdfs } from './merge/merge-pdfs.js';
import { pageAllowance } from './page-policy.js';
import { importPdf } from './pdf/import-pdf.js';
import { inspectPdf } from './pdf/inspect-pdf.js';
import { holdRenderWorker } from './pdf/spare-render-workers.js';
import { renderWorkerScript } from './pdf/worker-script.js';

/**
 * The import domain: PDFs and images become the open project's pages. Both run as the
 * `import` job, so `job.cancel` with its id stops them.
 */
export function registerImportHandlers(registry: HandlerRegistry, ctx: EngineContext): void {
  registry.registerAll({
    'pdf.inspect': (arg) => inspectPdf(arg.path, arg.password, { spares: ctx.renderSpares }),
    'pdf.holdWorker': async () => ({ waiting: holdRenderWorker(ctx.renderSpares, renderWorkerScript(), ctx.renderLeases) }),
    'pdf.import': (arg) => importPdf(ctx, { file: arg.path, password: arg.password, choices: arg.options, jobId: arg.jobId }),
    'pdf.merge': (arg) => mergePdfs(ctx, { files: arg.paths, choices: arg.options, jobId: arg.jobId }),
    'image.import': (arg) => importImages(ctx, { paths: arg.paths, largeImages: arg.largeImages, jobId: arg.jobId }),
    'import.allowance': async () => pageAllowance(ctx.editionPolicy, ctx.session.current()?.snapshot().pages.length ?? 0),
    'import.detectEngine': async (arg) => {
      const engine = await detectExternalEngine({ dir: arg.dir });
      return engine ? { found: true, tool: engine.tool, path: engine.path } : { found: false, tool: null, path: null };
    },
  });
}
