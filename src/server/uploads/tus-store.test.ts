import { FileStore } from '@tus/file-store';
import { MemoryLocker } from '@tus/server';
import { S3Store } from '@tus/s3-store';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FolderStorage } from '../store/folder-storage.js';
import { S3Storage } from '../store/s3-storage.js';
import { storageFromEnv } from '../store/storage-url.js';
import type { Db } from '../store/schema.js';
import { RecentKvStore } from './recent-kv-store.js';
import { SharedUploadLocker } from './shared-upload-locker.js';
import { tusStoreFor } from './tus-store.js';

/** Making a locker only keeps the database for later; no query runs here. */
const db = {} as Db;

describe('the store of unfinished uploads', () => {
  it('makes its folder before it returns, so a service stopped at once leaves no mkdir behind to crash on', () => {
    const data = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-tus-prepared-'));
    try {
      tusStoreFor(new FolderStorage(path.join(data, 'storage')));
      expect(fs.statSync(path.join(data, 'tus')).isDirectory()).toBe(true);
      // Removing the data folder at once must not make the store's own asynchronous mkdir throw later.
      fs.rmSync(data, { recursive: true, force: true });
    } finally {
      fs.rmSync(data, { recursive: true, force: true });
    }
  });

  it('is <data>/tus beside the folder storage <data>/storage', () => {
    const dataFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-tus-store-'));
    try {
      const store = tusStoreFor(new FolderStorage(path.join(dataFolder, 'storage')));
      expect(store.datastore).toBeInstanceOf(FileStore);
      expect((store.datastore as FileStore).directory).toBe(path.join(dataFolder, 'tus'));
      expect(store.keyPrefix).toBe('');
      expect(store.locker(db)).toBeInstanceOf(MemoryLocker);
      // The tus server and the clean-up take the same lock.
      expect(store.locker(db)).toBe(store.locker(db));
    } finally {
      fs.rmSync(dataFolder, { recursive: true, force: true });
    }
  });

  it('is the S3 bucket of STORAGE_URL, under its prefix and tus/, so every instance sees the same uploads', () => {
    const storage = storageFromEnv({ STORAGE_URL: 's3://KEY:SECRET@books-bucket/hosting?endpoint=http%3A%2F%2F127.0.0.1%3A9&region=eu-west-1&forcePathStyle=true' }, '/nowhere');
    expect(storage).toBeInstanceOf(S3Storage);
    const store = tusStoreFor(storage);
    expect(store.datastore).toBeInstanceOf(S3Store);
    expect(store.keyPrefix).toBe('hosting/tus/');
    expect(store.locker(db)).toBeInstanceOf(SharedUploadLocker);
    // Each upload's .info is kept for a while, not until this instance happens to end the upload.
    expect((store.datastore as unknown as { cache: unknown }).cache).toBeInstanceOf(RecentKvStore);
    (storage as S3Storage).destroy();
  });
});
