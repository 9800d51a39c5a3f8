import type { ServerContext } from '../server-context.js';
import { pointsAccount, postIn, WORLD_ACCOUNTS } from './ledger.js';
import type { CancelledEvent, PaidEvent } from './payment-provider.js';
import { PRODUCTS } from './price-list.js';
import { insertLicenceCodes } from '../licences/licence-codes.js';

/**
 * What a notification did: `fulfilled` the first time an order is paid, `unchanged` for a
 * replay (or a cancellation of an order no longer open), `refused` when it matches no order of
 * that provider at that amount (logged by the caller; nothing is written).
 */
export type FulfilOutcome = 'fulfilled' | 'unchanged' | 'refused';

/** The ledger key of an order's payment: one payment posts once, whoever reports it how often. */
export function paymentKey(provider: string, providerRef: string): string {
  return `payment:${provider}:${providerRef}`;
}

/** The same day of the month `months` later in UTC, or that month's last day when it is shorter. */
export function addMonthsUtc(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = from.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/**
 * Carries out a verified payment, exactly once. The order turns paid by a conditional update
 * (only an order still open, or cancelled and then paid after all, with this provider, this
 * checkout and this amount), and what it buys is written in the same transaction: a `purchase`
 * posting for points, a VIP period and the new expiry for VIP. A replayed notification finds
 * the order paid already and changes nothing; two deliveries racing are ordered by the row
 * lock the update takes, and the second finds the order paid.
 */
export async function fulfilPaidOrder(ctx: ServerContext, provider: string, event: PaidEvent): Promise<FulfilOutcome> {
  if (event.currency.toLowerCase() !== 'usd') return 'refused';
  const now = ctx.clock();
  return ctx.db.transaction().execute(async (tx) => {
    const order = await tx
      .updateTable('orders')
      .set({ status: 'paid', paid_at: now })
      .where('id', '=', event.orderId)
      .where('provider', '=', provider)
      .where('provider_ref', '=', event.providerRef)
      .where('cents', '=', event.amountCents)
      .where('status', 'in', ['open', 'cancelled'])
      .returningAll()
      .executeTakeFirst();
    if (!order) {
      const known = await tx
        .selectFrom('orders')
        .select('status')
        .where('id', '=', event.orderId)
        .where('provider', '=', provider)
        .where('provider_ref', '=', event.providerRef)
        .where('cents', '=', event.amountCents)
        .executeTakeFirst();
      return known?.status === 'paid' ? 'unchanged' : 'refused';
    }
    const product = PRODUCTS[order.product];
    if (product.kind === 'points') {
      await postIn(tx, {
        idempotencyKey: paymentKey(provider, event.providerRef),
        kind: 'purchase',
        userId: order.user_id,
        cents: order.cents,
        memo: `${order.quantity} points bought (order ${order.id})`,
        entries: [
          { account: pointsAccount(order.user_id), points: order.quantity },
          { account: WORLD_ACCOUNTS.sales, points: -order.quantity },
        ],
      });
      return 'fulfilled';
    }
    if (product.kind === 'licence') {
      // The code is minted in the same transaction that marks the order paid: exactly one per order.
      await insertLicenceCodes(tx, now, { count: 1, note: `Bought with order ${order.id}`, orderId: order.id });
      return 'fulfilled';
    }
    // The user's row is locked for the rest of the transaction, so two VIP orders paid at once
    // extend one after the other rather than both from the same expiry.
    const user = await tx.selectFrom('users').select('vip_expires_at').where('id', '=', order.user_id).forUpdate().executeTakeFirstOrThrow();
    const current = user.vip_expires_at;
    const startsAt = current !== null && current.getTime() > now.getTime() ? current : now;
    const endsAt = addMonthsUtc(startsAt, product.plan === 'monthly' ? 1 : 12);
    await tx.insertInto('vip_periods').values({ order_id: order.id, user_id: order.user_id, plan: product.plan, starts_at: startsAt, ends_at: endsAt }).execute();
    await tx.updateTable('users').set({ vip_plan: product.plan, vip_expires_at: endsAt }).where('id', '=', order.user_id).execute();
    return 'fulfilled';
  });
}

/** Marks an order's checkout as ended unpaid, if it is still open; anything else is unchanged. */
export async function cancelOrder(ctx: ServerContext, provider: string, event: CancelledEvent): Promise<FulfilOutcome> {
  const cancelled = await ctx.db
    .updateTable('orders')
    .set({ status: 'cancelled' })
    .where('id', '=', event.orderId)
    .where('provider', '=', provider)
    .where('provider_ref', '=', event.providerRef)
    .where('status', '=', 'open')
    .returning('id')
    .executeTakeFirst();
  return cancelled ? 'fulfilled' : 'unchanged';
}
