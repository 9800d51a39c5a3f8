import type { Upload } from '@tus/server';
import { AppError } from '../../shared/errors/app-error.js';
import type { ServerContext } from '../server-context.js';
import { PieceLengthError } from '../store/byte-pieces.js';
import { ContentClaimError } from '../store/content-store.js';
import { forgetTusUpload } from './tus-cleanup.js';
import type { TusStore } from './tus-store.js';

/**
 * Stores what a finished tus upload holds in the content store (TusStore.storeWhole). Bytes
 * that are not what they claim are refused (UPLOAD_FILE_FORMAT), and the contents before them
 * kept. Either way the tus upload and its row go.
 */
export async function storeFinishedTusUpload(ctx: ServerContext, store: TusStore, upload: Upload): Promise<void> {
  try {
    await store.storeWhole(upload);
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
