import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));

// The editor is loaded from app://editor/ in Electron and from / on the web host,
// so every URL in the built HTML must be relative.
export default defineConfig({
  root: path.join(root, 'src/renderer'),
  base: './',
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: path.join(root, 'dist/renderer'),
    emptyOutDir: true,
    // /assets/ on the web host is the open project's page images (HTTP_ASSET_PREFIX).
    assetsDir: 'static',
    target: 'es2022',
    sourcemap: true,
    // The preload polyfill would be an inline script, which the CSP refuses; Chromium needs none.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 1500,
  },
});
