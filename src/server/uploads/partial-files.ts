import type { ServerContext } from '../server-context.js';
import type { UploadManifest } from '../store/schema.js';
import type { TusStore } from './tus-endpoint.js';
import { tusUploadIdOf } from './tus-upload-id.js';

/** Removals under way at once: each is a file or two on the folder storage, a few requests on S3. */
const DISCARDS_AT_ONCE = 8;

/**
 * Removes what the resumable uploads of one of the owner's uploads left on the service: the
 * partial files of a paused upload, including those whose creating POST was cut before the app
 * learnt their URL, which only the service can find (by their derived ids, tus-upload-id.ts).
 * Files finished or never begun have nothing left, and are passed over quietly.
 */
export async function discardPartialFiles(ctx: ServerContext, store: TusStore, userId: string, uploadId: string): Promise<void> {
  const row = await ctx.db.selectFrom('uploads').select('manifest').where('id', '=', uploadId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) return;
  const manifest = (typeof row.manifest === 'string' ? JSON.parse(row.manifest) : row.manifest) as UploadManifest;
  const ids = [...new Set(manifest.files.map((file) => file.sha256))].map((sha256) => `${store.keyPrefix}${tusUploadIdOf(uploadId, sha256)}`);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < ids.length) await store.discard(ids[next++] as string);
  };
  await Promise.all(Array.from({ length: Math.min(DISCARDS_AT_ONCE, ids.length) }, worker));
}
