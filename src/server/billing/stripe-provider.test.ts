import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors/app-error.js';
import { StripeProvider } from './stripe-provider.js';

// Stripe cannot be reached from the tests: only the webhook's verification is exercised, with
// headers signed the way Stripe signs them (stripe.webhooks.generateTestHeaderString).
const WEBHOOK_SECRET = 'whsec_test_flipbook_0123456789abcdef';
const provider = new StripeProvider({ secretKey: 'sk_test_not_a_real_key', webhookSecret: WEBHOOK_SECRET });
const signer = new Stripe('sk_test_not_a_real_key');

function sessionEvent(type: string, session: Record<string, unknown>): string {
  return JSON.stringify({
    id: 'evt_test_1',
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: 'cs_test_1', object: 'checkout.session', metadata: { orderId: 'order-1' }, client_reference_id: 'order-1', currency: 'usd', ...session } },
  });
}

function signed(payload: string, secret = WEBHOOK_SECRET): { 'stripe-signature': string } {
  return { 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }) };
}

const refusal = (run: () => unknown): AppError => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the webhook to be refused');
};

describe('StripeProvider.verifyWebhook', () => {
  const paid = sessionEvent('checkout.session.completed', { payment_status: 'paid', amount_total: 4_750 });

  it('accepts a correctly signed completed checkout as a paid event of its order', () => {
    expect(provider.verifyWebhook(Buffer.from(paid), signed(paid))).toEqual({ type: 'paid', orderId: 'order-1', providerRef: 'cs_test_1', amountCents: 4_750, currency: 'usd' });
  });

  it('reads an expired checkout as cancelled, and an unpaid completion or another event as nothing', () => {
    const expired = sessionEvent('checkout.session.expired', { payment_status: 'unpaid', amount_total: 4_750 });
    expect(provider.verifyWebhook(Buffer.from(expired), signed(expired))).toEqual({ type: 'cancelled', orderId: 'order-1', providerRef: 'cs_test_1' });
    const pending = sessionEvent('checkout.session.completed', { payment_status: 'unpaid', amount_total: 4_750 });
    expect(provider.verifyWebhook(Buffer.from(pending), signed(pending))).toBeNull();
    const other = sessionEvent('customer.created', {});
    expect(provider.verifyWebhook(Buffer.from(other), signed(other))).toBeNull();
  });

  it('refuses a tampered body', () => {
    const headers = signed(paid);
    const tampered = paid.replace('4750', '1');
    expect(tampered).not.toBe(paid);
    expect(refusal(() => provider.verifyWebhook(Buffer.from(tampered), headers)).code).toBe('INVALID_ARGUMENT');
  });

  it('refuses a signature made with another secret, and a request without one', () => {
    expect(refusal(() => provider.verifyWebhook(Buffer.from(paid), signed(paid, 'whsec_someone_else'))).code).toBe('INVALID_ARGUMENT');
    expect(refusal(() => provider.verifyWebhook(Buffer.from(paid), {})).code).toBe('INVALID_ARGUMENT');
  });

  it('refuses a correctly signed notification that is too old to be fresh', () => {
    const old = { 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload: paid, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 }) };
    expect(refusal(() => provider.verifyWebhook(Buffer.from(paid), old)).code).toBe('INVALID_ARGUMENT');
  });
});

function objectEvent(type: string, object: Record<string, unknown>): string {
  return JSON.stringify({ id: 'evt_test_2', object: 'event', type, api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), data: { object } });
}

