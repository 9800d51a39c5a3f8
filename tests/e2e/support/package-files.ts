import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractFile, listPackage } from '@electron/asar';
import { readZipEntries } from '../../../src/main/publish/apk/read-zip.js';

/** Archives a published package may carry inside itself, opened so nothing hides in them. */
const NESTED_ZIP = /\.(zip|apk|jar)$/i;

/**
 * Every file of a published package (APK, or the zip of an EXE or APP), with archives inside
 * it opened too: `resources/app.asar!/main.cjs`. A leak scan must see all the bytes a user
 * who unpacks the package could read.
 */
export async function packageFiles(zipPath: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-package-scan-'));
  try {
    await addZip(zipPath, '', out, scratch);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return out;
}

async function addZip(zipPath: string, prefix: string, out: Map<string, Buffer>, scratch: string): Promise<void> {
  for (const entry of await readZipEntries(zipPath)) {
    const name = `${prefix}${entry.name}`;
    out.set(name, entry.data);
    if (!NESTED_ZIP.test(entry.name) && !entry.name.endsWith('.asar')) continue;
    const copy = path.join(scratch, `${out.size}${path.extname(entry.name)}`);
    fs.writeFileSync(copy, entry.data);
    if (entry.name.endsWith('.asar')) addAsar(copy, `${name}!/`, out);
    else await addZip(copy, `${name}!/`, out, scratch);
  }
}

function addAsar(asarPath: string, prefix: string, out: Map<string, Buffer>): void {
  for (const inner of listPackage(asarPath, { isPack: false })) {
    const relative = inner.replace(/^[\\/]/, '');
    let data: Buffer;
    try {
      data = extractFile(asarPath, relative);
    } catch {
      continue; // a folder: its files are listed on their own
    }
    out.set(`${prefix}${relative}`, data);
  }
}

/**
 * Writes the book's web files (everything under `bookPrefix`, such as `assets/book/`) into
 * `dir`, as the app's viewer would find them in its own folder.
 */
export function writeBookFolder(files: ReadonlyMap<string, Buffer>, bookPrefix: string, dir: string): void {
  for (const [name, data] of files) {
    if (!name.startsWith(bookPrefix) || name.includes('!/') || name.endsWith('/')) continue;
    const target = path.join(dir, ...name.slice(bookPrefix.length).split('/'));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, data);
  }
}
