/**
 * Bundles the measured import's host (run-our-import.ts) into plain JavaScript, as the app's
 * engine is bundled in dist/, so its peak memory is not ~60 MB of tsx compiling TypeScript that
 * an installed app never holds. The bundle sits under node_modules/.cache, so its imports of
 * sharp, pdf.js and SQLite resolve to this checkout's packages. `import.meta.url` is the render
 * worker script's source URL in the whole bundle, so the engine still starts the render worker
 * the benchmark bundled (FLIPBOOK_RENDER_WORKER) and finds this checkout's root, not dist/.
 */
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BUNDLE_EXTERNALS } from '../runtime-externals.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Builds the host; answers its path and a function that deletes it. */
export async function bundleImportHost(): Promise<{ script: string; drop(): void }> {
  const cacheDir = path.join(ROOT, 'node_modules', '.cache');
  fs.mkdirSync(cacheDir, { recursive: true });
  const outDir = fs.mkdtempSync(path.join(cacheDir, 'bench-import-host-'));
  const script = path.join(outDir, 'run-our-import.mjs');
  const workerScriptSource = pathToFileURL(path.join(ROOT, 'src', 'main', 'import', 'pdf', 'worker-script.ts')).href;
  await build({
    entryPoints: [path.join(ROOT, 'scripts', 'bench', 'run-our-import.ts')],
    outfile: script,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: [...BUNDLE_EXTERNALS],
    define: { 'import.meta.url': JSON.stringify(workerScriptSource) },
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: 'warning',
  });
  return { script, drop: () => fs.rmSync(outDir, { recursive: true, force: true }) };
}
