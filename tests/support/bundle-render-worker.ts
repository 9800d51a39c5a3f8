import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Vitest global setup: bundles the render worker once per test run, so the many import
 * tests start workers from plain JavaScript instead of compiling TypeScript through tsx
 * in every worker (seconds per worker on two cores). The bundle is made fresh from the
 * sources each run, so it can never be stale, and it sits under node_modules/.cache so
 * its imports of sharp and pdf.js resolve to this checkout's packages.
 */
export default async function setup(): Promise<() => void> {
  const root = path.resolve(import.meta.dirname, '..', '..');
  const cacheDir = path.join(root, 'node_modules', '.cache');
  fs.mkdirSync(cacheDir, { recursive: true });
  const outDir = fs.mkdtempSync(path.join(cacheDir, 'render-worker-'));
  const outfile = path.join(outDir, 'render-worker.js');
  await build({
    entryPoints: [path.join(root, 'src/main/import/pdf/render-worker.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: ['sharp', 'pdfjs-dist', '@napi-rs/canvas', 'node-sqlite3-wasm'],
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: 'warning',
  });
  process.env.FLIPBOOK_RENDER_WORKER = outfile;
  return () => fs.rmSync(outDir, { recursive: true, force: true });
}
