import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FolderStorage } from './folder-storage.js';

describe('FolderStorage.adopt', () => {
  let data: string;
  let storage: FolderStorage;
  beforeEach(() => {
    data = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-adopt-'));
    storage = new FolderStorage(path.join(data, 'storage'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    fs.rmSync(data, { recursive: true, force: true });
  });

  it('moves a whole file in under its key, replacing what was there, and leaves no file behind', async () => {
    const bytes = randomBytes(300_000);
    const file = path.join(data, 'piece');
    fs.writeFileSync(file, bytes);
    await storage.put('blobs/ab/one', Buffer.from('old'));
    await storage.adopt('blobs/ab/one', file);
    expect(fs.existsSync(file)).toBe(false);
    expect(fs.readFileSync(path.join(storage.root, 'blobs', 'ab', 'one')).equals(bytes)).toBe(true);
  });

  it('copies a file from another file system (EXDEV) through put, then removes it', async () => {
    const bytes = randomBytes(300_000);
    const file = path.join(data, 'piece');
    fs.writeFileSync(file, bytes);
    const rename = vi.spyOn(fsp, 'rename').mockRejectedValueOnce(Object.assign(new Error('cross-device link'), { code: 'EXDEV' }));
    await storage.adopt('blobs/cd/two', file);
    // The refused move, then put's own rename of its temporary file.
    expect(rename).toHaveBeenCalledTimes(2);
    expect(fs.existsSync(file)).toBe(false);
    expect(fs.readFileSync(path.join(storage.root, 'blobs', 'cd', 'two')).equals(bytes)).toBe(true);
    expect(await storage.head('blobs/cd/two')).toEqual({ size: bytes.length });
  });

  it('refuses a key outside the storage before touching the file', async () => {
    const file = path.join(data, 'piece');
    fs.writeFileSync(file, 'x');
    await expect(storage.adopt('../escape', file)).rejects.toThrow(/segment/);
    expect(fs.existsSync(file)).toBe(true);
  });
});
