import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { scenesAfterReaderBuild } from './scripts/build-scenes.mjs';
import { readerParts } from './scripts/reader-parts.js';
import { templateAssets } from './scripts/template-assets.js';

const readerDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src', 'reader');

/**
 * Copies the page shell and the empty book.js next to the bundle. index.html is not a Vite
 * entry on purpose: Vite would turn its script into a module, and module scripts do not
 * run from file://, which a published book must.
 */
function readerShell(): Plugin {
  return {
    name: 'flipbook-reader-shell',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'index.html', source: fs.readFileSync(path.join(readerDir, 'index.html'), 'utf8') });
      this.emitFile({ type: 'asset', fileName: 'book.js', source: fs.readFileSync(path.join(readerDir, 'book-placeholder.js'), 'utf8') });
    },
  };
}

// The reader ships as fixed names (index.html, reader.js, reader.css, parts/) so the publisher can copy them.
export default defineConfig({
  base: './',
  publicDir: false,
  plugins: [
    readerShell(),
    readerParts(path.join(readerDir, 'boot', 'part-loader.ts')),
    scenesAfterReaderBuild(path.join(readerDir, '..', '..')),
    templateAssets(path.join(readerDir, '..', '..')),
  ],
  build: {
    outDir: path.join(readerDir, '..', '..', 'dist', 'reader'),
    emptyOutDir: true,
    // ES2022 keeps class fields as they are written: lowering them to ES2020 added 0.5 KB of helpers (decision 0247).
    target: 'es2022',
    minify: true,
    cssMinify: true,
    // Each part has its own stylesheet, which the part loader adds with it: the tools' styles do not block the first paint.
    cssCodeSplit: true,
    sourcemap: false,
    reportCompressedSize: false,
    // Library mode: Vite adds no module-preload helper, which would need ES modules.
    lib: {
      entry: path.join(readerDir, 'main.ts'),
      // CommonJS chunks, which readerParts() wraps as classic scripts (decision 0257).
      formats: ['cjs'],
      fileName: () => 'reader.js',
      cssFileName: 'reader',
    },
    rollupOptions: {
      // Lets the bundler keep the code the parts share inside reader.js, which is always there first.
      preserveEntrySignatures: false,
      output: {
        chunkFileNames: 'parts/[name].js',
        // The entry's styles keep the fixed name index.html links; the parts' sit beside their scripts.
        assetFileNames: (asset) => (asset.names.includes('main.css') ? 'reader.css' : 'parts/[name][extname]'),
      },
    },
  },
});
