import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readZip } from '../publish/plugins/testing/read-zip.js';
import { isSafeEntryName, writeZipAtomically } from './zip-file.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-zip-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('plug-in zips', () => {
  it('accepts only relative entry names that stay inside the folder they unpack in', () => {
    for (const good of ['a/b.php', 'flipbook-x/book/files/page-1-hd.webp', 'a..b/c']) expect(isSafeEntryName(good), good).toBe(true);
    for (const bad of ['', '/etc/passwd', '../x', 'a/../../x', 'a/./b', 'a//b', 'a\\..\\b', 'C:/x', 'a/b/', 'a/\u0000b']) expect(isSafeEntryName(bad), bad).toBe(false);
  });

  it('refuses an unsafe name before writing anything', async () => {
    const target = path.join(dir, 'out.zip');
    await expect(writeZipAtomically(target, [{ name: 'ok/a.txt', data: 'a' }, { name: 'ok/../../evil.php', data: '<?php' }], new AbortController().signal)).rejects.toThrow(/unsafe zip entry name/);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('replaces an earlier zip in one step and keeps entries as given', async () => {
    const target = path.join(dir, 'out.zip');
    fs.writeFileSync(target, 'old');
    fs.writeFileSync(path.join(dir, 'page.webp'), 'image');
    await writeZipAtomically(target, [{ name: 'p/readme.txt', data: 'hello' }, { name: 'p/book/page.webp', file: path.join(dir, 'page.webp') }], new AbortController().signal);
    const entries = await readZip(target);
    expect([...entries.keys()]).toEqual(['p/readme.txt', 'p/book/page.webp']);
    expect(entries.get('p/book/page.webp')?.toString()).toBe('image');
    expect(fs.readdirSync(dir).sort()).toEqual(['out.zip', 'page.webp']);
  });

  it('leaves no temporary file when a source file is missing', async () => {
    const target = path.join(dir, 'out.zip');
    await expect(writeZipAtomically(target, [{ name: 'p/x.webp', file: path.join(dir, 'missing.webp') }], new AbortController().signal)).rejects.toThrow();
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
