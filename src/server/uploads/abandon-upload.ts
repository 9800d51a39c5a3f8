import type { Transaction } from 'kysely';
import type { ServerContext } from '../server-context.js';
import type { ServerSchema } from '../store/schema.js';
import { removeTusUploadsOf, sweepTusLeftovers } from './tus-cleanup.js';
import { tusStoreFor, type TusStore } from './tus-store.js';
import { notYours } from './upload-service.js';

/** An unfinished upload untouched this long is given up by the scheduled work. */
export const UNFINISHED_UPLOAD_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Gives up one unfinished upload under its row lock: it fails with `reason`, and a book it
 * created that never got a version (still "uploading") goes with it, so the owner's book list
 * and hosting count never keep a book that cannot be opened. A book being overwritten keeps
 * its published version. A finished or failed upload is left as it is.
 */
async function giveUp(tx: Transaction<ServerSchema>, uploadId: string, reason: string, now: Date): Promise<boolean> {
  const row = await tx.selectFrom('uploads').select(['state', 'book_id']).where('id', '=', uploadId).forUpdate().executeTakeFirst();
  if (row === undefined || (row.state !== 'open' && row.state !== 'completing')) return false;
  await tx.updateTable('uploads').set({ state: 'failed', error: reason, updated_at: now }).where('id', '=', uploadId).execute();
  await tx
    .updateTable('books')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', row.book_id)
    .where('status', '=', 'uploading')
    .where('current_version_id', 'is', null)
    .where('deleted_at', 'is', null)
    .execute();
  return true;
}

/**
 * The owner drops an upload it will not finish (the app's Discard). Another account's upload is
 * FORBIDDEN, as everywhere. What tus kept of its files goes too, by the upload's id, also when
 * the upload had ended before (a Discard repeated after a failure still frees the storage).
 */
export async function abandonUpload(ctx: ServerContext, userId: string, uploadId: string, store: TusStore): Promise<{ abandoned: boolean }> {
  const own = await ctx.db.selectFrom('uploads').select('id').where('id', '=', uploadId).where('user_id', '=', userId).executeTakeFirst();
  if (!own) throw notYours();
  const abandoned = await ctx.db.transaction().execute((tx) => giveUp(tx, uploadId, 'abandoned by its owner', ctx.clock()));
  await removeTusUploadsOf(ctx, store, uploadId);
  return { abandoned };
}

/**
 * The scheduled work's share: every upload left unfinished for a week is given up, and what tus
 * kept of uploads no longer open is removed (the store is opened only when there is some).
 * Returns how many uploads were given up.
 */
export async function expireUnfinishedUploads(ctx: ServerContext, store: () => TusStore = () => tusStoreFor(ctx.storage)): Promise<number> {
  const now = ctx.clock();
  const stale = await ctx.db
    .selectFrom('uploads')
    .select('id')
    .where('state', 'in', ['open', 'completing'])
    .where('updated_at', '<', new Date(now.getTime() - UNFINISHED_UPLOAD_MS))
    .execute();
  let expired = 0;
  for (const { id } of stale) {
    if (await ctx.db.transaction().execute((tx) => giveUp(tx, id, 'left unfinished for a week', now))) expired += 1;
  }
  await sweepTusLeftovers(ctx, store);
  return expired;
}
