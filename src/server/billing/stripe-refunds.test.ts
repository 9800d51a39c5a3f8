import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/test-databases.js';
import { accountSummary } from '../accounts/account-summary.js';
import { newId } from '../accounts/tokens.js';
import type { Db } from '../store/schema.js';
import { testContext } from '../testing/test-context.js';
import { receiveWebhook } from './payments.js';
import { StripeProvider } from './stripe-provider.js';
import { addMonthsUtc } from './vip-period.js';
import { insertTestUser } from '../testing/test-users.js';

// Refunds of VIP bought through a renewing Stripe checkout: the payment intent of a subscription
// invoice is not in the notifications the service relies on, so Stripe is asked which invoice it
// paid. A stand-in for Stripe's API on loopback answers that (and the call that stops renewal).
const WEBHOOK_SECRET = 'whsec_test_flipbook_refunds';
const signer = new Stripe('sk_test_not_a_real_key');

/** The invoices Stripe's stand-in knows, by the payment intent that paid each. */
const invoicesByPayment = new Map<string, Record<string, unknown>>();
const requests: string[] = [];

const fakeStripe = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://stripe.test');
  requests.push(`${request.method} ${url.pathname}`);
  response.setHeader('content-type', 'application/json');
  if (request.method === 'GET' && url.pathname === '/v1/invoice_payments') {
    const paymentIntent = url.searchParams.get('payment[payment_intent]') ?? '';
    const invoice = invoicesByPayment.get(paymentIntent);
    const data = invoice ? [{ id: `inpay_${paymentIntent}`, object: 'invoice_payment', invoice, payment: { type: 'payment_intent', payment_intent: paymentIntent } }] : [];
    response.end(JSON.stringify({ object: 'list', data, has_more: false, url: '/v1/invoice_payments' }));
    return;
  }
  const subscription = /^\/v1\/subscriptions\/(sub_\w+)$/.exec(url.pathname);
  if (request.method === 'POST' && subscription) {
    response.end(JSON.stringify({ id: subscription[1], object: 'subscription', cancel_at_period_end: true }));
    return;
  }
  response.statusCode = 404;
  response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'not in the stand-in' } }));
});

function event(type: string, object: Record<string, unknown>): { rawBody: Buffer; headers: { 'stripe-signature': string } } {
  const payload = JSON.stringify({ id: `evt_${newId()}`, object: 'event', type, api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), data: { object } });
  return { rawBody: Buffer.from(payload), headers: { 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) } };
}

describe('refunds of VIP bought through a renewing Stripe checkout', () => {
  let db: Db;
  let close: () => Promise<void>;
  let ctx: ReturnType<typeof testContext>;
  let provider: StripeProvider;

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase('embedded'));
    // The webhook signatures are checked against the real time; the clock follows it.
    ctx = { ...testContext(db), clock: () => new Date() };
    await new Promise<void>((resolve) => fakeStripe.listen(0, '127.0.0.1', resolve));
    const { port } = fakeStripe.address() as AddressInfo;
    provider = new StripeProvider({ secretKey: 'sk_test_not_a_real_key', webhookSecret: WEBHOOK_SECRET }, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
  });
  afterAll(async () => {
    await new Promise((resolve) => fakeStripe.close(resolve));
    await close();
  });

  const deliver = (type: string, object: Record<string, unknown>) => {
    const { rawBody, headers } = event(type, object);
    return receiveWebhook(ctx, provider, rawBody, headers);
  };
  const invoice = (id: string, billing_reason: string, orderId: string) => ({
    id,
    object: 'invoice',
    billing_reason,
    amount_paid: 999,
    currency: 'usd',
    parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_vip', metadata: { orderId } } },
  });
  const refunded = (paymentIntent: string) => deliver('charge.refunded', { id: `ch_${newId()}`, object: 'charge', payment_intent: paymentIntent, amount: 999, amount_refunded: 999, currency: 'usd' });

  it("finds the checkout's and a renewal's payment with Stripe, takes each period off, and stops the renewal", async () => {
    const userId = await insertTestUser(db);
    const orderId = newId();
    await db.insertInto('orders').values({ id: orderId, user_id: userId, product: 'vip-monthly', quantity: 1, cents: 999, status: 'open', provider: 'stripe', provider_ref: 'cs_vip', created_at: ctx.clock(), paid_at: null, renews: true }).execute();
    // Subscription mode: the session carries the subscription, and no payment intent.
    const paid = await deliver('checkout.session.completed', { id: 'cs_vip', object: 'checkout.session', mode: 'subscription', metadata: { orderId }, payment_status: 'paid', amount_total: 999, currency: 'usd', subscription: 'sub_vip', payment_intent: null });
    expect(paid).toBe('fulfilled');
    const start = (await accountSummary(ctx, userId)).vip!.expiresAt;
    expect(await deliver('invoice.paid', invoice('in_renewal', 'subscription_cycle', orderId))).toBe('fulfilled');
    expect((await accountSummary(ctx, userId)).vip).toMatchObject({ renews: true, expiresAt: addMonthsUtc(new Date(start), 1).toISOString() });

    invoicesByPayment.set('pi_first', invoice('in_first', 'subscription_create', orderId));
    invoicesByPayment.set('pi_renewal', invoice('in_renewal', 'subscription_cycle', orderId));
    expect(await refunded('pi_renewal')).toBe('fulfilled');
    expect((await accountSummary(ctx, userId)).vip).toMatchObject({ renews: false, expiresAt: start });
    expect(requests).toContain('POST /v1/subscriptions/sub_vip');

    expect(await refunded('pi_first')).toBe('fulfilled');
    expect(await accountSummary(ctx, userId)).toMatchObject({ vip: null, canUpload: false });
    // Replays are answered from the orders, which now know their payments: Stripe is not asked again.
    const asked = requests.filter((line) => line.startsWith('GET /v1/invoice_payments')).length;
    expect(await refunded('pi_first')).toBe('unchanged');
    expect(await refunded('pi_renewal')).toBe('unchanged');
    expect(requests.filter((line) => line.startsWith('GET /v1/invoice_payments'))).toHaveLength(asked);
    expect(await db.selectFrom('orders').select('payment_ref').where('user_id', '=', userId).orderBy('created_at').execute()).toEqual([{ payment_ref: 'pi_first' }, { payment_ref: 'pi_renewal' }]);
  });

  it('refuses a refund of a payment Stripe does not tie to any of its orders', async () => {
    expect(await refunded(`pi_unknown_${newId()}`)).toBe('refused');
  });
});
