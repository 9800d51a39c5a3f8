import type { ServerContext } from '../server-context.js';
import type { FulfilOutcome } from './fulfil-outcome.js';
import { pointsAccount, postIn, WORLD_ACCOUNTS } from './ledger.js';
import type { CancelledEvent, PaidEvent } from './payment-provider.js';
import { PRODUCTS } from './price-list.js';
import { insertLicenceCodes } from '../licences/licence-codes.js';
import { addVipPeriod } from './vip-period.js';
import { startSubscription } from './vip-subscriptions.js';

/** The ledger key of an order's payment: one payment posts once, whoever reports it how often. */
export function paymentKey(provider: string, providerRef: string): string {
  return `payment:${provider}:${providerRef}`;
}

/**
 * Carries out a verified payment, exactly once. The order turns paid by a conditional update
 * (only an order still open, or cancelled and then paid after all, with this provider, this
 * checkout and this amount), and what it buys is written in the same transaction: a `purchase`
 * posting for points, a licence code, or a VIP period and the new expiry for VIP (and, for an
 * order that renews, the subscription its checkout started). A replayed notification finds
 * the order paid already and changes nothing; two deliveries racing are ordered by the row
 * lock the update takes, and the second finds the order paid.
 */
export async function fulfilPaidOrder(ctx: ServerContext, provider: string, event: PaidEvent): Promise<FulfilOutcome> {
  if (event.currency.toLowerCase() !== 'usd') return 'refused';
  const now = ctx.clock();
  return ctx.db.transaction().execute(async (tx) => {
    const order = await tx
      .updateTable('orders')
      .set({ status: 'paid', paid_at: now, payment_ref: event.paymentRef ?? event.providerRef })
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
    await addVipPeriod(tx, { userId: order.user_id, orderId: order.id, plan: product.plan, now });
    // A renewing order's checkout started the subscription whose later periods renew VIP.
    if (order.renews && event.subscriptionRef !== undefined) await startSubscription(tx, { order, plan: product.plan, subscriptionRef: event.subscriptionRef, now });
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
