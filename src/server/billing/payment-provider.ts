import type { IncomingHttpHeaders } from 'node:http';
import type { OrdersTable } from '../store/schema.js';
import type { Selectable } from 'kysely';

export type Order = Selectable<OrdersTable>;

/** Where the provider sends the buyer back to once the checkout is paid or abandoned. */
export interface CheckoutUrls {
  successUrl: string;
  cancelUrl: string;
}

/** A provider's verified word that an order's checkout was paid. */
export interface PaidEvent {
  type: 'paid';
  orderId: string;
  /** The provider's id for the checkout, the same one createCheckout returned. */
  providerRef: string;
  amountCents: number;
  currency: string;
  /** The subscription the checkout started, for an order that renews (Stripe's `sub_…`). */
  subscriptionRef?: string;
  /** The payment's own id, which its refunds and disputes name (Stripe's payment intent); else providerRef. */
  paymentRef?: string;
}

/** A provider's verified word that it charged a subscription for one more period. */
export interface RenewedEvent {
  type: 'renewed';
  subscriptionRef: string;
  /** The provider's id for this period's charge (Stripe's invoice): one period per charge. */
  chargeRef: string;
  amountCents: number;
  currency: string;
  /** The payment's own id, which its refunds and disputes name; else chargeRef. */
  paymentRef?: string;
}

/**
 * A provider's verified word that a payment was refunded, in full or in part. `refundedCents`
 * is the total refunded on that payment so far (as Stripe's charge reports it), so deliveries
 * that arrive twice or out of order take back no more than the latest total.
 */
export interface RefundedEvent {
  type: 'refunded';
  paymentRef: string;
  refundedCents: number;
  currency: string;
}

/**
 * A provider's verified word on a dispute (a chargeback) of a payment: `opened` and `lost`
 * both take the disputed amount back (once, keyed by the dispute), `won` gives it back.
 */
export interface DisputedEvent {
  type: 'disputed';
  paymentRef: string;
  disputeRef: string;
  amountCents: number;
  currency: string;
  stage: 'opened' | 'lost' | 'won';
}

/** A provider's verified word that a subscription will charge no more (cancelled, or payments failed). */
export interface SubscriptionEndedEvent {
  type: 'subscription-ended';
  subscriptionRef: string;
}

/** Every verified notification the service acts on. */
export type ProviderEvent = PaidEvent | CancelledEvent | RenewedEvent | SubscriptionEndedEvent | RefundedEvent | DisputedEvent;

/** A provider's verified word that an order's checkout ended unpaid (abandoned, expired). */
export interface CancelledEvent {
  type: 'cancelled';
  orderId: string;
  providerRef: string;
}

/**
 * A payment provider: it opens a checkout for an order (one that starts a subscription when
 * `order.renews`), stops a subscription's renewals, and turns a webhook request into a verified
 * event. `verifyWebhook` throws when the signature does not hold, and returns null for a
 * genuine notification the service has no use for.
 */
export interface PaymentProvider {
  readonly name: string;
  createCheckout(order: Order, urls: CheckoutUrls): Promise<{ checkoutUrl: string; providerRef: string }>;
  /** Asks the provider to charge the subscription no more; the period already paid is kept. */
  stopRenewal(subscriptionRef: string): Promise<void>;
  /** Asks the provider to charge a subscription stopped at its period's end again after all. */
  resumeRenewal(subscriptionRef: string): Promise<void>;
  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): ProviderEvent | null;
  /**
   * Finds which order a payment the service has not seen paid, for a provider whose payment
   * notifications may not name it (Stripe's subscription invoices): the checkout order, or the
   * provider reference a renewal was recorded under. Null when the provider does not know it.
   */
  findPayment?(paymentRef: string): Promise<PaymentOwner | null>;
}

/** The order a payment belongs to: by our id (a checkout), or by the provider's reference (a renewal's charge). */
export type PaymentOwner = { orderId: string } | { providerRef: string };
