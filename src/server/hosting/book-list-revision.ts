import { sql } from 'kysely';
import { liveSessionUser, type SessionKind } from '../accounts/sessions.js';
import { tokenHash } from '../accounts/tokens.js';
import type { ServerContext } from '../server-context.js';

/** A signed-in caller, and the revision of its book list as the database has it now. */
export interface CallerWithListRevision {
  userId: string;
  /** Bumped by a trigger with every change to the account's books (migration 0006); "0" before the first. */
  listRevision: string;
}

/**
 * Checks a session and reads its account's book-list revision in one statement, so listing a
 * cached page costs one round trip to the database. The session rules are userOfToken's: an
 * expired or revoked session is refused here on every instance, as the row says so.
 */
export async function callerWithListRevision(ctx: ServerContext, token: string, kind: SessionKind): Promise<CallerWithListRevision> {
  const row = await ctx.db
    .selectFrom('sessions')
    .leftJoin('book_list_revisions', 'book_list_revisions.user_id', 'sessions.user_id')
    .select(['sessions.user_id', 'sessions.kind', 'sessions.expires_at', 'sessions.revoked_at', sql<string>`coalesce(book_list_revisions.revision, 0)::text`.as('revision')])
    .where('sessions.token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  const userId = liveSessionUser(ctx, row, kind);
  return { userId, listRevision: row?.revision ?? '0' };
}
