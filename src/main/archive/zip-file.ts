import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { throwIfCancelled } from '../engine/job-runner.js';

/** One zip entry: its name inside the zip and either its bytes or a file on disk. */
export type ZipEntry = { name: string; data: string | Uint8Array } | { name: string; file: string };

/**
 * A zip entry name that unpacks inside the folder it is unpacked in: forward slashes, no
 * leading slash or drive, no empty, `.` or `..` segment, no backslash or control character.
 */
export function isSafeEntryName(name: string): boolean {
  if (name === '' || name.startsWith('/') || /[\\\u0000-\u001f:]/.test(name)) return false;
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** Every file under `dir`, as zip entries named `prefix/relative/path` (sorted, so zips are stable). */
export async function folderEntries(dir: string, prefix: string): Promise<ZipEntry[]> {
  const found = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return found
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      return { name: `${prefix}/${relative}`, file: path.join(entry.parentPath, entry.name) };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Writes a zip to a hidden temporary file beside `target`, then renames it into place, so
 * the target is either absent (or the old zip) or the complete new one. Any failure or
 * cancel removes the temporary file. Refuses an unsafe entry name before writing anything.
 * Entries are dated 2020-01-01 unless `options.mtime` says otherwise.
 */
export async function writeZipAtomically(target: string, entries: readonly ZipEntry[], signal: AbortSignal, options: { mtime?: Date } = {}): Promise<void> {
  for (const entry of entries) {
    if (!isSafeEntryName(entry.name)) throw new Error(`unsafe zip entry name: ${JSON.stringify(entry.name)}`);
  }
  const parent = path.dirname(target);
  await fs.mkdir(parent, { recursive: true });
  const existing = await fs.stat(target).catch(() => null);
  if (existing?.isDirectory() === true) throw new Error(`${target} is a folder`);
  const temp = path.join(parent, `.${path.basename(target)}.publishing-${randomBytes(6).toString('hex')}`);
  const zip = new yazl.ZipFile();
  const out = createWriteStream(temp, { flags: 'wx' });
  const written = pipeline(zip.outputStream, out);
  // yazl reports a file it cannot read on the ZipFile itself, not on its output stream.
  const unreadable = new Promise<never>((_resolve, reject) => zip.once('error', reject));
  unreadable.catch(() => undefined);
  try {
    // Fixed times keep a republish of the same book byte-identical, unless the caller dates
    // the entries (a plug-in: sites serve its files with the unzipped times, decision 0229).
    const mtime = options.mtime ?? new Date(Date.UTC(2020, 0, 1));
    for (const entry of entries) {
      throwIfCancelled(signal);
      if ('file' in entry) zip.addFile(entry.file, entry.name, { mtime, compress: !entry.name.endsWith('.webp') });
      else zip.addBuffer(Buffer.from(entry.data), entry.name, { mtime });
    }
    zip.end();
    await Promise.race([written, unreadable]);
    throwIfCancelled(signal);
    await fs.rename(temp, target);
  } catch (error) {
    // Stop the half-written stream before deleting its file, so no handle stays open.
    out.destroy();
    await written.catch(() => undefined);
    await fs.rm(temp, { force: true });
    throw error;
  }
}
