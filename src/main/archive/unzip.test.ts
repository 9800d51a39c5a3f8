import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { entryTarget, extractZip } from './unzip.js';

let work: string;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-unzip-'));
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

type Entry = { name: string; data: string; mode?: number };

/** Writes a zip; `rename` then swaps same-length names in the raw bytes, as an attacker could. */
async function writeZip(file: string, entries: Entry[], rename: [string, string][] = []): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) zip.addBuffer(Buffer.from(entry.data), entry.name, entry.mode === undefined ? {} : { mode: entry.mode });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  let bytes = Buffer.concat(chunks);
  for (const [from, to] of rename) bytes = Buffer.from(bytes.toString('latin1').replaceAll(from, to), 'latin1');
  fs.writeFileSync(file, bytes);
  return file;
}

const never = new AbortController().signal;

describe('extracting a runtime zip', () => {
  it('keeps executable bits and links inside the folder', async () => {
    const zip = await writeZip(path.join(work, 'ok.zip'), [
      { name: 'app/run', data: '#!/bin/sh', mode: 0o100755 },
      { name: 'app/data.txt', data: 'plain', mode: 0o100644 },
      { name: 'app/Current', data: 'run', mode: 0o120777 },
    ]);
    const dest = path.join(work, 'out');
    fs.mkdirSync(dest);
    await extractZip(zip, dest, never);
    expect(fs.statSync(path.join(dest, 'app', 'run')).mode & 0o111).not.toBe(0);
    expect(fs.statSync(path.join(dest, 'app', 'data.txt')).mode & 0o111).toBe(0);
    expect(fs.readlinkSync(path.join(dest, 'app', 'Current'))).toBe('run');
  });

  it('refuses a name that climbs out of the folder (zip slip) and writes nothing outside', async () => {
    const zip = await writeZip(path.join(work, 'slip.zip'), [{ name: 'zz/evil.txt', data: 'pwned' }], [['zz/evil', '../evil']]);
    const dest = path.join(work, 'out');
    fs.mkdirSync(dest);
    await expect(extractZip(zip, dest, never)).rejects.toThrow();
    expect(fs.existsSync(path.join(work, 'evil.txt'))).toBe(false);
  });

  it('refuses a link pointing outside the folder', async () => {
    const zip = await writeZip(path.join(work, 'link.zip'), [{ name: 'escape', data: '../../etc', mode: 0o120777 }]);
    const dest = path.join(work, 'out');
    fs.mkdirSync(dest);
    await expect(extractZip(zip, dest, never)).rejects.toThrow(/unsafe link/);
    expect(fs.existsSync(path.join(dest, 'escape'))).toBe(false);
  });

  it('refuses an absolute link', async () => {
    const zip = await writeZip(path.join(work, 'abs.zip'), [{ name: 'escape', data: '/etc/passwd', mode: 0o120777 }]);
    const dest = path.join(work, 'out');
    fs.mkdirSync(dest);
    await expect(extractZip(zip, dest, never)).rejects.toThrow(/unsafe link/);
  });

  it('stops when cancelled', async () => {
    const zip = await writeZip(path.join(work, 'ok.zip'), [{ name: 'a.txt', data: 'a' }]);
    const controller = new AbortController();
    controller.abort();
    const dest = path.join(work, 'out');
    fs.mkdirSync(dest);
    await expect(extractZip(zip, dest, controller.signal)).rejects.toMatchObject({ code: 'CANCELLED' });
  });

  it('resolves only names inside the root', () => {
    expect(entryTarget('/r', 'a/b')).toBe(path.resolve('/r/a/b'));
    expect(() => entryTarget('/r', '../x')).toThrow();
    expect(() => entryTarget('/r', '/etc/passwd')).toThrow();
    expect(() => entryTarget('/r', '.')).toThrow();
  });
});
