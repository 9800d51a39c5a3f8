import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startCloud } from './start-cloud.js';
import { FolderStorage } from './store/folder-storage.js';

describe('starting the service with its storage', () => {
  const saved = process.env.STORAGE_URL;
  const folders: string[] = [];
  afterEach(() => {
    if (saved === undefined) delete process.env.STORAGE_URL;
    else process.env.STORAGE_URL = saved;
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });
  const config = () => {
    const dataFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-cloud-start-'));
    folders.push(dataFolder);
    return { dataFolder, host: '127.0.0.1', port: 0, booksPort: 0, booksOrigin: null, databaseUrl: null, stripe: null, smtpUrl: null, mailFrom: null };
  };

  it('stops at a bad STORAGE_URL with its clear message, never echoing it, and leaves the data folder free', async () => {
    const settings = config();
    process.env.STORAGE_URL = 'https://KEY:very-secret@bucket';
    const failed = startCloud(settings);
    await expect(failed).rejects.toThrow(/^STORAGE_URL must start with s3:\/\//);
    await failed.catch((error: Error) => expect(error.message).not.toContain('very-secret'));
    // The lock was released: the same data folder starts once the setting is fixed.
    delete process.env.STORAGE_URL;
    const cloud = await startCloud(settings);
    try {
      expect(cloud.ctx.storage).toBeInstanceOf(FolderStorage);
      expect((cloud.ctx.storage as FolderStorage).root).toBe(path.join(settings.dataFolder, 'storage'));
      const response = await fetch(`${cloud.apiUrl}/api/v1/tus`, { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': '1' } });
      expect(response.status).toBe(401);
    } finally {
      await cloud.close();
    }
  });
});
