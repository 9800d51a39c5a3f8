import { sql } from 'kysely';
import { liveSessionUser, type SessionKind } from '../accounts/sessions.js';
import { tokenHash } from '../accounts/tokens.js';
import type { ServerContext } from '../server-context.js';
import { BatchedLookup } from '../store/batched-lookup.js';
import type { SessionsTable } from '../store/schema.js';

/** A signed-in caller, and the revision of its book list as the database has it now. */
export interface CallerWithListRevision {
  userId: string;
  /** Bumped by a trigger with every change to the account's books (migration 0006); "0" before the first. */
  listRevision: string;
}

type SessionWithRevision = Pick<SessionsTable, 'user_id' | 'kind' | 'expires_at' | 'revoked_at'> & { revision: string };

/**
 * Checks sessions and reads their accounts' book-list revisions, one statement for all the
 * requests that arrive while the previous statement runs (docs/decisions/0254, 0263). The
 * session rules are userOfToken's: an expired or revoked session is refused here on every
 * instance, as its row says so when the request's statement reads it.
 */
export class ListCallers {
  private readonly sessions: BatchedLookup<string, SessionWithRevision>;

  constructor(private readonly ctx: ServerContext) {
    this.sessions = new BatchedLookup<string, SessionWithRevision>(async (hashes) => {
      const rows = await ctx.db
        .selectFrom('sessions')
        .leftJoin('book_list_revisions', 'book_list_revisions.user_id', 'sessions.user_id')
        .select(['sessions.token_hash', 'sessions.user_id', 'sessions.kind', 'sessions.expires_at', 'sessions.revoked_at', sql<string>`coalesce(book_list_revisions.revision, 0)::text`.as('revision')])
        .where('sessions.token_hash', 'in', hashes)
        .execute();
      return new Map(rows.map((row) => [row.token_hash, row]));
    });
  }

  /** The caller behind a token of the given kind, and its list revision, as the database has them now. */
  async caller(token: string, kind: SessionKind): Promise<CallerWithListRevision> {
    const row = await this.sessions.get(tokenHash(token));
    const userId = liveSessionUser(this.ctx, row, kind);
    return { userId, listRevision: (row as SessionWithRevision).revision };
  }
}
