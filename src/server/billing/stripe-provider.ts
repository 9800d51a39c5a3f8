import type { IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import { AppError } from '../../shared/errors/app-error.js';
import { describeOrder } from './describe-order.js';
import type { CheckoutUrls, Order, PaymentOwner, PaymentProvider, ProviderEvent } from './payment-provider.js';
import type { StripeSettings } from './stripe-settings.js';

/** The order a Checkout Session was opened for: our metadata, else the client reference. */
function orderIdOf(session: Stripe.Checkout.Session): string | null {
  return session.metadata?.orderId ?? session.client_reference_id ?? null;
}

/** The id of an expandable Stripe object, whether it came as an id or expanded. */
function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}

/** The subscription an invoice charged for, where the API version puts it. */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/** The payment intent that paid an invoice, when the event carries the invoice's payments. */
function invoicePaymentIntent(invoice: Stripe.Invoice): string | null {
  const payment = invoice.payments?.data.find((entry) => entry.payment.type === 'payment_intent');
  return idOf(payment?.payment.payment_intent);
}

/**
 * Stripe Checkout. Each order is one Checkout Session, so the session id is the order's
 * provider reference: in payment mode for points, a licence or a VIP period paid ahead, and in
 * subscription mode for a VIP order that renews, whose later periods come as `invoice.paid`
 * (one period per invoice, keyed by the invoice id). Notifications are believed only once
 * `stripe.webhooks.constructEvent` has checked their signature against the endpoint's secret
 * (and their age). Refunds (`charge.refunded`) and disputes (`charge.dispute.*`) name the
 * payment intent, which the order keeps once paid (docs/decisions/0261).
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  private readonly stripe: Stripe;

  /** `client` is for tests that point the library at a stand-in for Stripe's API. */
  constructor(
    private readonly settings: StripeSettings,
    client: Stripe.StripeConfig = {},
  ) {
    this.stripe = new Stripe(settings.secretKey, client);
  }

  /**
   * A subscription invoice's payment intent reaches the service only if Stripe includes the
   * invoice's payments in the event, so a refund may name one never seen: Stripe is asked which
   * invoice it paid. The first invoice belongs to the checkout order (its subscription carries
   * our order id), a later one to the renewal recorded under the invoice's id.
   */
  async findPayment(paymentRef: string): Promise<PaymentOwner | null> {
    const payments = await this.stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: paymentRef }, limit: 1, expand: ['data.invoice'] });
    const invoice = payments.data[0]?.invoice;
    if (invoice === undefined || typeof invoice === 'string' || invoice.deleted === true || invoice.id === undefined) return null;
    if (invoice.billing_reason === 'subscription_create') {
      const orderId = invoice.parent?.subscription_details?.metadata?.orderId;
      return orderId === undefined ? null : { orderId };
    }
    return { providerRef: invoice.id };
  }

  async createCheckout(order: Order, urls: CheckoutUrls): Promise<{ checkoutUrl: string; providerRef: string }> {
    const name = `Flipbook Cloud: ${describeOrder(order)}`;
    const interval = order.product === 'vip-yearly' ? 'year' : 'month';
    const renews = order.renews && (order.product === 'vip-monthly' || order.product === 'vip-yearly');
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: renews ? 'subscription' : 'payment',
        client_reference_id: order.id,
        metadata: { orderId: order.id },
        ...(renews ? { subscription_data: { metadata: { orderId: order.id } } } : {}),
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'usd', unit_amount: order.cents, product_data: { name }, ...(renews ? { recurring: { interval } } : {}) },
          },
        ],
        success_url: urls.successUrl,
        cancel_url: urls.cancelUrl,
      },
      { idempotencyKey: `checkout:${order.id}` },
    );
    if (!session.url) throw new AppError('NETWORK', {}, 'Stripe returned a Checkout Session without a URL');
    return { checkoutUrl: session.url, providerRef: session.id };
  }

  // No fixed idempotency key on these two: a stop after a resume must not be answered from
  // the first stop's cached reply. The library keys its own retries of one call.
  async stopRenewal(subscriptionRef: string): Promise<void> {
    // At the period's end, not now: what was paid for is still given.
    await this.stripe.subscriptions.update(subscriptionRef, { cancel_at_period_end: true });
  }

  async resumeRenewal(subscriptionRef: string): Promise<void> {
    await this.stripe.subscriptions.update(subscriptionRef, { cancel_at_period_end: false });
  }

  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): ProviderEvent | null {
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
      const subscriptionRef = idOf(session.subscription);
      const paymentRef = idOf(session.payment_intent);
      return {
        type: 'paid',
        orderId,
        providerRef: session.id,
        amountCents: session.amount_total,
        currency: session.currency ?? '',
        ...(subscriptionRef === null ? {} : { subscriptionRef }),
        ...(paymentRef === null ? {} : { paymentRef }),
      };
    }
    if (event.type === 'checkout.session.expired') {
      const orderId = orderIdOf(event.data.object);
      return orderId === null ? null : { type: 'cancelled', orderId, providerRef: event.data.object.id };
    }
    if (event.type === 'invoice.paid') {
      const invoice = event.data.object;
      const subscriptionRef = invoiceSubscription(invoice);
      // The first invoice is the checkout's own payment, fulfilled by checkout.session.completed.
      if (subscriptionRef === null || invoice.billing_reason !== 'subscription_cycle' || invoice.id === undefined) return null;
      const paymentRef = invoicePaymentIntent(invoice);
      return { type: 'renewed', subscriptionRef, chargeRef: invoice.id, amountCents: invoice.amount_paid, currency: invoice.currency, ...(paymentRef === null ? {} : { paymentRef }) };
    }
    if (event.type === 'customer.subscription.deleted') return { type: 'subscription-ended', subscriptionRef: event.data.object.id };
    if (event.type === 'charge.refunded') {
      const charge = event.data.object;
      const paymentRef = idOf(charge.payment_intent);
      // amount_refunded is the charge's running total, full or partial: the same total twice is one refund.
      return paymentRef === null ? null : { type: 'refunded', paymentRef, refundedCents: charge.amount_refunded, currency: charge.currency };
    }
    if (event.type === 'charge.dispute.created' || event.type === 'charge.dispute.closed') {
      const dispute = event.data.object;
      const paymentRef = idOf(dispute.payment_intent);
      const stage = event.type === 'charge.dispute.created' ? 'opened' : dispute.status === 'lost' ? 'lost' : dispute.status === 'won' ? 'won' : null;
      // An inquiry closed without a chargeback (warning_closed) moved no money.
      if (paymentRef === null || stage === null) return null;
      return { type: 'disputed', paymentRef, disputeRef: dispute.id, amountCents: dispute.amount, currency: dispute.currency, stage };
    }
    return null;
  }
}
