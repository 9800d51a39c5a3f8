import fs from 'node:fs';
import { FileStore } from '@tus/file-store';
import { MemoryLocker, Server, type DataStore, type Locker, type Upload } from '@tus/server';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { AppError } from '../../shared/errors/app-error.js';
import { userOfToken } from '../accounts/sessions.js';
import { statusOf } from '../http/reply-error.js';
import type { ServerContext } from '../server-context.js';
import { CONTENT_HASH, ContentClaimError, putClaimedContent } from '../store/content-store.js';
import { FolderStorage } from '../store/folder-storage.js';
import type { ObjectStorage } from '../store/object-storage.js';
import type { Db } from '../store/schema.js';
import { s3ClientConfig, S3Storage } from '../store/s3-storage.js';
import { MAX_FILE_BYTES } from './manifest-rules.js';
import { RecentKvStore } from './recent-kv-store.js';
import { SharedUploadLocker } from './shared-upload-locker.js';
import { forgetTusUpload, recordTusUpload } from './tus-cleanup.js';
import { TusS3Store } from './tus-s3-store.js';
import { newTusUploadId } from './tus-upload-id.js';
import { uploaderOf } from './upload-service.js';

/** Where the tus protocol is served on the account origin. */
export const TUS_PATH = '/api/v1/tus';

/** S3 wants parts of at least 5 MiB; tus's S3 store gathers the bytes of a part before sending it. */
const S3_PART_BYTES = 8 * 1024 * 1024;

/** How long an instance keeps an S3 upload's `.info` after reading it: a file's PATCHes come within seconds of each other. */
const UPLOAD_INFO_KEEP_MS = 10 * 60 * 1000;

/** A tus upload's id in URLs: 32 hex digits. */
const TUS_ID = /^[0-9a-f]{32}$/;

