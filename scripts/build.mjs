// One build for everything: the Node bundles with esbuild, the editor and the reader with Vite.
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { buildDemo } from './build-demo.mjs';
import { BUNDLE_EXTERNALS } from './runtime-externals.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const quiet = process.argv.includes('--quiet');

// Packages that carry native code, WASM or workers of their own stay outside the bundles.
const external = [...BUNDLE_EXTERNALS];

const nodeEntries = [
  { in: 'src/cli/main.ts', out: 'cli.js', format: 'esm' },
  { in: 'src/main/web/web-main.ts', out: 'web.js', format: 'esm' },
  { in: 'src/main/import/pdf/render-worker.ts', out: 'render-worker.js', format: 'esm' },
  { in: 'src/main/electron/main.ts', out: 'electron/main.cjs', format: 'cjs' },
  { in: 'src/preload/preload.ts', out: 'electron/preload.cjs', format: 'cjs' },
  { in: 'src/viewer/main.ts', out: 'viewer/main.cjs', format: 'cjs' },
];

// A release build trusts the licence service's public key it is built with (the service prints it:
// `npm run server -- admin licence public-key`) and ignores every test-only switch; a build
// without one is a development build (docs/decisions/0221).
const releaseLicenceKey = (process.env.FLIPBOOK_LICENCE_PUBLIC_KEY ?? '').trim();
if (releaseLicenceKey !== '' && !/^[A-Za-z0-9+/]{40,}={0,2}$/.test(releaseLicenceKey)) throw new Error('FLIPBOOK_LICENCE_PUBLIC_KEY must be the base64 public key that `npm run server -- admin licence public-key` prints');
const licenceDefine = { __FLIPBOOK_RELEASE_LICENCE_KEY__: JSON.stringify(releaseLicenceKey) };

async function buildNode() {
  for (const entry of nodeEntries) {
    const source = path.join(root, entry.in);
    if (!fs.existsSync(source)) continue;
    await esbuild({
      entryPoints: [source],
      outfile: path.join(dist, entry.out),
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: entry.format,
      external,
      sourcemap: true,
      logLevel: 'warning',
      // import.meta.url is used to find sibling files; CJS bundles need a stand-in. Sandboxed
      // preloads have no __filename, and a ReferenceError there would kill window.flipbook.
      define: { ...licenceDefine, ...(entry.format === 'cjs' ? { 'import.meta.url': '__filename_url' } : {}) },
      ...(entry.format === 'cjs' ? { banner: { js: "const __filename_url = typeof __filename === 'string' ? require('url').pathToFileURL(__filename).href : undefined;" } } : {}),
      ...(entry.format === 'esm' ? { banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" } } : {}),
    });
  }
}

async function buildVite(configFile) {
  const file = path.join(root, configFile);
  if (!fs.existsSync(file)) return;
  await viteBuild({ configFile: file, logLevel: quiet ? 'error' : 'warn' });
}

await buildNode();
await buildVite('vite.reader.config.ts');
await buildVite('vite.renderer.config.ts');
// After the reader: the demo book's galleries are the previews its build drew.
await buildDemo({ root, outDir: dist, readerDir: path.join(dist, 'reader') });
if (!quiet) console.log('Built into dist/');
