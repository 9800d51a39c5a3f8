import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { scenesAfterReaderBuild } from './scripts/build-scenes.mjs';
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

// The reader ships as fixed names (index.html, reader.js, reader.css) so the publisher can copy them.
export default defineConfig({
  base: './',
  publicDir: false,
  plugins: [readerShell(), scenesAfterReaderBuild(path.join(readerDir, '..', '..')), templateAssets(path.join(readerDir, '..', '..'))],
  build: {
    outDir: path.join(readerDir, '..', '..', 'dist', 'reader'),
    emptyOutDir: true,
    // ES2022 keeps class fields as they are written: lowering them to ES2020 added 0.5 KB of helpers (decision 0247).
    target: 'es2022',
    minify: true,
    cssMinify: true,
    sourcemap: false,
    reportCompressedSize: false,
    lib: {
      entry: path.join(readerDir, 'main.ts'),
      formats: ['iife'],
      name: 'FlipbookReader',
      fileName: () => 'reader.js',
      cssFileName: 'reader',
    },
  },
});
