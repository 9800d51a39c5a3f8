import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ledgerPage, openCheckout, orderJson, ownOrder } from '../billing/orders.js';
import { resumeAutoRenewal, stopAutoRenewal } from '../billing/vip-subscriptions.js';
import { accountSummary } from '../accounts/account-summary.js';
import type { CheckoutUrls } from '../billing/payment-provider.js';
import { receiveWebhook, type Payments } from '../billing/payments.js';
import { PRODUCT_IDS } from '../billing/price-list.js';
import { checkoutReturnPage, testCheckoutPage, testSubscriptionRef, type TestModeProvider } from '../billing/test-mode-provider.js';
import type { ProductId } from '../store/schema.js';
import type { ServerContext } from '../server-context.js';
import { AppError } from '../../shared/errors/app-error.js';
import { authenticate } from './authenticate.js';
import { parseInput } from './parse-input.js';

const CheckoutBody = z.object({
  product: z.enum(PRODUCT_IDS as [ProductId, ...ProductId[]]),
  quantity: z.number().int().min(1).max(10_000).default(1),
});
const OrderParams = z.object({ id: z.string().min(1).max(100) });
const LedgerQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().regex(/^\d{1,20}_[A-Za-z0-9-]{1,100}$/).optional(),
});
const WebhookParams = z.object({ provider: z.string().regex(/^[a-z]{1,20}$/) });
const TestCheckoutParams = z.object({ orderId: z.string().min(1).max(100) });
const TestCheckoutToken = z.object({ token: z.string().min(1).max(100) });

/** A payment provider's notification may be larger than the API's JSON bodies. */
const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

/** Headers for the service's own HTML pages: never cached, never framed, never leaking the token in a Referer. */
function sendPage(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-frame-options', 'DENY')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
    .send(html);
}

/**
 * Buying: the checkout, the account's orders and ledger, the providers' webhooks, and (when no
 * real provider is configured) the test-mode checkout page.
 */
export function registerBillingRoutes(app: FastifyInstance, ctx: ServerContext, payments: Payments): void {
  // publicUrl is known only once the service listens, so the URLs are made when needed.
  const urls = (): CheckoutUrls => ({ successUrl: `${ctx.publicUrl}/checkout/finished`, cancelUrl: `${ctx.publicUrl}/checkout/cancelled` });

  app.post('/api/v1/checkout', async (request, reply) => {
    const userId = await authenticate(ctx, request);
    const body = parseInput(CheckoutBody, request.body);
    return reply.code(201).send(await openCheckout(ctx, payments.active, { userId, product: body.product, quantity: body.quantity, urls: urls() }));
  });

  app.get('/api/v1/orders/:id', async (request) => {
    const userId = await authenticate(ctx, request);
    const { id } = parseInput(OrderParams, request.params);
    return orderJson(await ownOrder(ctx, userId, id));
  });

  // VIP renews automatically until the user turns that off; the periods paid stay.
  app.post('/api/v1/vip/stop-renewal', async (request) => {
    const userId = await authenticate(ctx, request);
    await stopAutoRenewal(ctx, payments.active, userId);
    return accountSummary(ctx, userId);
  });

  // Before the paid period ends, the user may turn renewal back on.
  app.post('/api/v1/vip/resume-renewal', async (request) => {
    const userId = await authenticate(ctx, request);
    await resumeAutoRenewal(ctx, payments.active, userId);
    return accountSummary(ctx, userId);
  });

  app.get('/api/v1/ledger', async (request) => {
    const userId = await authenticate(ctx, request);
    return ledgerPage(ctx, userId, parseInput(LedgerQuery, request.query));
  });

  // The webhook reads its body as raw bytes, since the signature is over exactly those bytes;
  // the parser is replaced in this route's own scope only.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
    scope.post('/api/v1/payments/:provider/webhook', { bodyLimit: WEBHOOK_BODY_LIMIT_BYTES }, async (request) => {
      const { provider: name } = parseInput(WebhookParams, request.params);
      const provider = payments.byName(name);
      if (!provider) throw new AppError('NOT_FOUND', {}, `no payment provider ${name} here`);
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await receiveWebhook(ctx, provider, rawBody, request.headers);
      if (outcome === 'refused') request.log.warn({ provider: name }, 'a verified payment notification matched no open order at its amount');
      return { received: true, outcome };
    });
  });

  app.get('/checkout/finished', async (_request, reply) => sendPage(reply, checkoutReturnPage('Thank you', 'Your payment was received. You can close this page and return to Flipbook Studio.')));
  app.get('/checkout/cancelled', async (_request, reply) => sendPage(reply, checkoutReturnPage('Checkout cancelled', 'Nothing was charged. You can close this page and return to Flipbook Studio.')));

  if (payments.testMode) registerTestCheckout(app, ctx, payments.testMode, urls);
}

/**
 * The test-mode checkout page. The link from POST /api/v1/checkout carries the order's token,
 * and so do the page's two forms; without it the page and the buttons are refused, so another
 * site cannot make a browser pay or cancel an order (CSRF), nor can anyone who only knows an id.
 */
function registerTestCheckout(app: FastifyInstance, ctx: ServerContext, provider: TestModeProvider, urls: () => CheckoutUrls): void {
  const orderFor = async (params: unknown, token: unknown) => {
    const { orderId } = parseInput(TestCheckoutParams, params);
    const parsed = TestCheckoutToken.safeParse(token);
    if (!parsed.success || !provider.checkTokenOf(orderId, parsed.data.token)) throw new AppError('FORBIDDEN', {}, 'checkout token missing or wrong');
    const order = await ctx.db.selectFrom('orders').selectAll().where('id', '=', orderId).where('provider', '=', provider.name).executeTakeFirst();
    if (!order || order.provider_ref === null) throw new AppError('NOT_FOUND', {}, 'no such test checkout');
    return { order, token: parsed.data.token, providerRef: order.provider_ref };
  };

  app.get('/test-checkout/:orderId', async (request, reply) => {
    const { order, token } = await orderFor(request.params, request.query);
    return sendPage(reply, testCheckoutPage(order, token));
  });

  app.post('/test-checkout/:orderId/pay', async (request, reply) => {
    const { order, token, providerRef } = await orderFor(request.params, request.body);
    if (order.status !== 'open') return sendPage(reply, testCheckoutPage(order, token), 409);
    const paid = { type: 'paid' as const, orderId: order.id, providerRef, amountCents: order.cents, currency: 'usd' };
    const { rawBody, headers } = provider.signedEvent(order.renews ? { ...paid, subscriptionRef: testSubscriptionRef(order.id) } : paid);
    await receiveWebhook(ctx, provider, rawBody, headers);
    return reply.code(303).header('location', urls().successUrl).send();
  });

  app.post('/test-checkout/:orderId/cancel', async (request, reply) => {
    const { order, token, providerRef } = await orderFor(request.params, request.body);
    if (order.status !== 'open') return sendPage(reply, testCheckoutPage(order, token), 409);
    const { rawBody, headers } = provider.signedEvent({ type: 'cancelled', orderId: order.id, providerRef });
    await receiveWebhook(ctx, provider, rawBody, headers);
    return reply.code(303).header('location', urls().cancelUrl).send();
  });
}
