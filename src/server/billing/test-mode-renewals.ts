import type { ServerContext } from '../server-context.js';
import { priceCents } from './price-list.js';
import { fulfilRenewal } from './vip-subscriptions.js';

/** The test mode's provider name, as TestModeProvider names itself. */
const TEST_PROVIDER = 'test';

/**
 * The test mode's stand-in for a provider's renewal charges: every renewing test-mode plan
 * whose VIP has run out is charged one more period at today's price, through the same
 * fulfilment a real provider's `invoice.paid` goes through. The charge is named by the
 * subscription and the expiry it renews, so instances (or runs) that overlap charge it once.
 * A plan whose renewal the user stopped is ended once its period is over. Returns how many
 * periods were charged.
 */
export async function chargeDueTestRenewals(ctx: ServerContext): Promise<number> {
  const now = ctx.clock();
  const due = await ctx.db
    .selectFrom('vip_subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.provider_ref', 's.plan', 'u.vip_expires_at'])
    .where('s.provider', '=', TEST_PROVIDER)
    .where('s.status', '=', 'active')
    .where('u.vip_expires_at', '<=', now)
    .execute();
  let charged = 0;
  for (const row of due) {
    if (row.vip_expires_at === null) continue;
    const outcome = await fulfilRenewal(ctx, TEST_PROVIDER, {
      type: 'renewed',
      subscriptionRef: row.provider_ref,
      chargeRef: `testcharge_${row.provider_ref}_${row.vip_expires_at.getTime()}`,
      amountCents: priceCents(row.plan === 'monthly' ? 'vip-monthly' : 'vip-yearly', 1),
      currency: 'usd',
    });
    if (outcome === 'fulfilled') charged += 1;
  }
  // A plan the user stopped ends with its period, as a provider's does (Stripe's subscription.deleted).
  await ctx.db
    .updateTable('vip_subscriptions')
    .set({ status: 'cancelled' })
    .where('provider', '=', TEST_PROVIDER)
    .where('status', '=', 'stopping')
    .where((eb) => eb.exists(eb.selectFrom('users as u').select('u.id').whereRef('u.id', '=', 'vip_subscriptions.user_id').where('u.vip_expires_at', '<=', now)))
    .execute();
  return charged;
}
