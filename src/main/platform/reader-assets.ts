import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Finds the built reader (dist/reader). The engine runs from source in tests and from the
 * bundle in dist/ otherwise, so it walks up from this file to the folder with package.json.
 */
export function defaultReaderAssetsDir(): string {
  return path.join(findPackageRoot(), 'dist', 'reader');
}

export function findPackageRoot(start: string = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + start);
    dir = parent;
  }
}
