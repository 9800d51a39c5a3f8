import { sql } from 'kysely';
import { receiveWebhook, setUpPayments } from '../billing/payments.js';
import type { ProviderEvent } from '../billing/payment-provider.js';
import type { ServerContext } from '../server-context.js';

export const REFUND_ADMIN_USAGE = `  refund ORDER [CENTS]   test mode: refund an order, in full or CENTS more of it, as a provider's
                         refund notification would (with Stripe, refund in Stripe: its webhook does this)
  dispute ORDER opened|lost|won
                         test mode: a dispute of the order's payment, as the provider would report it`;

const DISPUTE_STAGES = ['opened', 'lost', 'won'] as const;

/**
 * The test mode's stand-in for a provider's dashboard: a refund or a dispute made here is a
 * notification signed by the test provider and handled by the same webhook code as Stripe's,
 * so the whole path can be tried without Stripe. Returns what to print, or null when the words
 * are not a refund command.
 */
export async function runRefundAdmin(ctx: ServerContext, words: string[]): Promise<string | null> {
  const [command, orderId, argument] = words;
  const isRefund = command === 'refund' && orderId !== undefined && words.length <= 3;
  const stage = DISPUTE_STAGES.find((name) => name === argument);
  const isDispute = command === 'dispute' && orderId !== undefined && stage !== undefined && words.length === 3;
  if (!isRefund && !isDispute) return null;
  const payments = await setUpPayments(ctx);
  if (payments.testMode === null) throw new Error(`Payments go through ${payments.active.name}: refund or answer disputes there; its notifications update the account.`);
  const order = await ctx.db.selectFrom('orders').selectAll().where('id', '=', orderId).where('provider', '=', payments.testMode.name).executeTakeFirst();
  if (!order || order.status !== 'paid' || order.payment_ref === null) throw new Error(`No paid test-mode order ${orderId}.`);

  let event: ProviderEvent;
  if (isRefund) {
    const earlier = await ctx.db
      .selectFrom('payment_reversals')
      .select(sql<string>`coalesce(sum(cents), 0)::text`.as('cents'))
      .where('order_id', '=', order.id)
      .where('source', '=', 'refund')
      .executeTakeFirstOrThrow();
    if (argument === undefined && Number(earlier.cents) >= order.cents) return `Order ${order.id} is refunded in full already.`;
    const more = argument === undefined ? order.cents - Number(earlier.cents) : Number(argument);
    if (!Number.isInteger(more) || more <= 0) throw new Error('CENTS must be a whole number above 0');
    event = { type: 'refunded', paymentRef: order.payment_ref, refundedCents: Math.min(order.cents, Number(earlier.cents) + more), currency: 'usd' };
  } else {
    // One dispute per order in test mode, so its stages name the same dispute.
    event = { type: 'disputed', paymentRef: order.payment_ref, disputeRef: `testdispute_${order.id}`, amountCents: order.cents, currency: 'usd', stage: stage! };
  }
  const { rawBody, headers } = payments.testMode.signedEvent(event);
  const outcome = await receiveWebhook(ctx, payments.testMode, rawBody, headers);
  const what = isRefund ? 'Refund' : `Dispute (${stage!})`;
  return outcome === 'fulfilled' ? `${what} of order ${order.id} recorded.` : `${what} of order ${order.id}: nothing changed (${outcome}).`;
}
