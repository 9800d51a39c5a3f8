import type { Transaction } from 'kysely';
import { AppError } from '../../shared/errors/app-error.js';
import { newId } from '../accounts/tokens.js';
import type { ServerContext } from '../server-context.js';
import type { Db, ServerSchema } from '../store/schema.js';
import type { FulfilOutcome } from './fulfil-outcome.js';
import type { Order, PaymentProvider, RenewedEvent } from './payment-provider.js';
import { addVipPeriod } from './vip-period.js';

type Plan = 'monthly' | 'yearly';

/** The account's renewing VIP plan, if it has one. */
export function activeSubscription(db: Db | Transaction<ServerSchema>, userId: string) {
  return db.selectFrom('vip_subscriptions').selectAll().where('user_id', '=', userId).where('status', '=', 'active').executeTakeFirst();
}

/**
 * Records the subscription a paid VIP checkout started. An account renews one plan at most
 * (a unique index): should two renewing checkouts both be paid, the second is kept as a paid
 * period only, and the caller stops the provider charging it again (see `isKnownSubscription`).
 */
export async function startSubscription(tx: Transaction<ServerSchema>, input: { order: Order; plan: Plan; subscriptionRef: string; now: Date }): Promise<void> {
  await tx
    .insertInto('vip_subscriptions')
    .values({ id: newId(), user_id: input.order.user_id, plan: input.plan, provider: input.order.provider, provider_ref: input.subscriptionRef, status: 'active', order_id: input.order.id, created_at: input.now, cancelled_at: null })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** Whether the service holds this provider subscription, renewing or not. */
export async function isKnownSubscription(db: Db, provider: string, subscriptionRef: string): Promise<boolean> {
  const row = await db.selectFrom('vip_subscriptions').select('id').where('provider', '=', provider).where('provider_ref', '=', subscriptionRef).executeTakeFirst();
  return row !== undefined;
}

/**
 * Carries out one period a provider charged a subscription for, exactly once: the charge is an
 * order of its own, paid, keyed like every order by (provider, provider_ref), so a replayed or
 * racing notification finds it written and changes nothing. A period charged after renewals
 * were stopped (the provider's cycle had already begun) was still paid for, so it still counts.
 */
export async function fulfilRenewal(ctx: ServerContext, provider: string, event: RenewedEvent): Promise<FulfilOutcome> {
  if (event.currency.toLowerCase() !== 'usd') return 'refused';
  const now = ctx.clock();
  return ctx.db.transaction().execute(async (tx) => {
    const subscription = await tx.selectFrom('vip_subscriptions').selectAll().where('provider', '=', provider).where('provider_ref', '=', event.subscriptionRef).executeTakeFirst();
    if (!subscription) return 'refused';
    const order = await tx
      .insertInto('orders')
      .values({
        id: newId(),
        user_id: subscription.user_id,
        product: subscription.plan === 'monthly' ? 'vip-monthly' : 'vip-yearly',
        quantity: 1,
        cents: event.amountCents,
        status: 'paid',
        provider,
        provider_ref: event.chargeRef,
        created_at: now,
        paid_at: now,
        subscription_id: subscription.id,
        payment_ref: event.paymentRef ?? event.chargeRef,
      })
      .onConflict((conflict) => conflict.columns(['provider', 'provider_ref']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!order) return 'unchanged';
    await addVipPeriod(tx, { userId: subscription.user_id, orderId: order.id, plan: subscription.plan, now });
    return 'fulfilled';
  });
}

/** The provider will charge the subscription no more: it stops renewing here too, for good. */
export async function endSubscription(ctx: ServerContext, provider: string, subscriptionRef: string): Promise<FulfilOutcome> {
  const ended = await ctx.db
    .updateTable('vip_subscriptions')
    .set({ status: 'cancelled', cancelled_at: ctx.clock() })
    .where('provider', '=', provider)
    .where('provider_ref', '=', subscriptionRef)
    .where('status', 'in', ['active', 'stopping'])
    .returning('id')
    .executeTakeFirst();
  return ended ? 'fulfilled' : 'unchanged';
}

/**
 * The plan whose renewal the user turned off while the VIP it pays for still runs: the one
 * that can be turned back on. None once VIP has lapsed or another plan renews.
 */
export async function resumableSubscription(db: Db, userId: string, now: Date) {
  if (await activeSubscription(db, userId)) return undefined;
  return db
    .selectFrom('vip_subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('s')
    .where('s.user_id', '=', userId)
    .where('s.status', '=', 'stopping')
    .where('u.vip_expires_at', '>', now)
    .orderBy('s.created_at', 'desc')
    .executeTakeFirst();
}

/**
 * Turns the account's automatic renewal off: the provider is told first, so a failure there
 * leaves renewal on and the user can try again; VIP stays until the periods paid run out, and
 * until then the user may turn renewal on again (`resumeAutoRenewal`).
 */
export async function stopAutoRenewal(ctx: ServerContext, provider: PaymentProvider, userId: string): Promise<void> {
  const subscription = await activeSubscription(ctx.db, userId);
  if (!subscription) throw new AppError('NOT_FOUND', {}, 'VIP does not renew automatically on this account');
  // A subscription of a provider no longer configured cannot charge through this service.
  if (subscription.provider === provider.name) await provider.stopRenewal(subscription.provider_ref);
  await ctx.db.updateTable('vip_subscriptions').set({ status: 'stopping', cancelled_at: ctx.clock() }).where('id', '=', subscription.id).where('status', '=', 'active').execute();
}

/**
 * Turns automatic renewal back on before the paid period ends: the provider is told first
 * (Stripe keeps the subscription and drops its cancellation at the period's end), then the plan
 * renews here again. A plan of another provider than the configured one cannot be resumed.
 */
export async function resumeAutoRenewal(ctx: ServerContext, provider: PaymentProvider, userId: string): Promise<void> {
  const subscription = await resumableSubscription(ctx.db, userId, ctx.clock());
  if (!subscription || subscription.provider !== provider.name) throw new AppError('NOT_FOUND', {}, 'there is no stopped VIP renewal to turn back on');
  await provider.resumeRenewal(subscription.provider_ref);
  // The unique index on active plans refuses a second one should a new plan have started meanwhile.
  await ctx.db.updateTable('vip_subscriptions').set({ status: 'active', cancelled_at: null }).where('id', '=', subscription.id).where('status', '=', 'stopping').execute();
}
