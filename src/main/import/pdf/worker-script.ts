import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { WorkerOptions } from 'node:worker_threads';
import { findPackageRoot } from '../../platform/reader-assets.js';

/** How to start a render worker: a script (or inline source), its options, and where it runs. */
export interface WorkerScript {
  source: string | URL;
  /** `eval` and `resourceLimits` apply to a process too (inline code, heap flags). */
  options: WorkerOptions;
  /**
   * The render worker runs as a child process, so all its memory goes back to the system
   * when it ends (decision 0246); absent, as a worker thread (tests' inline stand-ins).
   */
  isolation?: 'process' | 'thread';
  /** Node options a process starts with (tsx's loader when running from source). */
  execArgv?: string[];
}

/**
 * Finds the render worker for the way the engine is running; it runs as a child process.
 * From source (tests, tsx) this module is a .ts file, and the worker is started through
 * tsx's loader. From a bundle in dist/ (cli.js, web.js, electron/main.cjs) the worker is the
 * bundled dist/render-worker.js.
 */
export function renderWorkerScript(moduleUrl: string = import.meta.url, env: NodeJS.ProcessEnv = process.env): WorkerScript {
  if (moduleUrl.endsWith('.ts')) {
    // The test suite bundles the worker once per run (tests/support/bundle-render-worker.ts).
    if (env.FLIPBOOK_RENDER_WORKER) return { source: env.FLIPBOOK_RENDER_WORKER, options: {}, isolation: 'process' };
    return sourceWorkerScript(new URL('./render-worker.ts', moduleUrl));
  }
  const root = findPackageRoot(path.dirname(fileURLToPath(moduleUrl)));
  return { source: path.join(root, 'dist', 'render-worker.js'), options: {}, isolation: 'process' };
}

/** The TypeScript entry, in a process that loads it through tsx's ESM loader. */
function sourceWorkerScript(entry: URL): WorkerScript {
  const tsxRoot = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsxLoader = pathToFileURL(path.join(tsxRoot, 'dist', 'loader.mjs')).href;
  return { source: fileURLToPath(entry), options: {}, isolation: 'process', execArgv: ['--import', tsxLoader] };
}