/** Where unfinished uploads wait, and the key prefix their ids carry there. */
export interface TusStore {
  datastore: DataStore;
  /** Put before every tus id: '' for the file store, `<prefix>tus/` in the S3 bucket. */
  keyPrefix: string;
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
 * tus's file store makes its folder with an asynchronous mkdir it starts in its constructor and
 * throws from the callback, where nobody can catch it: a service stopped (and its data folder
 * removed) before that callback ran crashed the process. The folder is made synchronously
 * before the store exists instead, and the store's own attempt is skipped.
 */
class PreparedFileStore extends FileStore {}
// The method is private in tus's types, so it is replaced on the subclass's prototype, which the
// base constructor's `this.checkOrCreateDirectory()` finds first.
(PreparedFileStore.prototype as unknown as { checkOrCreateDirectory(): void }).checkOrCreateDirectory = () => {};

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
    const datastore = new PreparedFileStore({ directory });
    const locker = new MemoryLocker();
    return {
      datastore,
      keyPrefix: '',
      async discard(id) {
        await datastore.remove(id).catch(() => undefined);
      },
      // The file store's own remove keeps the upload's .json when its data file is missing already.
      async remove(id) {
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

/** What tus sends back for an error: the status, and the error in the service's wire form. */
interface TusError {
  status_code: number;
  body: string;
}

function tusError(error: AppError): TusError {
  const { detail: _detail, ...wire } = error.toJSON();
  return { status_code: statusOf(error), body: JSON.stringify({ error: wire }) };
}

function isTusError(value: unknown): value is TusError {
  return typeof value === 'object' && value !== null && typeof (value as TusError).status_code === 'number' && typeof (value as TusError).body === 'string';
}

/** Runs a hook, turning an AppError into tus's form so the client sees its status and message. */
async function hook<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw tusError(error);
    throw error;
  }
}

/** The app's bearer token on a tus request, nothing else (never the web page's cookie). */
function bearerOf(headers: Headers): string {
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(headers.get('authorization') ?? '');
  if (!match?.[1]) throw new AppError('UNAUTHORIZED');
  return match[1];
}

/** The metadata a creating POST must carry, or null when it does not. */
function targetOf(upload: Upload): { uploadId: string; sha256: string } | null {
  const uploadId = upload.metadata?.uploadId ?? '';
  const sha256 = upload.metadata?.sha256 ?? '';
  return uploadId === '' || !CONTENT_HASH.test(sha256) ? null : { uploadId, sha256 };
}

function readUpload(datastore: DataStore, upload: Upload): Promise<Readable> {
  // A file of no bytes has nothing to read, and on S3 nothing to read it from: tus finishes it at
  // its creating POST, before any write, so its multipart upload is never completed into an object.
  if (upload.size === 0) return Promise.resolve(Readable.from([]));
  // Both stores can read a finished upload back (the file store at once, the S3 store as a promise).
  return Promise.resolve((datastore as unknown as { read(id: string): Readable | Promise<Readable> }).read(upload.id));
}

/**
 * The tus server of the account origin. Each upload carries `uploadId` and `sha256` in its
 * metadata; creating one needs the bearer token of the account whose open upload lists that
 * content with exactly the `Upload-Length` announced, and every later request the same
 * account. A finished upload is hashed: bytes that are not what they claim are refused and
 * thrown away, the others go into the content store, and the tus copy is removed.
 */
export function createTusServer(ctx: ServerContext, store: TusStore = tusStoreFor(ctx.storage)): Server {
  const { datastore, keyPrefix } = store;
  return new Server({
    path: TUS_PATH,
    datastore,
    locker: store.locker(ctx.db),
    maxSize: MAX_FILE_BYTES,
    // The app uploads from no web origin: no CORS grant (tus would answer '*' by default).
    allowedOrigins: [],
    // Under its upload's prefix when the metadata names one (tus-upload-id.ts); a POST that
    // names none is refused in onUploadCreate, before anything is stored.
    namingFunction: (_request, metadata) => `${keyPrefix}${metadata?.uploadId ? newTusUploadId(metadata.uploadId) : randomBytes(16).toString('hex')}`,
    generateUrl: (_request, { path: base, id }) => `${base}/${id.slice(keyPrefix.length)}`,
    getFileIdFromRequest: (_request, lastPath) => (lastPath !== undefined && TUS_ID.test(lastPath) ? `${keyPrefix}${lastPath}` : undefined),
    onIncomingRequest: (request, id) =>
      hook(async () => {
        // A creating POST is authorised in onUploadCreate, with its upload, in one statement.
        if (request.method === 'POST') return;
        const userId = await userOfToken(ctx, bearerOf(request.headers), 'access');
        const upload = await datastore.getUpload(id).catch(() => null);
        // Someone else's upload and no upload answer alike.
        if (upload === null || upload.metadata?.userId !== userId) throw new AppError('FORBIDDEN');
      }),
    onUploadCreate: (request, upload) =>
      hook(async () => {
        const token = bearerOf(request.headers);
        const target = targetOf(upload);
        if (target === null) {
          // A caller who is not signed in hears that first, as on every other request.
          await userOfToken(ctx, token, 'access');
          throw new AppError('UPLOAD_FILE_FORMAT', {}, 'a tus upload names its uploadId and sha256 in its metadata');
        }
        const { uploadId, sha256 } = target;
        const userId = await uploaderOf(ctx, token, { uploadId, sha256, size: upload.size });
        // Named under its upload, so the upload's Discard or expiry finds what it left (tus-cleanup.ts),
        // also when a creating request carrying data (tus allows it; the app sends none) is cut short.
        await recordTusUpload(ctx, upload.id, uploadId);
        // Only these, and the owner is the service's word, not the client's.
        return { metadata: { uploadId, sha256, userId } };
      }),
    onUploadFinish: (_request, upload: Upload) =>
      hook(async () => {
        const claim = { hash: upload.metadata?.sha256 ?? '', size: upload.size ?? 0 };
        try {
          // One read of the finished upload, hashed on its way into the content store.
          await putClaimedContent(ctx.storage, claim, await readUpload(datastore, upload));
        } catch (error) {
          if (error instanceof ContentClaimError) throw new AppError('UPLOAD_FILE_FORMAT', {}, error.message);
          throw error;
        } finally {
          await store.discard(upload.id);
          await forgetTusUpload(ctx, upload.id);
        }
        return {};
      }),
    onResponseError: (_request, error) => {
      if (isTusError(error)) return undefined;
      // Not tus's own error nor ours: no stack trace goes out.
      return tusError(new AppError('UNKNOWN'));
    },
  });
}
