import fs from 'node:fs';
import path from 'node:path';
import { MemoryLocker, type DataStore, type Locker, type Upload } from '@tus/server';
import { FolderStorage } from '../store/folder-storage.js';
import type { ObjectStorage } from '../store/object-storage.js';
import { s3ClientConfig, S3Storage } from '../store/s3-storage.js';
import type { Db } from '../store/schema.js';
import { RecentKvStore } from './recent-kv-store.js';
import { ContentFileStore } from './content-file-store.js';
import { SharedUploadLocker } from './shared-upload-locker.js';
import { storeByReading } from './store-by-reading.js';
import { TusS3Store } from './tus-s3-store.js';

/** S3 wants parts of at least 5 MiB; tus's S3 store gathers the bytes of a part before sending it. */
const S3_PART_BYTES = 8 * 1024 * 1024;

/** How long an instance keeps an S3 upload's `.info` after reading it: a file's PATCHes come within seconds of each other. */
const UPLOAD_INFO_KEEP_MS = 10 * 60 * 1000;

/** Where unfinished uploads wait, and the key prefix their ids carry there. */
export interface TusStore {
  datastore: DataStore;
  /** Put before every tus id: '' for the file store, `<prefix>tus/` in the S3 bucket. */
  keyPrefix: string;
  /**
   * Stores every content of a whole upload in the object storage. In the data folder each was
   * written and checked as it arrived, and is moved in now (decision 0278); on S3 the upload is
   * read once and cut into its contents, each hashed on its way in.
   */
  storeWhole(upload: Upload): Promise<void>;
  /** Removes a tus upload and whatever it left, quietly. */
  discard(id: string): Promise<void>;
  /** The same, but a store that cannot be reached throws (an upload already gone does not), so the caller can try again later. */
  remove(id: string): Promise<void>;
  /**
   * tus's lock on these uploads, which the tus server and the clean-up (tus-cleanup.ts) both
   * take. Where every instance sees the uploads (S3) it is kept in the database, shared by
   * them all; in the data folder, which one instance owns, it is one lock in this process.
   */
  locker(db: Db): Locker;
}

/**
 * The resumable-upload store beside the object storage: `<data>/tus` next to the folder
 * storage's `<data>/storage`, or the same S3 bucket (under the storage's prefix and `tus/`), so
 * every instance of the service sees the same unfinished uploads and any one can continue one.
 */
export function tusStoreFor(storage: ObjectStorage): TusStore {
  // One per storage, shared by the routes and the scheduled work (an S3 store holds a client).
  let store = tusStores.get(storage);
  if (store === undefined) {
    store = newTusStore(storage);
    tusStores.set(storage, store);
  }
  return store;
}

const tusStores = new WeakMap<ObjectStorage, TusStore>();

function newTusStore(storage: ObjectStorage): TusStore {
  if (storage instanceof FolderStorage) {
    const directory = path.join(path.dirname(storage.root), 'tus');
    fs.mkdirSync(directory, { recursive: true });
    const datastore = new ContentFileStore({ directory }, storage);
    const locker = new MemoryLocker();
    return {
      datastore,
      keyPrefix: '',
      storeWhole: (upload) => datastore.storeWhole(upload),
      async discard(id) {
        await datastore.remove(id).catch(() => undefined);
      },
      // The file store's own remove keeps the upload's .json when its data file is missing already.
      async remove(id) {
        await datastore.removePieces(id);
        await fs.promises.rm(path.join(directory, id), { force: true });
        await fs.promises.rm(path.join(directory, `${id}.json`), { force: true });
      },
      // One instance per data folder (its data lock): tus's own in-memory lock is enough.
      locker: () => locker,
    };
  }
  if (storage instanceof S3Storage) {
    const { settings } = storage;
    const datastore = new TusS3Store({
      partSize: S3_PART_BYTES,
      // No expiry tags: unfinished uploads are not expired by the service yet.
      useTags: false,
      cache: new RecentKvStore(UPLOAD_INFO_KEEP_MS),
      s3ClientConfig: { bucket: settings.bucket, ...s3ClientConfig(settings) },
    });
    return {
      datastore,
      keyPrefix: `${settings.prefix}tus/`,
      storeWhole: (upload) => storeByReading(storage, upload, () => datastore.read(upload.id)),
      async discard(id) {
        // TusS3Store's remove also takes a finished upload's objects, and the incomplete part.
        await datastore.remove(id).catch(() => undefined);
      },
      // TusS3Store's remove answers an upload already gone quietly, and throws when S3 cannot be reached.
      remove: (id) => datastore.remove(id),
      // Holds nothing itself: the leases are rows, so each caller may have its own.
      locker: (db) => new SharedUploadLocker(db),
    };
  }
  throw new Error('resumable uploads need the folder or the S3 storage');
}
