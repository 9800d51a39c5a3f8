import type { IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import { AppError } from '../../shared/errors/app-error.js';
import type { CancelledEvent, CheckoutUrls, Order, PaidEvent, PaymentProvider } from './payment-provider.js';
import { describeOrder } from './test-mode-provider.js';

/** What the service needs of Stripe: the API key and the signing secret of its webhook endpoint. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
}

/** The order a Checkout Session was opened for: our metadata, else the client reference. */
function orderIdOf(session: Stripe.Checkout.Session): string | null {
  return session.metadata?.orderId ?? session.client_reference_id ?? null;
}

/**
 * Stripe Checkout. Each order is one Checkout Session in payment mode (points, or one VIP
 * period paid ahead), so the session id is the order's provider reference. Notifications are
 * believed only once `stripe.webhooks.constructEvent` has checked their signature against the
 * endpoint's secret (and their age).
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = new Stripe(settings.secretKey);
  }

  async createCheckout(order: Order, urls: CheckoutUrls): Promise<{ checkoutUrl: string; providerRef: string }> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: order.id,
        metadata: { orderId: order.id },
        line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: order.cents, product_data: { name: `Flipbook Cloud: ${describeOrder(order)}` } } }],
        success_url: urls.successUrl,
        cancel_url: urls.cancelUrl,
      },
      { idempotencyKey: `checkout:${order.id}` },
    );
    if (!session.url) throw new AppError('NETWORK', {}, 'Stripe returned a Checkout Session without a URL');
    return { checkoutUrl: session.url, providerRef: session.id };
  }

  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaidEvent | CancelledEvent | null {
    const signature = headers['stripe-signature'];
    if (typeof signature !== 'string') throw new AppError('INVALID_ARGUMENT', {}, 'Stripe-Signature header missing');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch (error) {
      throw new AppError('INVALID_ARGUMENT', {}, `Stripe webhook refused: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
      const session = event.data.object;
      const orderId = orderIdOf(session);
      // A completed session may still await a delayed payment method; that arrives as async_payment_succeeded.
      if (orderId === null || session.payment_status !== 'paid' || session.amount_total === null) return null;
      return { type: 'paid', orderId, providerRef: session.id, amountCents: session.amount_total, currency: session.currency ?? '' };
    }
    if (event.type === 'checkout.session.expired') {
      const orderId = orderIdOf(event.data.object);
      return orderId === null ? null : { type: 'cancelled', orderId, providerRef: event.data.object.id };
    }
    return null;
  }
}
