import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/test-databases.js';
import { accountSummary } from '../accounts/account-summary.js';
import { openCheckout } from '../billing/orders.js';
import { receiveWebhook } from '../billing/payments.js';
import { TestModeProvider, testSubscriptionRef } from '../billing/test-mode-provider.js';
import type { Db, ProductId } from '../store/schema.js';
import { testContext } from '../testing/test-context.js';
import { runAdminCommand } from './admin-command.js';
import { insertTestUser } from '../testing/test-users.js';

describe('the admin refund and dispute commands in test mode', () => {
  let db: Db;
  let close: () => Promise<void>;
  let ctx: ReturnType<typeof testContext>;
  let provider: TestModeProvider;

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase('embedded'));
    ctx = { ...testContext(db), testPaymentSecret: 'admin-refund-secret' };
    provider = new TestModeProvider('admin-refund-secret', () => ctx.publicUrl, ctx.clock);
  });
  afterAll(async () => {
    await close();
  });

  async function buy(product: ProductId, quantity = 1): Promise<{ userId: string; orderId: string }> {
    const userId = await insertTestUser(db);
    const { orderId } = await openCheckout(ctx, provider, { userId, product, quantity, urls: { successUrl: 's', cancelUrl: 'c' } });
    const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    const paid = { type: 'paid' as const, orderId, providerRef: order.provider_ref!, amountCents: order.cents, currency: 'usd' };
    const { rawBody, headers } = provider.signedEvent(order.renews ? { ...paid, subscriptionRef: testSubscriptionRef(orderId) } : paid);
    expect(await receiveWebhook(ctx, provider, rawBody, headers)).toBe('fulfilled');
    return { userId, orderId };
  }

  it('refunds part of an order, then the rest, through the signed notification path, and says when nothing is left', async () => {
    const { userId, orderId } = await buy('points', 10);
    expect(await runAdminCommand(ctx, ['refund', orderId, '300'])).toBe(`Refund of order ${orderId} recorded.`);
    expect((await accountSummary(ctx, userId)).points).toBe(7);
    expect(await runAdminCommand(ctx, ['refund', orderId])).toBe(`Refund of order ${orderId} recorded.`);
    expect((await accountSummary(ctx, userId)).points).toBe(0);
    expect(await runAdminCommand(ctx, ['refund', orderId])).toBe(`Order ${orderId} is refunded in full already.`);
    await expect(runAdminCommand(ctx, ['refund', 'no-such-order'])).rejects.toThrow('No paid test-mode order no-such-order.');
    await expect(runAdminCommand(ctx, ['refund', orderId, '-5'])).rejects.toThrow('CENTS must be a whole number above 0');
  });

  it('ends VIP on a dispute lost, and lists the commands in its usage', async () => {
    const { userId, orderId } = await buy('vip-yearly');
    expect((await accountSummary(ctx, userId)).vip).toMatchObject({ plan: 'yearly', renews: true });
    expect(await runAdminCommand(ctx, ['dispute', orderId, 'lost'])).toBe(`Dispute (lost) of order ${orderId} recorded.`);
    expect(await runAdminCommand(ctx, ['dispute', orderId, 'opened'])).toBe(`Dispute (opened) of order ${orderId}: nothing changed (unchanged).`);
    expect(await accountSummary(ctx, userId)).toMatchObject({ vip: null, canUpload: false });
    await expect(runAdminCommand(ctx, ['dispute', orderId, 'maybe'])).rejects.toThrow(/refund ORDER \[CENTS\][\s\S]*dispute ORDER opened\|lost\|won/);
  });

  it('sends the administrator to Stripe when Stripe takes the payments', async () => {
    const { orderId } = await buy('points', 1);
    const withStripe = { ...ctx, stripe: { secretKey: 'sk_test_x', webhookSecret: 'whsec_x' } };
    await expect(runAdminCommand(withStripe, ['refund', orderId])).rejects.toThrow('Payments go through stripe');
  });
});
