import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createPackage } from '@electron/asar';
import { findPackageRoot } from '../../platform/reader-assets.js';

/** The bundled viewer main process (scripts/build.mjs writes it). */
export function defaultViewerBundle(): string {
  return path.join(findPackageRoot(), 'dist', 'viewer', 'main.cjs');
}

/** The package.json fields Electron reads: the app's name (userData folder) and version. */
export interface ViewerPackageMeta {
  name: string;
  productName: string;
  version: string;
}

/**
 * Writes the viewer's app.asar: its bundled main process and a package.json. The book is
 * not in the archive; it sits beside it in resources/book, so it stays plain files.
 */
export async function writeViewerAsar(viewerBundle: string, destAsar: string, meta: ViewerPackageMeta): Promise<void> {
  const code = await fs.readFile(viewerBundle).catch(() => {
    throw new Error(`The desktop viewer is not built (${viewerBundle} is missing); run npm run build.`);
  });
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'flipbook-viewer-'));
  try {
    await fs.writeFile(path.join(staging, 'main.cjs'), code);
    const manifest = { name: meta.name, productName: meta.productName, version: meta.version, main: 'main.cjs', private: true };
    await fs.writeFile(path.join(staging, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await createPackage(staging, destAsar);
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
