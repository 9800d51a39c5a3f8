import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { AppError } from '../../shared/errors/app-error.js';
import type { Clock } from '../server-context.js';
import { describeOrder } from './describe-order.js';
import type { CheckoutUrls, Order, PaymentProvider, ProviderEvent } from './payment-provider.js';

/** The header that carries a test-mode event's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const TEST_SIGNATURE_HEADER = 'flipbook-test-signature';
/** How old a signed event may be, as Stripe's default: a captured request cannot be sent much later. */
const TOLERANCE_SECONDS = 300;

const Cents = z.number().int().nonnegative();
const TestEvent = z.discriminatedUnion('type', [
  z.object({ id: z.string(), type: z.literal('paid'), orderId: z.string(), providerRef: z.string(), amountCents: Cents, currency: z.string(), subscriptionRef: z.string().optional(), paymentRef: z.string().optional() }),
  z.object({ id: z.string(), type: z.literal('cancelled'), orderId: z.string(), providerRef: z.string() }),
  z.object({ id: z.string(), type: z.literal('renewed'), subscriptionRef: z.string(), chargeRef: z.string(), amountCents: Cents, currency: z.string(), paymentRef: z.string().optional() }),
  z.object({ id: z.string(), type: z.literal('subscription-ended'), subscriptionRef: z.string() }),
  z.object({ id: z.string(), type: z.literal('refunded'), paymentRef: z.string(), refundedCents: Cents, currency: z.string() }),
  z.object({ id: z.string(), type: z.literal('disputed'), paymentRef: z.string(), disputeRef: z.string(), amountCents: Cents, currency: z.string(), stage: z.enum(['opened', 'lost', 'won']) }),
]);

/** The test mode's id for the subscription a renewing order's checkout starts. */
export function testSubscriptionRef(orderId: string): string {
  return `testsub_${orderId}`;
}

function hmac(secret: string, text: string): Buffer {
  return crypto.createHmac('sha256', secret).update(text).digest();
}

function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/**
 * The embedded payment provider: no money moves. Its checkout is a page of the service itself
 * (`/test-checkout/:orderId`), whose Pay and Cancel buttons make a webhook-shaped event, signed
 * with HMAC-SHA256 under the install's secret, and hand it to the same webhook handling a real
 * provider's notifications go through. Only used when no real provider is configured.
 */
export class TestModeProvider implements PaymentProvider {
  readonly name = 'test';

  constructor(
    private readonly secret: string,
    private readonly baseUrl: () => string,
    private readonly clock: Clock,
  ) {}

  async createCheckout(order: Order, _urls: CheckoutUrls): Promise<{ checkoutUrl: string; providerRef: string }> {
    const providerRef = `test_${crypto.randomBytes(12).toString('hex')}`;
    return { providerRef, checkoutUrl: `${this.baseUrl()}/test-checkout/${encodeURIComponent(order.id)}?token=${this.checkoutToken(order.id)}` };
  }

  /**
   * The per-order token the checkout link and its forms carry: a page (or a form posted from
   * another site) without it is refused, so knowing an order id is not enough to pay or cancel.
   */
  checkoutToken(orderId: string): string {
    return hmac(this.secret, `checkout:${orderId}`).toString('base64url');
  }

  /**
   * Nothing to tell: in test mode the service itself charges a renewing plan when its period
   * ends (test-mode-renewals.ts), and it charges only subscriptions still active here.
   */
  async stopRenewal(_subscriptionRef: string): Promise<void> {}

  /** Nothing to tell either: the plan is charged again once it is active here. */
  async resumeRenewal(_subscriptionRef: string): Promise<void> {}

  checkTokenOf(orderId: string, token: string): boolean {
    return sameBytes(Buffer.from(this.checkoutToken(orderId)), Buffer.from(token));
  }

  /** A signed notification, as the Pay or Cancel button or a test-mode renewal sends it: the body and its headers. */
  signedEvent(event: ProviderEvent): { rawBody: Buffer; headers: IncomingHttpHeaders } {
    const rawBody = Buffer.from(JSON.stringify({ id: `evt_${crypto.randomBytes(12).toString('hex')}`, ...event }));
    return { rawBody, headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: this.signatureHeader(rawBody) } };
  }

  signatureHeader(rawBody: Buffer, atSeconds = Math.floor(this.clock().getTime() / 1000)): string {
    return `t=${atSeconds},v1=${hmac(this.secret, `${atSeconds}.${rawBody.toString('utf8')}`).toString('hex')}`;
  }

  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): ProviderEvent | null {
    const header = headers[TEST_SIGNATURE_HEADER];
    const match = typeof header === 'string' ? /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header) : null;
    if (!match) throw new AppError('INVALID_ARGUMENT', {}, 'webhook signature missing or malformed');
    const at = Number(match[1]);
    const expected = hmac(this.secret, `${at}.${rawBody.toString('utf8')}`);
    if (!sameBytes(expected, Buffer.from(match[2] ?? '', 'hex'))) throw new AppError('INVALID_ARGUMENT', {}, 'webhook signature refused');
    if (Math.abs(this.clock().getTime() / 1000 - at) > TOLERANCE_SECONDS) throw new AppError('INVALID_ARGUMENT', {}, 'webhook signature too old');
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new AppError('INVALID_ARGUMENT', {}, 'webhook body is not JSON');
    }
    const parsed = TestEvent.safeParse(json);
    if (!parsed.success) return null;
    const { id: _id, ...event } = parsed.data;
    // zod gives an absent optional field as undefined; the event leaves it out.
    return Object.fromEntries(Object.entries(event).filter(([, value]) => value !== undefined)) as unknown as ProviderEvent;
  }
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const dollars = (cents: number): string => `US$${(cents / 100).toFixed(2)}`;

/** The test checkout page: the order, a clear TEST MODE label, and Pay and Cancel forms carrying the order's token. */
export function testCheckoutPage(order: Order, token: string): string {
  const id = encodeURIComponent(order.id);
  const hidden = `<input type="hidden" name="token" value="${escapeHtml(token)}">`;
  const actions =
    order.status === 'open'
      ? `<form method="post" action="/test-checkout/${id}/pay">${hidden}<button type="submit">Pay ${escapeHtml(dollars(order.cents))}</button></form>
<form method="post" action="/test-checkout/${id}/cancel">${hidden}<button type="submit">Cancel</button></form>`
      : `<p>This order is ${escapeHtml(order.status)}.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>TEST MODE checkout</title>
<style>body{font:16px system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}.banner{background:#b00020;color:#fff;padding:.75rem 1rem;font-weight:700}form{display:inline-block;margin-right:1rem}button{font-size:1rem;padding:.5rem 1rem}</style>
</head><body>
<p class="banner">TEST MODE — no money moves</p>
<h1>Flipbook Cloud checkout</h1>
<p>${escapeHtml(describeOrder(order))}: <strong>${escapeHtml(dollars(order.cents))}</strong></p>
${order.renews ? `<p id="renews">Renews automatically at the same price every ${order.product === 'vip-yearly' ? 'year' : 'month'} until you turn renewal off in your account.</p>` : ''}
${actions}
</body></html>`;
}

/** A plain page the checkout returns to. */
export function checkoutReturnPage(title: string, text: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font:16px system-ui,sans-serif;max-width:32rem;margin:2rem auto"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body></html>`;
}
