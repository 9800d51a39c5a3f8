import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { throwIfCancelled } from '../engine/job-runner.js';

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const S_IFDIR = 0o040000;

/** The Unix mode a zip entry was stored with; 0 when the zip came from a system without one. */
function unixMode(entry: yauzl.Entry): number {
  const madeOnUnix = entry.versionMadeBy >> 8 === 3;
  return madeOnUnix ? (entry.externalFileAttributes >>> 16) & 0xffff : 0;
}

/**
 * Resolves a zip entry's name inside `root`, or throws: a runtime zip is downloaded or
 * chosen by the user, so a name climbing out of the folder (zip slip) is refused outright.
 */
export function entryTarget(root: string, name: string): string {
  const target = path.resolve(root, name);
  const relative = path.relative(root, target);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) throw new Error(`unsafe path in zip: ${name}`);
  return target;
}

/** A symbolic link may only point at a place inside the extracted folder. */
function checkLinkTarget(root: string, linkPath: string, linkText: string): void {
  if (path.isAbsolute(linkText)) throw new Error(`unsafe link in zip: ${linkText}`);
  const resolved = path.resolve(path.dirname(linkPath), linkText);
  const relative = path.relative(root, resolved);
  if (relative.startsWith('..') || path.isAbsolute(relative)) throw new Error(`unsafe link in zip: ${linkText}`);
}

function openZip(zipPath: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(zipPath, { lazyEntries: true, autoClose: true, strictFileNames: true }, (error, zip) => (error ? reject(error) : resolve(zip))),
  );
}

function readStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) => zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))));
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Extracts a zip into an existing folder, keeping executable bits and symbolic links (a Mac
 * app's frameworks are made of links). Every path is checked before anything is written.
 */
export async function extractZip(zipPath: string, root: string, signal: AbortSignal): Promise<void> {
  const zip = await openZip(zipPath);
  const absoluteRoot = path.resolve(root);
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', resolve);
      zip.on('entry', (entry: yauzl.Entry) => {
        extractEntry(zip, entry, absoluteRoot, signal).then(() => zip.readEntry(), (error: unknown) => {
          zip.close();
          reject(error);
        });
      });
      zip.readEntry();
    });
  } finally {
    if (zip.isOpen) zip.close();
  }
}

async function extractEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, root: string, signal: AbortSignal): Promise<void> {
  throwIfCancelled(signal);
  const target = entryTarget(root, entry.fileName);
  const mode = unixMode(entry);
  const type = mode & S_IFMT;
  if (entry.fileName.endsWith('/') || type === S_IFDIR) {
    await fsp.mkdir(target, { recursive: true });
    return;
  }
  await fsp.mkdir(path.dirname(target), { recursive: true });
  const stream = await readStream(zip, entry);
  if (type === S_IFLNK) {
    const linkText = await readAll(stream);
    checkLinkTarget(root, target, linkText);
    await fsp.symlink(linkText, target);
    return;
  }
  // wx: an entry listed twice, or one written through an earlier link, is refused.
  await pipeline(stream, fs.createWriteStream(target, { flags: 'wx', mode: (mode & 0o777) || 0o644 }));
  if ((mode & 0o111) !== 0) await fsp.chmod(target, mode & 0o755);
}
