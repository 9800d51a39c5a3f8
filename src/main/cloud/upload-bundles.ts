import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ManifestFile } from './pending-uploads.js';

/**
 * A bundle's bytes at most: small files are sent together up to this size (0268). A published
 * book is hundreds of page images of a few hundred KB; each its own tus upload cost two requests
 * and five statements on the service, which held the upload to a tenth of the line's speed.
 */
export const BUNDLE_BYTES = 4 * 1024 * 1024;

/** Contents per bundle at most: the service takes no more (their hashes travel in the tus metadata). */
export const BUNDLE_CONTENTS = 64;

/** What one tus upload sends: one content, or several small ones in manifest order. */
export interface UploadBundle {
  /** The files sent, one per content, in the order their bytes follow each other. */
  files: ManifestFile[];
  size: number;
  /** Names the bundle's tus upload among the upload's: the content's hash, or a hash of the bundle's hashes. */
  key: string;
}

function keyOf(files: readonly ManifestFile[]): string {
  const [only] = files;
  if (files.length === 1 && only !== undefined) return only.sha256;
  return createHash('sha256')
    .update(files.map((file) => file.sha256).join(','))
    .digest('hex');
}

/**
 * The bundles that send the `missing` contents of a book. The groups are cut from the whole
 * manifest (its distinct contents in order, a large one alone), and a bundle is the missing part
 * of one group. So a continued upload, which lacks exactly the contents of the bundles not yet
 * finished, forms the same bundles again and continues each from the offset the service holds.
 */
export function bundlesOf(manifest: readonly ManifestFile[], missing: readonly string[]): UploadBundle[] {
  const wanted = new Set(missing);
  const groups: ManifestFile[][] = [];
  let group: ManifestFile[] = [];
  let groupBytes = 0;
  const seen = new Set<string>();
  for (const file of manifest) {
    if (seen.has(file.sha256)) continue;
    seen.add(file.sha256);
    if (group.length > 0 && (groupBytes + file.size > BUNDLE_BYTES || group.length === BUNDLE_CONTENTS)) {
      groups.push(group);
      group = [];
      groupBytes = 0;
    }
    group.push(file);
    groupBytes += file.size;
  }
  if (group.length > 0) groups.push(group);
  return groups
    .map((files) => files.filter((file) => wanted.has(file.sha256)))
    .filter((files) => files.length > 0)
    .map((files) => ({ files, size: files.reduce((sum, file) => sum + file.size, 0), key: keyOf(files) }));
}

/** A bundle's bytes, read from the book's folder (at most BUNDLE_BYTES when it holds more than one file). */
export function bytesOfBundle(folder: string, bundle: UploadBundle): Buffer {
  return Buffer.concat(bundle.files.map((file) => fs.readFileSync(path.join(folder, ...file.path.split('/')))));
}
