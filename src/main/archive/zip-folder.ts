import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { throwIfCancelled } from '../engine/job-runner.js';

interface FolderEntry {
  /** The name inside the zip, with forward slashes. */
  name: string;
  absolute: string;
  kind: 'file' | 'dir' | 'link';
  mode: number;
}

/** Every entry below `dir`, parents before children, never following links. */
async function listFolder(dir: string, prefix: string, out: FolderEntry[]): Promise<void> {
  const entries = await fsp.readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const absolute = path.join(dir, entry.name);
    const name = `${prefix}${entry.name}`;
    const stat = await fsp.lstat(absolute);
    if (stat.isSymbolicLink()) out.push({ name, absolute, kind: 'link', mode: 0o120755 });
    else if (stat.isDirectory()) {
      out.push({ name: `${name}/`, absolute, kind: 'dir', mode: 0o40755 });
      await listFolder(absolute, `${name}/`, out);
    } else if (stat.isFile()) {
      // Only the execute bits matter to the user's system; the rest is normalised.
      out.push({ name, absolute, kind: 'file', mode: 0o100000 | ((stat.mode & 0o111) !== 0 ? 0o755 : 0o644) });
    }
  }
}

export interface ZipFolderOptions {
  signal: AbortSignal;
  onProgress: (done: number, total: number) => void;
}

/**
 * Zips `dir` as `<rootName>/…` (or at the top when rootName is empty) into `outFile`, keeping Unix modes (executable bits, links)
 * so a Mac app unzips runnable. The zip is written beside the target and renamed into
 * place, so the target is either the old file or the complete new one.
 */
export async function zipFolderAtomically(dir: string, rootName: string, outFile: string, options: ZipFolderOptions): Promise<void> {
  const entries: FolderEntry[] = [];
  await listFolder(dir, rootName === '' ? '' : `${rootName}/`, entries);
  await fsp.mkdir(path.dirname(outFile), { recursive: true });
  const temp = path.join(path.dirname(outFile), `.${path.basename(outFile)}.publishing-${randomBytes(6).toString('hex')}`);
  const zip = new yazl.ZipFile();
  const written = pipeline(zip.outputStream, fs.createWriteStream(temp, { flags: 'wx' }));
  try {
    if (rootName !== '') zip.addEmptyDirectory(`${rootName}/`, { mode: 0o40755 });
    for (const [index, entry] of entries.entries()) {
      throwIfCancelled(options.signal);
      if (entry.kind === 'dir') zip.addEmptyDirectory(entry.name, { mode: entry.mode });
      else if (entry.kind === 'link') zip.addBuffer(Buffer.from(await fsp.readlink(entry.absolute)), entry.name, { mode: entry.mode });
      else zip.addReadStream(fs.createReadStream(entry.absolute), entry.name, { mode: entry.mode });
      options.onProgress(index + 1, entries.length);
    }
    zip.end();
    await written;
    throwIfCancelled(options.signal);
    await fsp.rename(temp, outFile);
  } catch (error) {
    (zip.outputStream as Readable).destroy();
    await written.catch(() => undefined);
    await fsp.rm(temp, { force: true });
    throw error;
  }
}
