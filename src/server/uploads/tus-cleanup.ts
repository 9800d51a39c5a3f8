import type { ServerContext } from '../server-context.js';
import type { Locker } from '@tus/server';
import type { TusStore } from './tus-store.js';

/** Names a tus upload under the upload whose file it carries, when tus creates it. */
export async function recordTusUpload(ctx: ServerContext, tusId: string, uploadId: string): Promise<void> {
  await ctx.db.insertInto('tus_uploads').values({ tus_id: tusId, upload_id: uploadId, created_at: ctx.clock() }).onConflict((conflict) => conflict.doNothing()).execute();
}

/** Forgets a tus upload whose data is gone (finished into the content store, or removed). */
export async function forgetTusUpload(ctx: ServerContext, tusId: string): Promise<void> {
  await ctx.db.deleteFrom('tus_uploads').where('tus_id', '=', tusId).execute();
  // A lease left by an instance that died while writing it names nothing any more.
  await ctx.db.deleteFrom('tus_upload_locks').where('upload_key', '=', tusId).execute();
}

/**
 * Removes what tus kept of the given tus uploads (a partial file and its .json; on S3 the
 * upload's .info, its .part and its multipart upload), then their rows. One the store cannot
 * remove now (S3 unreachable) keeps its row, for the next weekly sweep. Returns how many went.
 */
async function removeTusUploads(ctx: ServerContext, store: TusStore, tusIds: string[]): Promise<number> {
  let removed = 0;
  const locker = store.locker(ctx.db);
  for (const tusId of tusIds) {
    try {
      await removeLocked(locker, tusId, () => store.remove(tusId));
    } catch {
      continue;
    }
    await forgetTusUpload(ctx, tusId);
    removed += 1;
  }
  return removed;
}

/**
 * Runs `remove` holding tus's lock on the upload. A PATCH still writing it (the app's request
 * in flight when the author pressed Discard) is asked to let go first, as tus asks a writer
 * for any other request, and ends keeping what it wrote; only then do the files go. Without
 * the lock the PATCH wrote on after them, and on S3 its last part was left in the bucket
 * under a name no row recorded any more.
 */
async function removeLocked(locker: Locker, tusId: string, remove: () => Promise<void>): Promise<void> {
  const lock = locker.newLock(tusId);
  // Held only as long as the removal: nobody needs to ask this holder to let go.
  await lock.lock(AbortSignal.timeout(LOCK_WAIT_MS), async () => undefined);
  try {
    await remove();
  } finally {
    await lock.unlock();
  }
}

/** How long the clean-up waits for tus's lock, as long as tus lets a request wait for it. */
const LOCK_WAIT_MS = 30_000;

/** The upload's Discard: every tus upload of its files goes, finished or not. */
export async function removeTusUploadsOf(ctx: ServerContext, store: TusStore, uploadId: string): Promise<number> {
  const rows = await ctx.db.selectFrom('tus_uploads').select('tus_id').where('upload_id', '=', uploadId).execute();
  return removeTusUploads(
    ctx,
    store,
    rows.map((row) => row.tus_id),
  );
}

/**
 * The weekly sweep: the tus uploads of uploads no longer open (given up, failed, or completed
 * while a second copy of a file was left part-way) are removed. Returns how many went.
 */
export async function sweepTusLeftovers(ctx: ServerContext, store: () => TusStore): Promise<number> {
  const rows = await ctx.db
    .selectFrom('tus_uploads as t')
    .innerJoin('uploads as u', 'u.id', 't.upload_id')
    .select('t.tus_id')
    .where('u.state', 'in', ['done', 'failed'])
    .execute();
  if (rows.length === 0) return 0;
  return removeTusUploads(
    ctx,
    store(),
    rows.map((row) => row.tus_id),
  );
}
