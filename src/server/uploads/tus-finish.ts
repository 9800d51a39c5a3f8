import { Readable } from 'node:stream';
import type { Upload } from '@tus/server';
import { AppError } from '../../shared/errors/app-error.js';
import type { ServerContext } from '../server-context.js';
import { forEachPiece, PieceLengthError } from '../store/byte-pieces.js';
import { ContentClaimError, putClaimedContent, type StoredContent } from '../store/content-store.js';
import { forgetTusUpload } from './tus-cleanup.js';
import type { TusStore } from './tus-store.js';

/** The contents a finished upload holds, in order, as the service wrote them at its creation (tus-endpoint.ts). */
function claimsOf(upload: Upload): StoredContent[] {
  const bundle = upload.metadata?.contents;
  if (bundle == null) return [{ hash: upload.metadata?.sha256 ?? '', size: upload.size ?? 0 }];
  return bundle.split(',').map((entry) => {
    const [hash = '', size = ''] = entry.split(':');
    return { hash, size: Number(size) };
  });
}

function readUpload(store: TusStore, upload: Upload): Promise<Readable> {
  // A file of no bytes has nothing to read, and on S3 nothing to read it from: tus finishes it at
  // its creating POST, before any write, so its multipart upload is never completed into an object.
  if (upload.size === 0) return Promise.resolve(Readable.from([]));
  return store.read(upload.id);
}

/**
 * Stores what a finished tus upload holds: one read of it, each content hashed on its way into
 * the content store. Bytes that are not what they claim are refused (UPLOAD_FILE_FORMAT), and
 * the contents before them kept. Either way the tus copy and its row go.
 */
export async function storeFinishedTusUpload(ctx: ServerContext, store: TusStore, upload: Upload): Promise<void> {
  const claims = claimsOf(upload);
  try {
    await forEachPiece(
      await readUpload(store, upload),
      claims.map((claim) => claim.size),
      (index, piece) => putClaimedContent(ctx.storage, claims[index] as StoredContent, piece),
    );
  } catch (error) {
    if (error instanceof ContentClaimError || error instanceof PieceLengthError) throw new AppError('UPLOAD_FILE_FORMAT', {}, error.message);
    throw error;
  } finally {
    await store.discard(upload.id);
    await forgetTusUpload(ctx, upload.id);
  }
}

/**
 * Stores the tus uploads of `uploadId` whose last byte arrived but whose contents were never
 * stored: the service stopped between the two. The app, continuing, hears from tus that such an
 * upload is whole and sends nothing more, so completing the upload finishes it here (0268).
 * Returns how many it stored; a bad one is dropped and its contents stay missing.
 */
export async function finishLeftTusUploads(ctx: ServerContext, store: TusStore, uploadId: string): Promise<number> {
  const rows = await ctx.db.selectFrom('tus_uploads').select('tus_id').where('upload_id', '=', uploadId).execute();
  let stored = 0;
  for (const { tus_id: tusId } of rows) {
    const upload = await store.datastore.getUpload(tusId).catch(() => null);
    if (upload === null || upload.size === undefined || upload.offset !== upload.size) continue;
    try {
      await storeFinishedTusUpload(ctx, store, upload);
      stored += 1;
    } catch {
      continue;
    }
  }
  return stored;
}
