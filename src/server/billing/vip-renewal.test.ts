import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../tests/support/database-targets.js';
import { accountSummary } from '../accounts/account-summary.js';
import { newId } from '../accounts/tokens.js';
import { runOnce } from '../jobs/scheduler.js';
import type { Db, ProductId } from '../store/schema.js';
import { testContext } from '../testing/test-context.js';
import { openCheckout } from './orders.js';
import type { PaymentProvider } from './payment-provider.js';
import { receiveWebhook } from './payments.js';
import { chargeDueTestRenewals } from './test-mode-renewals.js';
import { TestModeProvider, testSubscriptionRef } from './test-mode-provider.js';
import { addMonthsUtc } from './vip-period.js';
import { fulfilRenewal, resumeAutoRenewal, stopAutoRenewal } from './vip-subscriptions.js';
import { insertTestUser } from '../testing/test-users.js';

const DAY = 24 * 60 * 60 * 1000;

describe.each(databaseTargets())('VIP that renews by itself, on $name', (target) => {
  let db: Db;
  let ctx: ReturnType<typeof testContext>;
  let provider: TestModeProvider;

  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => {
    if (db) await target.close(db);
  });
  beforeEach(() => {
    ctx = testContext(db);
    provider = new TestModeProvider('renewal-secret', () => ctx.publicUrl, ctx.clock);
  });

  const newUser = () => insertTestUser(db);

  /** Buys VIP through the test checkout as its Pay button does: a signed notification. */
  async function buyVip(userId: string, product: ProductId = 'vip-monthly') {
    const { orderId } = await openCheckout(ctx, provider, { userId, product, quantity: 1, urls: { successUrl: 's', cancelUrl: 'c' } });
    const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    const paid = { type: 'paid' as const, orderId, providerRef: order.provider_ref!, amountCents: order.cents, currency: 'usd' };
    const { rawBody, headers } = provider.signedEvent(order.renews ? { ...paid, subscriptionRef: testSubscriptionRef(orderId) } : paid);
    expect(await receiveWebhook(ctx, provider, rawBody, headers)).toBe('fulfilled');
    return order;
  }

  const expiry = async (userId: string) => (await db.selectFrom('users').select('vip_expires_at').where('id', '=', userId).executeTakeFirstOrThrow()).vip_expires_at;
  const vipOrders = (userId: string) => db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('status', '=', 'paid').orderBy('paid_at').execute();

  it('starts renewing with the first VIP order; a second while it renews pays one period ahead', async () => {
    const userId = await newUser();
    const first = await buyVip(userId);
    expect(first.renews).toBe(true);
    const start = ctx.clock();
    expect((await expiry(userId))?.toISOString()).toBe(addMonthsUtc(start, 1).toISOString());
    expect((await accountSummary(ctx, userId)).vip).toMatchObject({ plan: 'monthly', renews: true });

    const ahead = await buyVip(userId);
    expect(ahead.renews).toBe(false);
    expect((await expiry(userId))?.toISOString()).toBe(addMonthsUtc(start, 2).toISOString());
    const subscriptions = await db.selectFrom('vip_subscriptions').selectAll().where('user_id', '=', userId).execute();
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({ status: 'active', order_id: first.id, provider_ref: testSubscriptionRef(first.id) });
  });

  // The database is shared by the tests in this file, and the charge run looks at every
  // account: what is judged here is this test's account.
  it('charges the next period when VIP runs out, once however many runs overlap, and never before', async () => {
    const userId = await newUser();
    await buyVip(userId, 'vip-yearly');
    const paidUntil = (await expiry(userId))!;
    ctx.manualClock.advance(paidUntil.getTime() - ctx.clock().getTime() - DAY);
    await chargeDueTestRenewals(ctx);
    expect(await vipOrders(userId)).toHaveLength(1);

    ctx.manualClock.advance(DAY);
    const runs = await Promise.all([chargeDueTestRenewals(ctx), chargeDueTestRenewals(ctx), chargeDueTestRenewals(ctx)]);
    expect(runs.reduce((sum, charged) => sum + charged, 0)).toBeGreaterThanOrEqual(1);
    expect((await expiry(userId))?.toISOString()).toBe(addMonthsUtc(paidUntil, 12).toISOString());
    const orders = await vipOrders(userId);
    expect(orders).toHaveLength(2);
    expect(orders[1]).toMatchObject({ product: 'vip-yearly', cents: 9_900, subscription_id: expect.any(String), renews: false });
    await chargeDueTestRenewals(ctx);
    expect(await vipOrders(userId)).toHaveLength(2);
    // 2027-11-25 to 2028-11-25: a leap year's 366 days.
    expect((await accountSummary(ctx, userId)).vip).toMatchObject({ plan: 'yearly', renews: true, daysRemaining: 366 });
  });

  it('renews in the scheduled run before the overdue rule, so a renewing VIP never lapses', async () => {
    const userId = await newUser();
    await buyVip(userId);
    const paidUntil = (await expiry(userId))!;
    ctx.manualClock.advance(paidUntil.getTime() - ctx.clock().getTime() + 60_000);
    const run = await runOnce(ctx, { intervalMs: 60_000, instance: 'renewal-test' });
    expect(run.claimed).toBe(true);
    expect(run.renewals).toBeGreaterThanOrEqual(1);
    expect(await vipOrders(userId)).toHaveLength(2);
    expect((await accountSummary(ctx, userId)).vip).not.toBeNull();
  });

  it('stops renewing when the user turns it off: the paid period stays, and nothing is charged after it', async () => {
    const userId = await newUser();
    const other = await newUser();
    await buyVip(userId);
    await buyVip(other);
    // Another account cannot turn this one's renewal off: it has none of its own to stop.
    const stranger = await newUser();
    await expect(stopAutoRenewal(ctx, provider, stranger)).rejects.toMatchObject({ code: 'NOT_FOUND' });

    await stopAutoRenewal(ctx, provider, userId);
    expect((await accountSummary(ctx, userId)).vip).toMatchObject({ renews: false, daysRemaining: 30 });
    expect((await accountSummary(ctx, other)).vip).toMatchObject({ renews: true });
    await expect(stopAutoRenewal(ctx, provider, userId)).rejects.toMatchObject({ code: 'NOT_FOUND' });

    ctx.manualClock.advance(40 * DAY);
    await chargeDueTestRenewals(ctx);
    expect(await vipOrders(userId)).toHaveLength(1);
    expect(await vipOrders(other)).toHaveLength(2);
    expect(await accountSummary(ctx, userId)).toMatchObject({ vip: null, canUpload: false });
    expect((await accountSummary(ctx, other)).vip).toMatchObject({ renews: true });
    // Buying VIP again starts a new renewing plan.
    expect((await buyVip(userId)).renews).toBe(true);
    expect((await accountSummary(ctx, userId)).vip).toMatchObject({ renews: true });
  });

  it('turns a stopped renewal back on while the period lasts, telling the provider, and never for another account or after VIP ended', async () => {
    const userId = await newUser();
    const stranger = await newUser();
    const told: string[] = [];
    const recording: PaymentProvider = Object.assign(Object.create(provider) as TestModeProvider, { resumeRenewal: async (ref: string) => void told.push(`resume ${ref}`), stopRenewal: async (ref: string) => void told.push(`stop ${ref}`) });
    const order = await buyVip(userId);
    await stopAutoRenewal(ctx, recording, userId);
    expect((await accountSummary(ctx, userId)).vip).toMatchObject({ renews: false, canResumeRenewal: true });
    await expect(resumeAutoRenewal(ctx, recording, stranger)).rejects.toMatchObject({ code: 'NOT_FOUND' });

    ctx.manualClock.advance(10 * DAY);
    await resumeAutoRenewal(ctx, recording, userId);
    expect(told).toEqual([`stop ${testSubscriptionRef(order.id)}`, `resume ${testSubscriptionRef(order.id)}`]);
    expect((await accountSummary(ctx, userId)).vip).toMatchObject({ renews: true, canResumeRenewal: false });
    await expect(resumeAutoRenewal(ctx, recording, userId)).rejects.toMatchObject({ code: 'NOT_FOUND' });

    // Stopped again and left to lapse: the plan ends with its period, as a provider's would.
    await stopAutoRenewal(ctx, recording, userId);
    ctx.manualClock.advance(25 * DAY);
    await chargeDueTestRenewals(ctx);
    expect(await vipOrders(userId)).toHaveLength(1);
    expect(await db.selectFrom('vip_subscriptions').select('status').where('user_id', '=', userId).execute()).toEqual([{ status: 'cancelled' }]);
    await expect(resumeAutoRenewal(ctx, recording, userId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("pays a provider's renewal once per charge, and refuses one for a subscription it does not hold", async () => {
    const userId = await newUser();
    await buyVip(userId);
    const subscription = await db.selectFrom('vip_subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    const before = (await expiry(userId))!;
    const renewal = { type: 'renewed' as const, subscriptionRef: subscription.provider_ref, chargeRef: `in_${newId()}`, amountCents: 999, currency: 'usd' };
    const outcomes = await Promise.all([fulfilRenewal(ctx, 'test', renewal), fulfilRenewal(ctx, 'test', renewal)]);
    expect(outcomes.sort()).toEqual(['fulfilled', 'unchanged']);
    expect((await expiry(userId))?.toISOString()).toBe(addMonthsUtc(before, 1).toISOString());
    expect(await fulfilRenewal(ctx, 'test', { ...renewal, subscriptionRef: 'testsub_nobody', chargeRef: `in_${newId()}` })).toBe('refused');
    expect(await fulfilRenewal(ctx, 'stripe', { ...renewal, chargeRef: `in_${newId()}` })).toBe('refused');
    expect(await fulfilRenewal(ctx, 'test', { ...renewal, chargeRef: `in_${newId()}`, currency: 'eur' })).toBe('refused');
    expect((await expiry(userId))?.toISOString()).toBe(addMonthsUtc(before, 1).toISOString());
  });

  it('keeps a second renewing plan paid at the same time as one period, and tells the provider to stop charging it', async () => {
    const userId = await newUser();
    const stopped: string[] = [];
    const recording: PaymentProvider = Object.assign(Object.create(provider) as TestModeProvider, { stopRenewal: async (ref: string) => void stopped.push(ref) });
    // Two checkouts opened before either is paid: both would start a plan.
    const checkouts = await Promise.all([0, 1].map(() => openCheckout(ctx, recording, { userId, product: 'vip-monthly', quantity: 1, urls: { successUrl: 's', cancelUrl: 'c' } })));
    for (const { orderId } of checkouts) {
      const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
      expect(order.renews).toBe(true);
      const { rawBody, headers } = provider.signedEvent({ type: 'paid', orderId, providerRef: order.provider_ref!, amountCents: order.cents, currency: 'usd', subscriptionRef: testSubscriptionRef(orderId) });
      expect(await receiveWebhook(ctx, recording, rawBody, headers)).toBe('fulfilled');
    }
    expect(await db.selectFrom('vip_subscriptions').select('order_id').where('user_id', '=', userId).execute()).toEqual([{ order_id: checkouts[0]!.orderId }]);
    expect(stopped).toEqual([testSubscriptionRef(checkouts[1]!.orderId)]);
    expect((await accountSummary(ctx, userId)).vip).toMatchObject({ renews: true, daysRemaining: 61 });
  });

  it('stops renewing when the provider says the subscription ended', async () => {
    const userId = await newUser();
    await buyVip(userId);
    const subscription = await db.selectFrom('vip_subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    const { rawBody, headers } = provider.signedEvent({ type: 'subscription-ended', subscriptionRef: subscription.provider_ref });
    expect(await receiveWebhook(ctx, provider, rawBody, headers)).toBe('fulfilled');
    expect(await receiveWebhook(ctx, provider, rawBody, headers)).toBe('unchanged');
    expect((await accountSummary(ctx, userId)).vip).toMatchObject({ renews: false });
  });
});
