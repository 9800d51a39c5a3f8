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
