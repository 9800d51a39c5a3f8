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
}

/** A provider's verified word that an order's checkout ended unpaid (abandoned, expired). */
export interface CancelledEvent {
  type: 'cancelled';
  orderId: string;
  providerRef: string;
}

/**
 * A payment provider: it opens a checkout for an order, and it turns a webhook request into a
 * verified event. `verifyWebhook` throws when the signature does not hold, and returns null for
 * a genuine notification the service has no use for.
 */
export interface PaymentProvider {
  readonly name: string;
  createCheckout(order: Order, urls: CheckoutUrls): Promise<{ checkoutUrl: string; providerRef: string }>;
  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaidEvent | CancelledEvent | null;
}
