import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { ServerContext } from '../server-context.js';
import { cancelOrder, fulfilPaidOrder } from './fulfil-order.js';
import type { FulfilOutcome } from './fulfil-outcome.js';
import type { PaymentProvider } from './payment-provider.js';
import { reverseProviderPayment } from './payment-reversals.js';
import { TestModeProvider } from './test-mode-provider.js';
import { endSubscription, fulfilRenewal, isKnownSubscription } from './vip-subscriptions.js';

/** The provider that takes this service's checkouts, and the test mode's when that is the one. */
export interface Payments {
  active: PaymentProvider;
  testMode: TestModeProvider | null;
  /** The provider a webhook URL names, if it is the active one; notifications for any other are refused. */
  byName(name: string): PaymentProvider | undefined;
}

/**
 * Stripe when its keys are configured, the embedded test mode otherwise. Never both: with a
 * real provider configured, the test checkout (which gives points away) does not exist.
 * Stripe's library is loaded only then: a service in test mode does not carry it (docs/decisions/0269).
 */
export async function setUpPayments(ctx: ServerContext): Promise<Payments> {
  const active: PaymentProvider = ctx.stripe
    ? new (await import('./stripe-provider.js')).StripeProvider(ctx.stripe)
    : new TestModeProvider(ctx.testPaymentSecret ?? crypto.randomBytes(32).toString('base64url'), () => ctx.publicUrl, ctx.clock);
  return {
    active,
    testMode: active instanceof TestModeProvider ? active : null,
    byName: (name) => (name === active.name ? active : undefined),
  };
}

/** What a webhook did: the fulfilment's outcome, or `ignored` for a genuine event of no interest. */
export type WebhookOutcome = FulfilOutcome | 'ignored';

/**
 * Handles one payment notification, from a provider's webhook or the test checkout's buttons
 * alike: the provider verifies it (a bad signature throws, and nothing is read further), then
 * a payment or a renewal is fulfilled exactly once, a cancellation closes an open order, a
 * subscription the provider ended stops renewing, and a refund or a dispute takes back what
 * the payment bought, once (payment-reversals.ts).
 */
export async function receiveWebhook(ctx: ServerContext, provider: PaymentProvider, rawBody: Buffer, headers: IncomingHttpHeaders): Promise<WebhookOutcome> {
  const event = provider.verifyWebhook(rawBody, headers);
  if (event === null) return 'ignored';
  switch (event.type) {
    case 'paid': {
      const outcome = await fulfilPaidOrder(ctx, provider.name, event);
      // A second renewing plan (two checkouts paid at once) was kept as one paid period only:
      // the provider must not charge it again.
      if (outcome === 'fulfilled' && event.subscriptionRef !== undefined && !(await isKnownSubscription(ctx.db, provider.name, event.subscriptionRef))) {
        await provider.stopRenewal(event.subscriptionRef);
      }
      return outcome;
    }
    case 'cancelled':
      return cancelOrder(ctx, provider.name, event);
    case 'renewed':
      return fulfilRenewal(ctx, provider.name, event);
    case 'subscription-ended':
      return endSubscription(ctx, provider.name, event.subscriptionRef);
    case 'refunded':
    case 'disputed': {
      const { outcome, stopSubscriptionRef } = await reverseProviderPayment(ctx, provider, event);
      // The plan is cancelled here already; the provider must not charge it again either.
      if (stopSubscriptionRef !== undefined) await provider.stopRenewal(stopSubscriptionRef);
      return outcome;
    }
  }
}
