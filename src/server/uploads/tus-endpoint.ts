import { randomBytes } from 'node:crypto';
import { Server, type Upload } from '@tus/server';
import { AppError } from '../../shared/errors/app-error.js';
import { userOfToken } from '../accounts/sessions.js';
import { statusOf } from '../http/reply-error.js';
import type { ServerContext } from '../server-context.js';
import { PieceLengthError } from '../store/byte-pieces.js';
import { CONTENT_HASH, ContentClaimError } from '../store/content-store.js';
import { MAX_FILE_BYTES } from './manifest-rules.js';
import { forgetTusUpload, recordTusUpload } from './tus-cleanup.js';
import { storeFinishedTusUpload } from './tus-finish.js';
import { tusStoreFor, type TusStore } from './tus-store.js';
import { newTusUploadId } from './tus-upload-id.js';
import { MAX_CONTENTS_PER_TUS_UPLOAD, uploaderOf } from './upload-service.js';

/** Where the tus protocol is served on the account origin. */
export const TUS_PATH = '/api/v1/tus';

/** A tus upload's id in URLs: 32 hex digits. */
const TUS_ID = /^[0-9a-f]{32}$/;

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

/**
 * The metadata a creating POST must carry, or null when it does not: its upload, and the
 * content it holds (`sha256`) or the contents of a bundle, in order (`contents`, hashes joined
 * by commas, 0268), never both.
 */
function targetOf(upload: Upload): { uploadId: string; contents: string[] } | null {
  const uploadId = upload.metadata?.uploadId ?? '';
  const single = upload.metadata?.sha256;
  const bundle = upload.metadata?.contents;
  if (uploadId === '' || (single == null) === (bundle == null)) return null;
  const contents = single != null ? [single] : (bundle ?? '').split(',');
  const valid = contents.length <= MAX_CONTENTS_PER_TUS_UPLOAD && contents.every((hash) => CONTENT_HASH.test(hash)) && new Set(contents).size === contents.length;
  return valid ? { uploadId, contents } : null;
}

/** The service's own metadata of a bundle: its contents with their sizes, `hash:size` joined by commas. */
function bundleMetadata(contents: readonly string[], sizes: readonly number[]): string {
  return contents.map((hash, index) => `${hash}:${sizes[index]}`).join(',');
}

/**
 * The tus server of the account origin. Each upload carries `uploadId` and the content it holds
 * (`sha256`), or the contents of a bundle of small files (`contents`, 0268), in its metadata;
 * creating one needs the bearer token of the account whose open upload lists those contents
 * with exactly the `Upload-Length` announced, and every later request the same account. A
 * finished upload is hashed content by content: bytes that are not what they claim are refused
 * and thrown away, the others go into the content store, and the tus copy is removed.
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
        const { uploadId, contents } = target;
        const { userId, sizes } = await uploaderOf(ctx, token, { uploadId, contents, size: upload.size });
        // Named under its upload, so the upload's Discard or expiry finds what it left (tus-cleanup.ts),
        // also when a creating request carrying data (tus allows it; the app sends none) is cut short.
        await recordTusUpload(ctx, upload.id, uploadId);
        // Only these, and the owner and the sizes are the service's word, not the client's.
        const [sha256] = contents;
        const metadata: Record<string, string> = contents.length === 1 && sha256 !== undefined ? { uploadId, sha256, userId } : { uploadId, contents: bundleMetadata(contents, sizes), userId };
        return { metadata };
      }),
    onUploadFinish: (_request, upload: Upload) =>
      hook(async () => {
        await storeFinishedTusUpload(ctx, store, upload);
        return {};
      }),
    onResponseError: async (request, error) => {
      if (isTusError(error)) return undefined;
      // Bytes refused as they arrived (the data folder's store checks each content as its last
      // byte comes, 0278): the same answer, and the same clean-up, as a refusal on finishing.
      if (error instanceof ContentClaimError || error instanceof PieceLengthError) {
        const last = new URL(request.url).pathname.split('/').at(-1);
        if (last !== undefined && TUS_ID.test(last)) {
          await store.discard(`${keyPrefix}${last}`);
          await forgetTusUpload(ctx, `${keyPrefix}${last}`);
        }
        return tusError(new AppError('UPLOAD_FILE_FORMAT', {}, error.message));
      }
      // Not tus's own error nor ours: no stack trace goes out.
      return tusError(new AppError('UNKNOWN'));
    },
  });
}
