import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import { newId } from '../accounts/tokens.js';
import type { ServerContext } from '../server-context.js';
import type { ServerSchema } from '../store/schema.js';
import type { FulfilOutcome } from './fulfil-outcome.js';
import { balanceOf, pointsAccount, postIn, WORLD_ACCOUNTS } from './ledger.js';
import type { DisputedEvent, Order, PaymentProvider, RefundedEvent } from './payment-provider.js';
import { PRODUCTS } from './price-list.js';

type Tx = Transaction<ServerSchema>;

/** The ledger key (and reversal key) of a refund: the payment and the total refunded on it so far. */
export function refundKey(provider: string, paymentRef: string, refundedCents: number): string {
  return `refund:${provider}:${paymentRef}:${refundedCents}`;
}

/** The key of a dispute taking its amount back: opened and lost are one event, whichever comes first. */
export function disputeKey(provider: string, disputeRef: string): string {
  return `dispute:${provider}:${disputeRef}`;
}

/** The key of a dispute won, which gives back what its dispute took. */
export function disputeWonKey(provider: string, disputeRef: string): string {
  return `dispute-won:${provider}:${disputeRef}`;
}

/** What a reversal did, for the caller to finish outside the transaction. */
export interface ReversalResult {
  outcome: FulfilOutcome;
  /** The provider subscription to stop charging, when a refund ended the VIP it paid for. */
  stopSubscriptionRef?: string;
}

const nothing = (outcome: FulfilOutcome): ReversalResult => ({ outcome });

/**
 * Reverses a payment as `reversePayment` does; a payment no paid order names yet is first
 * looked up with the provider (`findPayment`), and the order it belongs to learns its reference.
 */
export async function reverseProviderPayment(ctx: ServerContext, provider: PaymentProvider, event: RefundedEvent | DisputedEvent): Promise<ReversalResult> {
  const result = await reversePayment(ctx, provider.name, event);
  if (result.outcome !== 'refused' || event.currency.toLowerCase() !== 'usd' || !(await learnPaymentRef(ctx, provider, event.paymentRef))) return result;
  return reversePayment(ctx, provider.name, event);
}

/** Records a payment's reference on the paid order the provider says it belongs to, if that order had none of its own yet. */
async function learnPaymentRef(ctx: ServerContext, provider: PaymentProvider, paymentRef: string): Promise<boolean> {
  const owner = await provider.findPayment?.(paymentRef);
  if (!owner) return false;
  let update = ctx.db
    .updateTable('orders')
    .set({ payment_ref: paymentRef })
    .where('provider', '=', provider.name)
    .where('status', '=', 'paid')
    // Until then the checkout's own id stands in for the payment's.
    .where((eb) => eb.or([eb('payment_ref', 'is', null), eb('payment_ref', '=', eb.ref('provider_ref'))]));
  update = 'orderId' in owner ? update.where('id', '=', owner.orderId) : update.where('provider_ref', '=', owner.providerRef);
  return (await update.returning('id').executeTakeFirst()) !== undefined;
}

/**
 * Records a refund or a dispute of a paid order, exactly once (docs/decisions/0261). The order
 * and its owner are locked, so deliveries racing each other, a hosting charge or a purchase are
 * done one after the other; a key already written is a replay and changes nothing.
 *
 * - Points: the points the refunded share of the order bought (rounded to the nearest point)
 *   leave the balance as a `refund` posting under the same key. The balance never goes
 *   negative: points already spent are written off as `unrecovered_points`.
 * - VIP: a refund of the whole order, or a dispute, ends the period the order paid for, and a
 *   renewing plan it belongs to is cancelled for good; a partial refund is a price adjustment.
 * - Licence: a refund of the whole order, or a dispute, revokes its code.
 */
export async function reversePayment(ctx: ServerContext, provider: string, event: RefundedEvent | DisputedEvent): Promise<ReversalResult> {
  if (event.currency.toLowerCase() !== 'usd') return nothing('refused');
  return ctx.db.transaction().execute(async (tx) => {
    const order = await tx.selectFrom('orders').selectAll().where('provider', '=', provider).where('payment_ref', '=', event.paymentRef).where('status', '=', 'paid').forUpdate().executeTakeFirst();
    if (!order) return nothing('refused');
    await tx.selectFrom('users').select('id').where('id', '=', order.user_id).forUpdate().executeTakeFirstOrThrow();
    const change = await plannedChange(tx, provider, order, event);
    if (change === null) return nothing('unchanged');
    if (await tx.selectFrom('payment_reversals').select('id').where('idempotency_key', '=', change.key).executeTakeFirst()) return nothing('unchanged');
    return applyChange(ctx, tx, order, change);
  });
}

interface PlannedChange {
  key: string;
  source: 'refund' | 'dispute' | 'dispute-won';
  /** Cents taken back (negative: given back). */
  cents: number;
  /** For a dispute won: the points and unrecovered points its dispute recorded, to undo. */
  undo?: { points: number; unrecovered: number };
  memo: string;
}

