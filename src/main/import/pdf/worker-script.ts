import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { WorkerOptions } from 'node:worker_threads';
import { findPackageRoot } from '../../platform/reader-assets.js';

/** How to start a render worker: a script (or inline source) and its Worker options. */
export interface WorkerScript {
  source: string | URL;
  options: WorkerOptions;
}

/**
 * Finds the render worker for the way the engine is running. From source (tests, tsx)
 * this module is a .ts file, and the worker is started through tsx's loader. From a bundle
 * in dist/ (cli.js, web.js, electron/main.cjs) the worker is the bundled dist/render-worker.js.
 */
export function renderWorkerScript(moduleUrl: string = import.meta.url, env: NodeJS.ProcessEnv = process.env): WorkerScript {
  if (moduleUrl.endsWith('.ts')) {
    // The test suite bundles the worker once per run (tests/support/bundle-render-worker.ts).
    if (env.FLIPBOOK_RENDER_WORKER) return { source: env.FLIPBOOK_RENDER_WORKER, options: {} };
    return sourceWorkerScript(new URL('./render-worker.ts', moduleUrl));
  }
  const root = findPackageRoot(path.dirname(fileURLToPath(moduleUrl)));
  return { source: path.join(root, 'dist', 'render-worker.js'), options: {} };
}

/**
 * Node 20 does not apply `--import tsx` to a worker's entry module, so the worker
 * registers tsx's ESM hooks itself before importing the TypeScript entry.
 */
function sourceWorkerScript(entry: URL): WorkerScript {
  const tsxRoot = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(path.join(tsxRoot, 'dist', 'esm', 'api', 'index.mjs')).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((api) => { api.register(); return import(${JSON.stringify(entry.href)}); });`;
  return { source: bootstrap, options: { eval: true } };
}