describe('StripeProvider.verifyWebhook for VIP that renews', () => {
  it('carries the subscription a renewing checkout started', () => {
    const started = sessionEvent('checkout.session.completed', { mode: 'subscription', payment_status: 'paid', amount_total: 999, subscription: 'sub_1' });
    expect(provider.verifyWebhook(Buffer.from(started), signed(started))).toEqual({ type: 'paid', orderId: 'order-1', providerRef: 'cs_test_1', amountCents: 999, currency: 'usd', subscriptionRef: 'sub_1' });
  });

  it("reads a paid cycle invoice as one renewed period, keyed by the invoice; the first invoice is the checkout's own", () => {
    const invoice = (billing_reason: string) => ({
      id: 'in_1',
      object: 'invoice',
      billing_reason,
      amount_paid: 999,
      currency: 'usd',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1', metadata: { orderId: 'order-1' } } },
    });
    const cycle = objectEvent('invoice.paid', invoice('subscription_cycle'));
    expect(provider.verifyWebhook(Buffer.from(cycle), signed(cycle))).toEqual({ type: 'renewed', subscriptionRef: 'sub_1', chargeRef: 'in_1', amountCents: 999, currency: 'usd' });
    const first = objectEvent('invoice.paid', invoice('subscription_create'));
    expect(provider.verifyWebhook(Buffer.from(first), signed(first))).toBeNull();
  });

  it('reads a deleted subscription as the end of its renewals', () => {
    const deleted = objectEvent('customer.subscription.deleted', { id: 'sub_1', object: 'subscription', status: 'canceled' });
    expect(provider.verifyWebhook(Buffer.from(deleted), signed(deleted))).toEqual({ type: 'subscription-ended', subscriptionRef: 'sub_1' });
  });
});


describe('StripeProvider.verifyWebhook for refunds and disputes', () => {
  it('carries the payment intent of a paid checkout, which refunds and disputes name', () => {
    const paid = sessionEvent('checkout.session.completed', { payment_status: 'paid', amount_total: 4_750, payment_intent: 'pi_1' });
    expect(provider.verifyWebhook(Buffer.from(paid), signed(paid))).toMatchObject({ type: 'paid', paymentRef: 'pi_1' });
  });

  it('reads a refunded charge as the running total refunded on its payment, partial or full', () => {
    const charge = (amount_refunded: number) => objectEvent('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_1', amount: 4_750, amount_refunded, refunded: amount_refunded === 4_750, currency: 'usd' });
    const partial = charge(1_000);
    expect(provider.verifyWebhook(Buffer.from(partial), signed(partial))).toEqual({ type: 'refunded', paymentRef: 'pi_1', refundedCents: 1_000, currency: 'usd' });
    const full = charge(4_750);
    expect(provider.verifyWebhook(Buffer.from(full), signed(full))).toEqual({ type: 'refunded', paymentRef: 'pi_1', refundedCents: 4_750, currency: 'usd' });
  });

  it('reads a dispute opened, lost or won as a dispute of its payment, and an inquiry closed without a chargeback as nothing', () => {
    const dispute = (type: string, status: string) => objectEvent(type, { id: 'dp_1', object: 'dispute', charge: 'ch_1', payment_intent: 'pi_1', amount: 4_750, currency: 'usd', status });
    const expected = { type: 'disputed', paymentRef: 'pi_1', disputeRef: 'dp_1', amountCents: 4_750, currency: 'usd' };
    const opened = dispute('charge.dispute.created', 'needs_response');
    expect(provider.verifyWebhook(Buffer.from(opened), signed(opened))).toEqual({ ...expected, stage: 'opened' });
    const lost = dispute('charge.dispute.closed', 'lost');
    expect(provider.verifyWebhook(Buffer.from(lost), signed(lost))).toEqual({ ...expected, stage: 'lost' });
    const won = dispute('charge.dispute.closed', 'won');
    expect(provider.verifyWebhook(Buffer.from(won), signed(won))).toEqual({ ...expected, stage: 'won' });
    const inquiry = dispute('charge.dispute.closed', 'warning_closed');
    expect(provider.verifyWebhook(Buffer.from(inquiry), signed(inquiry))).toBeNull();
  });

  it('refuses a refund notification signed with another secret', () => {
    const refund = objectEvent('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_1', amount: 4_750, amount_refunded: 4_750, currency: 'usd' });
    expect(refusal(() => provider.verifyWebhook(Buffer.from(refund), signed(refund, 'whsec_someone_else'))).code).toBe('INVALID_ARGUMENT');
  });
});