/** What this event changes on top of the order's earlier reversals; null when nothing. */
async function plannedChange(tx: Tx, provider: string, order: Order, event: RefundedEvent | DisputedEvent): Promise<PlannedChange | null> {
  const earlier = await tx
    .selectFrom('payment_reversals')
    .select([sql<string>`coalesce(sum(cents), 0)::text`.as('cents'), sql<string>`coalesce(sum(case when source = 'refund' then cents else 0 end), 0)::text`.as('refunded')])
    .where('order_id', '=', order.id)
    .executeTakeFirstOrThrow();
  const takenBack = Number(earlier.cents);
  const room = order.cents - takenBack;
  if (event.type === 'refunded') {
    // A delivery older than one already recorded reports a smaller total: nothing more to take.
    const cents = Math.min(event.refundedCents - Number(earlier.refunded), room);
    if (cents <= 0) return null;
    return { key: refundKey(provider, event.paymentRef, event.refundedCents), source: 'refund', cents, memo: `Refund of order ${order.id}` };
  }
  if (event.stage !== 'won') {
    const cents = Math.min(event.amountCents, room);
    if (cents <= 0) return null;
    return { key: disputeKey(provider, event.disputeRef), source: 'dispute', cents, memo: `Dispute ${event.disputeRef} of order ${order.id}` };
  }
  const dispute = await tx.selectFrom('payment_reversals').selectAll().where('idempotency_key', '=', disputeKey(provider, event.disputeRef)).executeTakeFirst();
  if (!dispute) return null;
  return {
    key: disputeWonKey(provider, event.disputeRef),
    source: 'dispute-won',
    cents: -dispute.cents,
    undo: { points: dispute.points, unrecovered: dispute.unrecovered_points },
    memo: `Dispute ${event.disputeRef} of order ${order.id} won`,
  };
}

async function applyChange(ctx: ServerContext, tx: Tx, order: Order, change: PlannedChange): Promise<ReversalResult> {
  const now = ctx.clock();
  const product = PRODUCTS[order.product];
  let points = 0;
  let unrecovered = 0;
  let vipEnded = false;
  let stopSubscriptionRef: string | undefined;
  if (product.kind === 'points') {
    ({ points, unrecovered } = change.undo ? { points: -change.undo.points, unrecovered: -change.undo.unrecovered } : await pointsToTake(tx, order, change.cents));
    if (points !== 0) {
      await postIn(tx, {
        idempotencyKey: change.key,
        kind: 'refund',
        userId: order.user_id,
        cents: change.cents,
        memo: change.memo,
        entries: [
          { account: pointsAccount(order.user_id), points: -points },
          { account: WORLD_ACCOUNTS.refunds, points },
        ],
      });
    }
  } else if (change.source === 'dispute' || (change.source === 'refund' && (await fullyReversed(tx, order, change.cents)))) {
    // A dispute won does not bring VIP or a licence back by itself: support grants it again.
    if (product.kind === 'vip') {
      stopSubscriptionRef = await endOrderVip(tx, order, now);
      vipEnded = true;
    } else {
      await tx.updateTable('licence_codes').set({ revoked_at: now }).where('order_id', '=', order.id).where('revoked_at', 'is', null).execute();
    }
  }
  await tx
    .insertInto('payment_reversals')
    .values({ id: newId(), idempotency_key: change.key, order_id: order.id, user_id: order.user_id, source: change.source, cents: change.cents, points, unrecovered_points: unrecovered, vip_ended: vipEnded, created_at: now })
    .execute();
  return stopSubscriptionRef === undefined ? { outcome: 'fulfilled' } : { outcome: 'fulfilled', stopSubscriptionRef };
}

/** Whether the order's earlier reversals and this one's cents add up to its whole price. */
async function fullyReversed(tx: Tx, order: Order, cents: number): Promise<boolean> {
  const row = await tx.selectFrom('payment_reversals').select(sql<string>`coalesce(sum(cents), 0)::text`.as('cents')).where('order_id', '=', order.id).executeTakeFirstOrThrow();
  return Number(row.cents) + cents >= order.cents;
}

/**
 * The points a points order's refund takes: those the cents now taken back in all bought,
 * less those earlier reversals already took or wrote off, and no more than the balance holds.
 */
async function pointsToTake(tx: Tx, order: Order, cents: number): Promise<{ points: number; unrecovered: number }> {
  const earlier = await tx
    .selectFrom('payment_reversals')
    .select([sql<string>`coalesce(sum(cents), 0)::text`.as('cents'), sql<string>`coalesce(sum(points + unrecovered_points), 0)::text`.as('due')])
    .where('order_id', '=', order.id)
    .executeTakeFirstOrThrow();
  const dueInAll = Math.round((order.quantity * (Number(earlier.cents) + cents)) / order.cents);
  const due = Math.max(0, dueInAll - Number(earlier.due));
  const points = Math.min(due, Math.max(0, await balanceOf(tx, pointsAccount(order.user_id))));
  return { points, unrecovered: due - points };
}

/**
 * Takes the period the order paid for off the account's VIP (from its expiry, never before
 * now), and cancels for good the renewing plan the order started or renewed. Returns that
 * plan's provider reference, for the caller to tell the provider.
 */
async function endOrderVip(tx: Tx, order: Order, now: Date): Promise<string | undefined> {
  const period = await tx.selectFrom('vip_periods').select(['starts_at', 'ends_at']).where('order_id', '=', order.id).executeTakeFirst();
  const user = await tx.selectFrom('users').select('vip_expires_at').where('id', '=', order.user_id).executeTakeFirstOrThrow();
  // Periods paid ahead by other orders stay; a VIP already over is left as it was.
  if (period && user.vip_expires_at !== null && user.vip_expires_at.getTime() > now.getTime()) {
    const shortened = user.vip_expires_at.getTime() - (period.ends_at.getTime() - period.starts_at.getTime());
    await tx.updateTable('users').set({ vip_expires_at: new Date(Math.max(now.getTime(), shortened)) }).where('id', '=', order.user_id).execute();
  }
  let plan = tx.updateTable('vip_subscriptions').set({ status: 'cancelled', cancelled_at: now }).where('status', 'in', ['active', 'stopping']);
  plan = order.subscription_id !== null ? plan.where('id', '=', order.subscription_id) : plan.where('order_id', '=', order.id);
  const cancelled = await plan.returning('provider_ref').executeTakeFirst();
  return cancelled?.provider_ref;
}
