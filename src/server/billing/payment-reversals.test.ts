import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../tests/support/database-targets.js';
import { accountSummary } from '../accounts/account-summary.js';
import { newId } from '../accounts/tokens.js';
import type { Db, ProductId } from '../store/schema.js';
import { testContext } from '../testing/test-context.js';
import { balanceOf, pointsAccount, post, WORLD_ACCOUNTS } from './ledger.js';
import { openCheckout } from './orders.js';
import type { PaymentProvider, ProviderEvent } from './payment-provider.js';
import { receiveWebhook } from './payments.js';
import { TestModeProvider, testSubscriptionRef } from './test-mode-provider.js';
import { addMonthsUtc } from './vip-period.js';
import { insertTestUser } from '../testing/test-users.js';

describe.each(databaseTargets())('refunds and disputes from the payment provider, on $name', (target) => {
  let db: Db;
  let ctx: ReturnType<typeof testContext>;
  let provider: TestModeProvider;
  let stopped: string[];
  let recording: PaymentProvider;

  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => {
    if (db) await target.close(db);
  });
  beforeEach(() => {
    ctx = testContext(db);
    provider = new TestModeProvider('refund-secret', () => ctx.publicUrl, ctx.clock);
    stopped = [];
    recording = Object.assign(Object.create(provider) as TestModeProvider, { stopRenewal: async (ref: string) => void stopped.push(ref) });
  });

  const newUser = () => insertTestUser(db);

  /** Delivers a notification signed as the test provider signs it, through the webhook handling. */
  const deliver = (event: ProviderEvent) => {
    const { rawBody, headers } = provider.signedEvent(event);
    return receiveWebhook(ctx, recording, rawBody, headers);
  };

  /** Buys through the test checkout; returns the order as paid, with the payment's reference. */
  async function buy(userId: string, product: ProductId, quantity = 1) {
    const { orderId } = await openCheckout(ctx, provider, { userId, product, quantity, urls: { successUrl: 's', cancelUrl: 'c' } });
    const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    const paid = { type: 'paid' as const, orderId, providerRef: order.provider_ref!, amountCents: order.cents, currency: 'usd' };
    expect(await deliver(order.renews ? { ...paid, subscriptionRef: testSubscriptionRef(orderId) } : paid)).toBe('fulfilled');
    return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  }

  const points = (userId: string) => balanceOf(db, pointsAccount(userId));
  const sumOfEntries = async (userId: string) => (await db.selectFrom('ledger_entries').select('points').where('account', '=', pointsAccount(userId)).execute()).reduce((sum, entry) => sum + entry.points, 0);
  const refund = (paymentRef: string, refundedCents: number) => deliver({ type: 'refunded', paymentRef, refundedCents, currency: 'usd' });

  it('takes back the points of a partial refund, then the rest with the full refund, once however often each is delivered', async () => {
    const userId = await newUser();
    const order = await buy(userId, 'points', 100);
    expect(order).toMatchObject({ cents: 9_000, payment_ref: order.provider_ref });
    expect(await points(userId)).toBe(100);

    const half = await Promise.all([refund(order.payment_ref!, 4_500), refund(order.payment_ref!, 4_500), refund(order.payment_ref!, 4_500)]);
    expect(half.sort()).toEqual(['fulfilled', 'unchanged', 'unchanged']);
    expect(await points(userId)).toBe(50);

    expect(await refund(order.payment_ref!, 9_000)).toBe('fulfilled');
    expect(await points(userId)).toBe(0);
    // The older total, delivered late, and the full one again change nothing.
    expect(await refund(order.payment_ref!, 4_500)).toBe('unchanged');
    expect(await refund(order.payment_ref!, 9_000)).toBe('unchanged');
    expect(await points(userId)).toBe(0);
    expect(await sumOfEntries(userId)).toBe(0);

    const refunds = await db.selectFrom('ledger_transactions').select(['kind', 'cents', 'idempotency_key']).where('user_id', '=', userId).where('kind', '=', 'refund').orderBy('created_at').execute();
    expect(refunds).toEqual([
      { kind: 'refund', cents: 4_500, idempotency_key: `refund:test:${order.payment_ref!}:4500` },
      { kind: 'refund', cents: 4_500, idempotency_key: `refund:test:${order.payment_ref!}:9000` },
    ]);
    expect(await balanceOf(db, WORLD_ACCOUNTS.refunds)).toBeGreaterThanOrEqual(100);
  });

  it('never takes the balance below zero: points already spent on hosting are written off, and the balance stays the sum of its entries', async () => {
    const userId = await newUser();
    const order = await buy(userId, 'points', 10);
    await post(db, { idempotencyKey: `spent:${userId}`, kind: 'charge', userId, entries: [{ account: pointsAccount(userId), points: -7 }, { account: WORLD_ACCOUNTS.hosting, points: 7 }] });

    expect(await refund(order.payment_ref!, order.cents)).toBe('fulfilled');
    expect(await points(userId)).toBe(0);
    expect(await sumOfEntries(userId)).toBe(0);
    const reversal = await db.selectFrom('payment_reversals').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(reversal).toMatchObject({ source: 'refund', cents: 1_000, points: 3, unrecovered_points: 7 });
    expect(await accountSummary(ctx, userId)).toMatchObject({ points: 0, canUpload: false });
  });

  it('takes a disputed payment back once whether the dispute is opened, lost or both, and gives it back when the dispute is won', async () => {
    const userId = await newUser();
    const order = await buy(userId, 'points', 20);
    const dispute = { type: 'disputed' as const, paymentRef: order.payment_ref!, disputeRef: `dp_${newId()}`, amountCents: order.cents, currency: 'usd' };
    expect(await deliver({ ...dispute, stage: 'opened' })).toBe('fulfilled');
    expect(await points(userId)).toBe(0);
    expect(await deliver({ ...dispute, stage: 'lost' })).toBe('unchanged');
    expect(await deliver({ ...dispute, stage: 'opened' })).toBe('unchanged');
    // Nothing is left to refund once the dispute took the whole payment.
    expect(await refund(order.payment_ref!, order.cents)).toBe('unchanged');
    expect(await points(userId)).toBe(0);

    expect(await deliver({ ...dispute, stage: 'won' })).toBe('fulfilled');
    expect(await deliver({ ...dispute, stage: 'won' })).toBe('unchanged');
    expect(await points(userId)).toBe(20);
    expect(await sumOfEntries(userId)).toBe(20);

    // A dispute lost straight away, with no opening delivered, takes the points too.
    const other = await buy(userId, 'points', 5);
    expect(await deliver({ ...dispute, paymentRef: other.payment_ref!, disputeRef: `dp_${newId()}`, amountCents: other.cents, stage: 'lost' })).toBe('fulfilled');
    expect(await points(userId)).toBe(20);
  });

  it('ends the VIP a refund pays back and stops its renewal with the provider; a partial refund leaves VIP', async () => {
    const userId = await newUser();
    const first = await buy(userId, 'vip-monthly');
    const ahead = await buy(userId, 'vip-monthly');
    const start = ctx.clock();
    expect((await accountSummary(ctx, userId)).vip).toMatchObject({ renews: true, daysRemaining: 61 });

    expect(await refund(ahead.payment_ref!, 300)).toBe('fulfilled');
    expect((await accountSummary(ctx, userId)).vip).toMatchObject({ renews: true, daysRemaining: 61 });
    // The rest of the period paid ahead: that period goes, the first and its renewal stay.
    expect(await refund(ahead.payment_ref!, ahead.cents)).toBe('fulfilled');
    const afterAhead = (await accountSummary(ctx, userId)).vip;
    expect(afterAhead).toMatchObject({ renews: true, expiresAt: addMonthsUtc(start, 1).toISOString() });
    expect(stopped).toEqual([]);

    expect(await refund(first.payment_ref!, first.cents)).toBe('fulfilled');
    expect(await refund(first.payment_ref!, first.cents)).toBe('unchanged');
    expect(await accountSummary(ctx, userId)).toMatchObject({ vip: null, canUpload: false });
    expect(stopped).toEqual([testSubscriptionRef(first.id)]);
    expect(await db.selectFrom('vip_subscriptions').select('status').where('user_id', '=', userId).execute()).toEqual([{ status: 'cancelled' }]);
    expect(await db.selectFrom('payment_reversals').select(['vip_ended', 'points']).where('order_id', '=', first.id).execute()).toEqual([{ vip_ended: true, points: 0 }]);
  });

  it('revokes the licence code of a refunded licence order', async () => {
    const userId = await newUser();
    const order = await buy(userId, 'licence');
    expect(await deliver({ type: 'disputed', paymentRef: order.payment_ref!, disputeRef: `dp_${newId()}`, amountCents: order.cents, currency: 'usd', stage: 'opened' })).toBe('fulfilled');
    const code = await db.selectFrom('licence_codes').select('revoked_at').where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(code.revoked_at?.toISOString()).toBe(ctx.clock().toISOString());
  });

  it('refuses a refund of a payment it does not know, in another currency, or unsigned', async () => {
    const userId = await newUser();
    const order = await buy(userId, 'points', 5);
    expect(await refund(`test_${newId()}`, 100)).toBe('refused');
    expect(await deliver({ type: 'refunded', paymentRef: order.payment_ref!, refundedCents: order.cents, currency: 'eur' })).toBe('refused');
    const { rawBody, headers } = provider.signedEvent({ type: 'refunded', paymentRef: order.payment_ref!, refundedCents: order.cents, currency: 'usd' });
    const forged = Buffer.from(rawBody.toString('utf8').replace(`"refundedCents":${order.cents}`, '"refundedCents":1'));
    await expect(receiveWebhook(ctx, recording, forged, headers)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(await points(userId)).toBe(5);
  });
});
