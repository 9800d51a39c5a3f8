import { balanceOf, pointsAccount, postIn, WORLD_ACCOUNTS } from '../billing/ledger.js';
import type { ServerContext } from '../server-context.js';
import type { BookStatus } from '../store/schema.js';

/** Hosting one book costs this many points a calendar month (desktop-app.md); VIP needs none. */
export const HOSTING_POINTS_PER_MONTH = 1;

/** How long an overdue book stays online before it is disabled (desktop-app.md: 24 hours later). */
export const OVERDUE_GRACE_MS = 24 * 60 * 60 * 1000;

/** The calendar month (UTC) a moment falls in, as `YYYY-MM`. */
export function hostingMonth(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** Names one book's hosting charge for one month: the same book and month post once. */
export function hostingChargeKey(bookId: string, at: Date): string {
  return `hosting:${bookId}:${hostingMonth(at)}`;
}

/** Why a book is (or is not) paid for this month. */
export type HostingOutcome =
  /** The owner's VIP is live: no points are charged. */
  | 'vip'
  /** This run charged the month's point. */
  | 'charged'
  /** The month's point had been charged before (an earlier run, or another instance). */
  | 'paid'
  /** No VIP and fewer points than the month costs. */
  | 'unpaid';

export interface BookSettlement {
  bookId: string;
  outcome: HostingOutcome;
  from: BookStatus;
  to: BookStatus;
}

/**
 * What an unpaid book turns into: the monthly run marks an enabled book overdue (and leaves an
 * overdue one alone); the overdue rule disables a book still unpaid a grace period after it
 * turned overdue.
 */
export type UnpaidRule = 'mark-overdue' | 'disable-after-grace';

/**
 * Settles one book's hosting for the current month in one transaction: the owner's row is
 * locked first (as fulfilling an order does), so the balance read and the charge cannot
 * interleave with another run or a purchase of the same owner; then the book's row, whose
 * status is read again under the lock. Returns null when the book is deleted or no longer
 * enabled or overdue.
 */
export async function settleBook(ctx: ServerContext, bookId: string, unpaid: UnpaidRule): Promise<BookSettlement | null> {
  const owner = await ctx.db.selectFrom('books').select('user_id').where('id', '=', bookId).executeTakeFirst();
  if (!owner) return null;
  return ctx.db.transaction().execute(async (tx) => {
    const now = ctx.clock();
    const user = await tx.selectFrom('users').select(['id', 'vip_expires_at']).where('id', '=', owner.user_id).forUpdate().executeTakeFirstOrThrow();
    const book = await tx
      .selectFrom('books')
      .select(['id', 'status', 'status_changed_at'])
      .where('id', '=', bookId)
      .where('deleted_at', 'is', null)
      .where('status', 'in', ['enabled', 'overdue'])
      .forUpdate()
      .executeTakeFirst();
    if (!book) return null;

    let outcome: HostingOutcome;
    const key = hostingChargeKey(bookId, now);
    if (user.vip_expires_at !== null && user.vip_expires_at.getTime() > now.getTime()) {
      outcome = 'vip';
    } else if (await tx.selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', key).executeTakeFirst()) {
      outcome = 'paid';
    } else if ((await balanceOf(tx, pointsAccount(user.id))) >= HOSTING_POINTS_PER_MONTH) {
      const posted = await postIn(tx, {
        idempotencyKey: key,
        kind: 'charge',
        userId: user.id,
        memo: `Hosting ${hostingMonth(now)}: book ${bookId}`,
        entries: [
          { account: pointsAccount(user.id), points: -HOSTING_POINTS_PER_MONTH },
          { account: WORLD_ACCOUNTS.hosting, points: HOSTING_POINTS_PER_MONTH },
        ],
      });
      outcome = posted.replayed ? 'paid' : 'charged';
    } else {
      outcome = 'unpaid';
    }

    const from = book.status;
    let to: BookStatus = from;
    if (outcome !== 'unpaid') to = 'enabled';
    else if (unpaid === 'mark-overdue') to = 'overdue';
    else if (from === 'overdue' && now.getTime() - book.status_changed_at.getTime() >= OVERDUE_GRACE_MS) to = 'disabled';
    if (to !== from) await tx.updateTable('books').set({ status: to, status_changed_at: now }).where('id', '=', bookId).execute();
    return { bookId, outcome, from, to };
  });
}

/** Ids of the books in the given statuses that are not deleted, oldest first. */
export async function booksIn(ctx: ServerContext, statuses: BookStatus[]): Promise<string[]> {
  const rows = await ctx.db.selectFrom('books').select('id').where('deleted_at', 'is', null).where('status', 'in', statuses).orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/**
 * The monthly hosting charge: every enabled or overdue book of an owner without live VIP
 * costs one point per calendar month (UTC), posted under `hosting:<bookId>:<YYYY-MM>` so a
 * second run in the month, on this instance or another, charges nothing. An owner who cannot
 * pay has the book turned overdue; VIP owners are never charged, and their overdue books are
 * enabled again. Returns what changed or was charged.
 */
export async function runHostingCharges(ctx: ServerContext): Promise<BookSettlement[]> {
  const settled: BookSettlement[] = [];
  for (const bookId of await booksIn(ctx, ['enabled', 'overdue'])) {
    const result = await settleBook(ctx, bookId, 'mark-overdue');
    if (result) settled.push(result);
  }
  return settled;
}
