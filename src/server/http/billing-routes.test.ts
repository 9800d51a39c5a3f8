import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../tests/support/database-targets.js';
import { accountSummary } from '../accounts/account-summary.js';
import { SIGNUP_POINTS } from '../accounts/account-rules.js';
import { balanceOf, pointsAccount } from '../billing/ledger.js';
import { TEST_SIGNATURE_HEADER, TestModeProvider } from '../billing/test-mode-provider.js';
import type { ServerContext } from '../server-context.js';
import type { Db } from '../store/schema.js';
import { buildApiApp } from './api-app.js';
import { temporaryFolderStorage } from '../testing/test-context.js';

const SECRET = 'billing-routes-test-secret';
const PUBLIC_URL = 'http://api.test';

describe.each(databaseTargets())('billing routes on $name', (target) => {
  let db: Db;
  let ctx: ServerContext;
  let app: FastifyInstance;
  let now = new Date('2026-03-01T12:00:00Z');
  /** The same signer the service uses, so the tests can send it notifications of their own. */
  const signer = new TestModeProvider(SECRET, () => PUBLIC_URL, () => now);
  let counter = 0;

  beforeAll(async () => {
    db = await target.open();
    ctx = { db, clock: () => now, mailer: { send: async () => {} }, storage: temporaryFolderStorage(), publicUrl: PUBLIC_URL, scryptCost: 1024, testPaymentSecret: SECRET };
    app = await buildApiApp(ctx);
  });
  afterAll(async () => {
    await app?.close();
    if (db) await target.close(db);
  });

  async function newAccount(): Promise<{ userId: string; email: string; auth: { authorization: string } }> {
    const email = `buyer${++counter}@example.com`;
    const response = await app.inject({ method: 'POST', url: '/api/v1/accounts', payload: { email, password: 'secret-pass' } });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ accessToken: string; account: { userId: string } }>();
    return { userId: body.account.userId, email, auth: { authorization: `Bearer ${body.accessToken}` } };
  }

  /** A fresh access token, for after the clock has been moved past the last one's hour. */
  async function logIn(email: string): Promise<{ authorization: string }> {
    const response = await app.inject({ method: 'POST', url: '/api/v1/sessions', payload: { email, password: 'secret-pass' } });
    expect(response.statusCode).toBe(200);
    return { authorization: `Bearer ${response.json<{ accessToken: string }>().accessToken}` };
  }

  async function checkout(auth: { authorization: string }, payload: object): Promise<{ orderId: string; path: string; token: string }> {
    const response = await app.inject({ method: 'POST', url: '/api/v1/checkout', headers: auth, payload });
    expect(response.statusCode).toBe(201);
    const { orderId, checkoutUrl } = response.json<{ orderId: string; checkoutUrl: string }>();
    const url = new URL(checkoutUrl);
    expect(url.origin).toBe(PUBLIC_URL);
    return { orderId, path: `${url.pathname}${url.search}`, token: url.searchParams.get('token') ?? '' };
  }

  const pay = (orderId: string, token: string) =>
    app.inject({ method: 'POST', url: `/test-checkout/${orderId}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ token }).toString() });

  async function providerRefOf(orderId: string): Promise<string> {
    const row = await db.selectFrom('orders').select('provider_ref').where('id', '=', orderId).executeTakeFirstOrThrow();
    return row.provider_ref ?? '';
  }

  const webhook = (rawBody: Buffer, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/v1/payments/test/webhook', headers: { 'content-type': 'application/json', ...headers }, payload: rawBody });

  it('checkout, the test-mode page and Pay: the balance rises by the points bought, once', async () => {
    const { userId, auth } = await newAccount();
    const { orderId, path, token } = await checkout(auth, { product: 'points', quantity: 50 });

    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('TEST MODE — no money moves');
    expect(page.body).toContain('US$47.50');
    expect(page.body).toContain(`name="token" value="${token}"`);

    const paid = await pay(orderId, token);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${PUBLIC_URL}/checkout/finished`);

    const order = await app.inject({ method: 'GET', url: `/api/v1/orders/${orderId}`, headers: auth });
    expect(order.json()).toMatchObject({ id: orderId, product: 'points', quantity: 50, cents: 4_750, status: 'paid', provider: 'test' });
    expect((await accountSummary(ctx, userId)).points).toBe(SIGNUP_POINTS + 50);
    const account = await app.inject({ method: 'GET', url: '/api/v1/account', headers: auth });
    expect(account.json()).toMatchObject({ points: SIGNUP_POINTS + 50, canUpload: true });

    // Pressing Pay again (a second tab, a resent form) pays nothing more.
    expect((await pay(orderId, token)).statusCode).toBe(409);
    expect(await balanceOf(db, pointsAccount(userId))).toBe(SIGNUP_POINTS + 50);

    const ledger = await app.inject({ method: 'GET', url: '/api/v1/ledger', headers: auth });
    const lines = ledger.json<{ transactions: { kind: string; points: number; cents: number }[] }>().transactions;
    expect(lines.map((line) => [line.kind, line.points, line.cents])).toEqual([
      ['purchase', 50, 4_750],
      ['grant', SIGNUP_POINTS, 0],
    ]);
  });

  it('a replayed notification (the very same bytes) changes nothing', async () => {
    const { userId, auth } = await newAccount();
    const { orderId } = await checkout(auth, { product: 'points', quantity: 120 });
    const { rawBody, headers } = signer.signedEvent({ type: 'paid', orderId, providerRef: await providerRefOf(orderId), amountCents: 10_800, currency: 'usd' });
    const first = await webhook(rawBody, headers as Record<string, string>);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'fulfilled' });
    const ledgerRows = async () => (await db.selectFrom('ledger_transactions').select('id').where('user_id', '=', userId).execute()).length;
    const rowsAfterFirst = await ledgerRows();

    for (let replay = 0; replay < 3; replay++) {
      const again = await webhook(rawBody, headers as Record<string, string>);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ received: true, outcome: 'unchanged' });
    }
    // Several at once, as a provider retrying on several connections would.
    const racing = await Promise.all([1, 2, 3, 4].map(() => webhook(rawBody, headers as Record<string, string>)));
    expect(racing.map((response) => response.json<{ outcome: string }>().outcome)).toEqual(['unchanged', 'unchanged', 'unchanged', 'unchanged']);
    expect(await balanceOf(db, pointsAccount(userId))).toBe(SIGNUP_POINTS + 120);
    expect(await ledgerRows()).toBe(rowsAfterFirst);
  });

  it('refuses a forged signature, a tampered body and a missing signature, and pays nothing', async () => {
    const { userId, auth } = await newAccount();
    const { orderId } = await checkout(auth, { product: 'points', quantity: 10 });
    const event = { type: 'paid' as const, orderId, providerRef: await providerRefOf(orderId), amountCents: 1_000, currency: 'usd' };

    const forger = new TestModeProvider('not-the-secret', () => PUBLIC_URL, () => now);
    const forged = forger.signedEvent(event);
    const refusedForged = await webhook(forged.rawBody, forged.headers as Record<string, string>);
    expect(refusedForged.statusCode).toBe(400);
    expect(refusedForged.json()).toMatchObject({ error: { code: 'INVALID_ARGUMENT' } });

    const genuine = signer.signedEvent(event);
    const tampered = Buffer.from(genuine.rawBody.toString('utf8').replace('"orderId"', '"orderId" ').replace(orderId, orderId));
    expect(tampered.equals(genuine.rawBody)).toBe(false);
    expect((await webhook(tampered, genuine.headers as Record<string, string>)).statusCode).toBe(400);

    expect((await webhook(genuine.rawBody, {})).statusCode).toBe(400);
    expect((await webhook(genuine.rawBody, { [TEST_SIGNATURE_HEADER]: 't=1,v1=' + '0'.repeat(64) })).statusCode).toBe(400);

    // An unknown provider name is not a webhook at all.
    expect((await app.inject({ method: 'POST', url: '/api/v1/payments/stripe/webhook', headers: { 'content-type': 'application/json' }, payload: genuine.rawBody })).statusCode).toBe(404);

    const order = await app.inject({ method: 'GET', url: `/api/v1/orders/${orderId}`, headers: auth });
    expect(order.json()).toMatchObject({ status: 'open' });
    expect(await balanceOf(db, pointsAccount(userId))).toBe(SIGNUP_POINTS);
  });

  it('refuses a verified payment whose amount differs from the order', async () => {
    const { userId, auth } = await newAccount();
    const { orderId } = await checkout(auth, { product: 'points', quantity: 10 });
    const { rawBody, headers } = signer.signedEvent({ type: 'paid', orderId, providerRef: await providerRefOf(orderId), amountCents: 1, currency: 'usd' });
    expect((await webhook(rawBody, headers as Record<string, string>)).json()).toEqual({ received: true, outcome: 'refused' });
    expect(await balanceOf(db, pointsAccount(userId))).toBe(SIGNUP_POINTS);
  });

  it('refuses the test checkout page and its buttons without the order token (CSRF)', async () => {
    const { auth } = await newAccount();
    const { orderId, token } = await checkout(auth, { product: 'points', quantity: 5 });
    expect((await app.inject({ method: 'GET', url: `/test-checkout/${orderId}` })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/test-checkout/${orderId}?token=${token.slice(0, -2)}xx` })).statusCode).toBe(403);
    expect((await pay(orderId, '')).statusCode).toBe(403);
    expect((await pay(orderId, 'forged-token-value')).statusCode).toBe(403);
    const cross = await app.inject({ method: 'POST', url: `/test-checkout/${orderId}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' }, payload: 'token=' });
    expect(cross.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/v1/orders/${orderId}`, headers: auth })).json()).toMatchObject({ status: 'open' });

    // Cancel, with the token, closes the order; Pay then has nothing left to pay.
    const cancelled = await app.inject({ method: 'POST', url: `/test-checkout/${orderId}/cancel`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `token=${token}` });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`${PUBLIC_URL}/checkout/cancelled`);
    expect((await app.inject({ method: 'GET', url: `/api/v1/orders/${orderId}`, headers: auth })).json()).toMatchObject({ status: 'cancelled' });
    expect((await pay(orderId, token)).statusCode).toBe(409);
  });

  it('VIP: monthly, then yearly, extends from the current expiry; after it lapses, from now', async () => {
    now = new Date('2026-01-31T10:00:00Z');
    const { email } = await newAccount();
    let auth = await logIn(email);
    const monthly = await checkout(auth, { product: 'vip-monthly' });
    expect((await pay(monthly.orderId, monthly.token)).statusCode).toBe(303);
    let account = (await app.inject({ method: 'GET', url: '/api/v1/account', headers: auth })).json<{ vip: { plan: string; expiresAt: string; daysRemaining: number; renews: boolean } }>();
    // One calendar month from 31 January is the end of February; the first VIP order renews.
    expect(account.vip).toEqual({ plan: 'monthly', expiresAt: '2026-02-28T10:00:00.000Z', daysRemaining: 28, renews: true, canResumeRenewal: false });

    now = new Date('2026-02-10T00:00:00Z');
    auth = await logIn(email);
    const yearly = await checkout(auth, { product: 'vip-yearly' });
    expect((await pay(yearly.orderId, yearly.token)).statusCode).toBe(303);
    account = (await app.inject({ method: 'GET', url: '/api/v1/account', headers: auth })).json();
    expect(account.vip).toMatchObject({ plan: 'yearly', expiresAt: '2027-02-28T10:00:00.000Z' });

    // Replaying the yearly payment extends nothing.
    const { rawBody, headers } = signer.signedEvent({ type: 'paid', orderId: yearly.orderId, providerRef: await providerRefOf(yearly.orderId), amountCents: 9_900, currency: 'usd' });
    expect((await webhook(rawBody, headers as Record<string, string>)).json()).toEqual({ received: true, outcome: 'unchanged' });
    account = (await app.inject({ method: 'GET', url: '/api/v1/account', headers: auth })).json();
    expect(account.vip.expiresAt).toBe('2027-02-28T10:00:00.000Z');

    now = new Date('2027-06-01T08:00:00Z');
    auth = await logIn(email);
    expect((await app.inject({ method: 'GET', url: '/api/v1/account', headers: auth })).json()).toMatchObject({ vip: null });
    const renewal = await checkout(auth, { product: 'vip-monthly' });
    expect((await pay(renewal.orderId, renewal.token)).statusCode).toBe(303);
    account = (await app.inject({ method: 'GET', url: '/api/v1/account', headers: auth })).json();
    // No scheduled run charged the renewal here, so VIP lapsed; the plan still renews.
    expect(account.vip).toEqual({ plan: 'monthly', expiresAt: '2027-07-01T08:00:00.000Z', daysRemaining: 30, renews: true, canResumeRenewal: false });
    now = new Date('2026-03-01T12:00:00Z');
  });

  it("keeps each account's orders and ledger to itself", async () => {
    const a = await newAccount();
    const b = await newAccount();
    const { orderId, token } = await checkout(a.auth, { product: 'points', quantity: 7 });
    await pay(orderId, token);

    const asB = await app.inject({ method: 'GET', url: `/api/v1/orders/${orderId}`, headers: b.auth });
    expect(asB.statusCode).toBe(404);
    expect(asB.body).not.toContain('"quantity"');
    const missing = await app.inject({ method: 'GET', url: '/api/v1/orders/00000000-0000-4000-8000-000000000000', headers: b.auth });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(asB.json());

    expect((await app.inject({ method: 'GET', url: `/api/v1/orders/${orderId}` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/v1/ledger' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/v1/checkout', payload: { product: 'points', quantity: 1 } })).statusCode).toBe(401);

    const bLedger = (await app.inject({ method: 'GET', url: '/api/v1/ledger', headers: b.auth })).json<{ transactions: { kind: string; points: number }[] }>();
    expect(bLedger.transactions).toEqual([expect.objectContaining({ kind: 'grant', points: SIGNUP_POINTS })]);
    const aLedger = (await app.inject({ method: 'GET', url: '/api/v1/ledger', headers: a.auth })).json<{ transactions: { kind: string; points: number }[] }>();
    expect(aLedger.transactions.map((line) => line.points)).toEqual([7, SIGNUP_POINTS]);
  });

  it('pages the ledger newest first, without repeats or gaps', async () => {
    const { auth } = await newAccount();
    for (let index = 1; index <= 4; index++) {
      const { orderId, token } = await checkout(auth, { product: 'points', quantity: index });
      await pay(orderId, token);
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/v1/ledger?limit=2${cursor === null ? '' : `&cursor=${cursor}`}`;
      const page = (await app.inject({ method: 'GET', url, headers: auth })).json<{ transactions: { points: number }[]; nextCursor: string | null }>();
      seen.push(...page.transactions.map((line) => line.points));
      cursor = page.nextCursor;
      pages++;
    } while (cursor !== null && pages < 10);
    expect(seen).toEqual([4, 3, 2, 1, SIGNUP_POINTS]);
    expect(pages).toBe(3);
  });

  it('validates the input of every billing route', async () => {
    const { auth } = await newAccount();
    for (const payload of [{ product: 'points', quantity: 0 }, { product: 'points', quantity: 10_001 }, { product: 'points', quantity: 2.5 }, { product: 'gold', quantity: 1 }, { product: 'vip-yearly', quantity: 2 }, {}]) {
      const response = await app.inject({ method: 'POST', url: '/api/v1/checkout', headers: auth, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await app.inject({ method: 'GET', url: '/api/v1/ledger?limit=1000', headers: auth })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/v1/ledger?cursor=nonsense', headers: auth })).statusCode).toBe(400);
  });
});
