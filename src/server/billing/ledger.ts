import { sql, type Transaction } from 'kysely';
import type { Db, LedgerTransactionsTable, ServerSchema } from '../store/schema.js';
import { newId } from '../accounts/tokens.js';

/** The ledger's own accounts, the other side of every movement of a user's points. */
export const WORLD_ACCOUNTS = {
  grants: 'world:grants',
  sales: 'world:sales',
  hosting: 'world:hosting',
  refunds: 'world:refunds',
} as const;

/** The account that holds one user's points. */
export function pointsAccount(userId: string): string {
  return `user:${userId}:points`;
}

export interface Posting {
  /** Names the business event (a payment id, a month's charge of one book): the same key posts once. */
  idempotencyKey: string;
  kind: LedgerTransactionsTable['kind'];
  userId: string;
  cents?: number;
  memo?: string;
  /** The legs; their points must add up to zero. */
  entries: { account: string; points: number }[];
}

/** What posting did: `replayed` when the key had been posted before and nothing changed. */
export interface PostingResult {
  transactionId: string;
  replayed: boolean;
}

/**
 * Posts one balanced transaction, exactly once per idempotency key. The insert of the key is
 * what decides: a replay (a payment notification sent twice, a retried charge, two instances
 * racing) finds the key taken and returns the first posting instead. The tables refuse
 * updates and deletes, so the balance is always the plain sum of the entries.
 */
export async function post(db: Db, posting: Posting): Promise<PostingResult> {
  checkBalanced(posting);
  return db.transaction().execute((tx) => postIn(tx, posting));
}

/**
 * The same as `post`, inside a transaction the caller already holds, so the posting commits or
 * rolls back together with the caller's other writes (an order turning paid, say).
 */
export async function postIn(tx: Transaction<ServerSchema>, posting: Posting): Promise<PostingResult> {
  checkBalanced(posting);
  const id = newId();
  const inserted = await tx
    .insertInto('ledger_transactions')
    .values({ id, idempotency_key: posting.idempotencyKey, kind: posting.kind, user_id: posting.userId, cents: posting.cents ?? 0, memo: posting.memo ?? '' })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const first = await tx.selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', posting.idempotencyKey).executeTakeFirstOrThrow();
    return { transactionId: first.id, replayed: true };
  }
  await tx
    .insertInto('ledger_entries')
    .values(posting.entries.map((entry) => ({ transaction_id: id, account: entry.account, points: entry.points })))
    .execute();
  return { transactionId: id, replayed: false };
}

function checkBalanced(posting: Posting): void {
  const sum = posting.entries.reduce((total, entry) => total + entry.points, 0);
  if (sum !== 0 || posting.entries.length < 2) throw new Error(`unbalanced posting ${posting.idempotencyKey}: legs sum to ${sum}`);
  if (posting.entries.some((entry) => !Number.isInteger(entry.points) || entry.points === 0)) throw new Error('a leg moves a whole, non-zero number of points');
}

/** An account's balance: the sum of its entries, never a stored figure that could drift. */
export async function balanceOf(db: Db, account: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<string>`coalesce(sum(points), 0)`.as('balance'))
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}
