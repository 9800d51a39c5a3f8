import { sql } from 'kysely';
import { AppError } from '../../shared/errors/app-error.js';
import { newId } from '../accounts/tokens.js';
import type { ServerContext } from '../server-context.js';
import type { ProductId } from '../store/schema.js';
import { pointsAccount } from './ledger.js';
import type { CheckoutUrls, Order, PaymentProvider } from './payment-provider.js';
import { priceCents } from './price-list.js';
import { activeSubscription } from './vip-subscriptions.js';

/**
 * Makes an order at today's price and opens its checkout with the provider. The order is
 * written first, so the provider's notification always finds it; a checkout that cannot be
 * opened leaves the order cancelled. VIP renews automatically (desktop-app.md): a VIP order
 * starts a renewing plan unless one is running already, in which case it pays one period ahead.
 */
export async function openCheckout(
  ctx: ServerContext,
  provider: PaymentProvider,
  input: { userId: string; product: ProductId; quantity: number; urls: CheckoutUrls },
): Promise<{ orderId: string; checkoutUrl: string }> {
  const cents = priceCents(input.product, input.quantity);
  const isVip = input.product === 'vip-monthly' || input.product === 'vip-yearly';
  const renews = isVip && (await activeSubscription(ctx.db, input.userId)) === undefined;
  const order = await ctx.db
    .insertInto('orders')
    .values({ id: newId(), user_id: input.userId, product: input.product, quantity: input.quantity, cents, status: 'open', provider: provider.name, provider_ref: null, created_at: ctx.clock(), paid_at: null, renews })
    .returningAll()
    .executeTakeFirstOrThrow();
  try {
    const { checkoutUrl, providerRef } = await provider.createCheckout(order, input.urls);
    await ctx.db.updateTable('orders').set({ provider_ref: providerRef }).where('id', '=', order.id).where('status', '=', 'open').execute();
    return { orderId: order.id, checkoutUrl };
  } catch (error) {
    await ctx.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', order.id).where('status', '=', 'open').execute();
    throw error;
  }
}

/** One of the account's own orders; someone else's is not found, exactly like one that does not exist. */
export async function ownOrder(ctx: ServerContext, userId: string, orderId: string): Promise<Order> {
  const order = await ctx.db.selectFrom('orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND', {}, 'no such order');
  return order;
}

/** The wire form of an order (the provider's reference stays on the server). */
export function orderJson(order: Order) {
  return {
    id: order.id,
    product: order.product,
    quantity: order.quantity,
    cents: order.cents,
    status: order.status,
    provider: order.provider,
    renews: order.renews,
    createdAt: order.created_at.toISOString(),
    paidAt: order.paid_at?.toISOString() ?? null,
  };
}

export interface LedgerLine {
  id: string;
  kind: string;
  /** Points into (positive) or out of (negative) the account's balance. */
  points: number;
  cents: number;
  memo: string;
  createdAt: string;
}

/**
 * A page of the account's ledger transactions, newest first. The cursor is the last line's
 * position (its time in microseconds, as the database keeps it, and its id), so a page never
 * repeats or skips a line however many are added meanwhile.
 */
export async function ledgerPage(ctx: ServerContext, userId: string, page: { limit: number; cursor?: string | undefined }): Promise<{ transactions: LedgerLine[]; nextCursor: string | null }> {
  const position = sql<string>`((extract(epoch from t.created_at) * 1000000)::bigint)::text`;
  let query = ctx.db
    .selectFrom('ledger_transactions as t')
    .leftJoin('ledger_entries as e', (join) => join.onRef('e.transaction_id', '=', 't.id').on('e.account', '=', pointsAccount(userId)))
    .select(['t.id', 't.kind', 't.cents', 't.memo', 't.created_at', position.as('position'), sql<string>`coalesce(sum(e.points), 0)::text`.as('points')])
    .where('t.user_id', '=', userId)
    .groupBy('t.id')
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(page.limit + 1);
  if (page.cursor !== undefined) {
    const [micros, id] = page.cursor.split('_') as [string, string];
    query = query.where(sql<boolean>`(${position}::bigint, t.id) < (${micros}::bigint, ${id})`);
  }
  const rows = await query.execute();
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    transactions: shown.map((row) => ({ id: row.id, kind: row.kind, points: Number(row.points), cents: row.cents, memo: row.memo, createdAt: row.created_at.toISOString() })),
    nextCursor: rows.length > page.limit && last ? `${last.position}_${last.id}` : null,
  };
}
