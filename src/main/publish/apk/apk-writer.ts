import fs from 'node:fs/promises';
import { AlignedZipWriter } from './aligned-zip-writer.js';
import { buildSigningBlock, contentDigest } from './apk-signature-v2.js';
import { buildJarSignature } from './jar-signature.js';
import type { SigningKey } from './signing-key.js';

/** One file to put in the APK: its bytes now, or a path read when its turn comes. */
export interface ApkFile {
  name: string;
  data: Buffer | (() => Promise<Buffer>);
  /** Deflate it (text, code); false keeps it stored and aligned (resources.arsc, images). */
  compress: boolean;
}

/** Progress through the files; the signature is one more step at the end. */
export type PackProgress = (done: number, total: number) => void;

/**
 * Writes a complete, aligned and signed (v1 and v2) APK to `outPath`. Entries go in the
 * given order, then the v1 files, the APK Signing Block, the central directory and its
 * end record. `beforeEach` runs between files so a cancel can stop the work.
 */
export async function writeSignedApk(
  outPath: string,
  files: readonly ApkFile[],
  key: SigningKey,
  hooks: { beforeEach: () => void; onPacked: PackProgress; onSigning: () => void },
): Promise<void> {
  const file = await fs.open(outPath, 'wx+');
  try {
    const zip = new AlignedZipWriter(file);
    for (const [index, entry] of files.entries()) {
      hooks.beforeEach();
      const data = typeof entry.data === 'function' ? await entry.data() : entry.data;
      await zip.add(entry.name, data, entry.compress);
      hooks.onPacked(index + 1, files.length);
    }
    hooks.beforeEach();
    hooks.onSigning();
    for (const [name, data] of buildJarSignature(zip.entries, key)) await zip.add(name, data, true);
    const entriesEnd = zip.offset;
    const centralDirectory = zip.centralDirectory();
    // Before the block is inserted, the directory offset already names the block's start.
    const digest = await contentDigest(file, entriesEnd, centralDirectory, zip.endOfCentralDirectory(entriesEnd, centralDirectory.length));
    const block = buildSigningBlock(digest, key);
    await zip.write(block);
    await zip.write(centralDirectory);
    await zip.write(zip.endOfCentralDirectory(entriesEnd + block.length, centralDirectory.length));
    await file.sync();
  } finally {
    await file.close();
  }
}
