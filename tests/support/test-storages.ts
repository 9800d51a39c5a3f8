import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ObjectStorage } from '../../src/server/store/object-storage.js';
import { S3Storage, type S3Tuning } from '../../src/server/store/s3-storage.js';
import { storageFromEnv } from '../../src/server/store/storage-url.js';
import { startS3, type S3Endpoint } from './s3-server.js';

/** The two storages every storage test runs on: the data folder's default and a real (local) S3. */
export const STORAGE_KINDS = ['folder', 's3'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

export interface TestStorage {
  storage: ObjectStorage;
  /** The S3 commands the storage has sent so far, by name (always empty for the folder). */
  sent: string[];
  /** The folder storage's root (null on S3). */
  root: string | null;
}

/**
 * Makes fresh, empty storages of one kind, all through storageFromEnv as the service would: a
 * new data folder each, or a new key prefix in one s3rver's bucket each.
 */
export interface StorageHarness {
  make(tuning?: S3Tuning): TestStorage;
  close(): Promise<void>;
}

export async function openStorageHarness(kind: StorageKind): Promise<StorageHarness> {
  const made: S3Storage[] = [];
  const folders: string[] = [];
  let s3: S3Endpoint | null = null;
  if (kind === 's3') s3 = await startS3();
  let count = 0;
  return {
    make(tuning = {}) {
      count += 1;
      if (s3 === null) {
        const dataFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-storage-'));
        folders.push(dataFolder);
        return { storage: storageFromEnv({}, dataFolder, tuning), sent: [], root: path.join(dataFolder, 'storage') };
      }
      // The endpoint's URL, with a key prefix of this storage's own after the bucket.
      const url = s3.url.replace(`@${s3.bucket}?`, `@${s3.bucket}/run-${count}?`);
      const storage = storageFromEnv({ STORAGE_URL: url }, '/nowhere', tuning);
      if (!(storage instanceof S3Storage)) throw new Error('STORAGE_URL did not give S3 storage');
      made.push(storage);
      const sent: string[] = [];
      storage.client.middlewareStack.add(
        (next, context) => async (args) => {
          sent.push(String(context.commandName));
          return next(args);
        },
        { step: 'initialize', name: 'countCommands' },
      );
      return { storage, sent, root: null };
    },
    async close() {
      for (const storage of made) storage.destroy();
      for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
      await s3?.stop();
    },
  };
}
