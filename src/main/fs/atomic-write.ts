import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A hidden, unique file name next to `target`, so a rename onto it stays on one file system. */
export function tempPathBeside(target: string): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`);
}

export function fsyncFile(file: string): void {
  const fd = fs.openSync(file, 'r+');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Makes a rename durable. Some systems (Windows) cannot open a folder to sync it; the rename still happened. */
function fsyncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch {
    // Best effort only: see above.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** Syncs a finished temporary file and renames it over `target`, so readers see old or new, never half. */
export function commitTempFile(tempFile: string, target: string): void {
  fsyncFile(tempFile);
  fs.renameSync(tempFile, target);
  fsyncDirectory(path.dirname(target));
}

/** Writes a whole file atomically: temporary file, fsync, rename. */
export function writeFileAtomic(target: string, data: string | Uint8Array, options: { mode?: number } = {}): void {
  const temp = tempPathBeside(target);
  try {
    // A mode given here holds from the first byte: a secret is never readable by others, even briefly.
    fs.writeFileSync(temp, data, options.mode === undefined ? {} : { mode: options.mode });
    commitTempFile(temp, target);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}
