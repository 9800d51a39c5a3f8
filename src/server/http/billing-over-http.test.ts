import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresCluster } from '../../../tests/support/postgres-cluster.js';
import { SIGNUP_POINTS } from '../accounts/account-rules.js';
import type { ServerConfig } from '../config/server-config.js';
import { installPaymentSecret, startCloud, type RunningCloud } from '../start-cloud.js';

// The whole service on real sockets: the checkout link, the test page's form post and the
// redirect, as a browser would follow them, on the embedded database and on PostgreSQL.
let cluster: PostgresCluster | null = null;
const targets: { name: string; databaseUrl: () => Promise<string | null> }[] = [
  { name: 'PGlite', databaseUrl: async () => null },
  { name: 'PostgreSQL', databaseUrl: async () => (cluster ??= await startPostgres()).url },
];

afterAll(async () => {
  await cluster?.stop();
});

describe.each(targets)('the running service on $name', (target) => {
  let dataFolder = '';
  let cloud: RunningCloud;
  let config: ServerConfig;

  beforeAll(async () => {
    dataFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'billing-http-'));
    config = { dataFolder, host: '127.0.0.1', port: 0, booksPort: 0, booksOrigin: null, databaseUrl: await target.databaseUrl(), stripe: null, smtpUrl: null, mailFrom: null };
    cloud = await startCloud(config, { scryptCost: 1024 });
  });
  afterAll(async () => {
    await cloud?.close();
    fs.rmSync(dataFolder, { recursive: true, force: true });
  });

  it('keeps one test-mode secret per install, readable by its owner only', async () => {
    const file = path.join(dataFolder, 'payment-test-secret');
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    expect(cloud.ctx.testPaymentSecret).toBe(fs.readFileSync(file, 'utf8'));
    expect(cloud.ctx.testPaymentSecret?.length).toBeGreaterThanOrEqual(40);
    // A restart reads the same secret back rather than making a new one.
    expect(installPaymentSecret(dataFolder)).toBe(cloud.ctx.testPaymentSecret);
  });

  it('buys points through the checkout link and the Pay button', async () => {
    const api = (url: string, init: RequestInit = {}) => fetch(`${cloud.apiUrl}${url}`, { redirect: 'manual', ...init });
    const registered = await api('/api/v1/accounts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `http-${target.name}@example.com`, password: 'secret-pass' }) });
    expect(registered.status).toBe(201);
    const auth = { authorization: `Bearer ${((await registered.json()) as { accessToken: string }).accessToken}` };

    const checkout = await api('/api/v1/checkout', { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ product: 'points', quantity: 100 }) });
    expect(checkout.status).toBe(201);
    const { orderId, checkoutUrl } = (await checkout.json()) as { orderId: string; checkoutUrl: string };
    expect(checkoutUrl.startsWith(`${cloud.apiUrl}/test-checkout/${orderId}?token=`)).toBe(true);

    const page = await fetch(checkoutUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await page.text();
    expect(html).toContain('TEST MODE — no money moves');
    const action = /<form method="post" action="([^"]+\/pay)">/.exec(html)?.[1];
    const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
    expect(action && token).toBeTruthy();

    const paid = await api(action!, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token: token! }).toString() });
    expect(paid.status).toBe(303);
    const finished = await fetch(paid.headers.get('location')!);
    expect(finished.status).toBe(200);

    const account = (await (await api('/api/v1/account', { headers: auth })).json()) as { points: number };
    expect(account.points).toBe(SIGNUP_POINTS + 100);
    const order = (await (await api(`/api/v1/orders/${orderId}`, { headers: auth })).json()) as { status: string; cents: number };
    expect(order).toMatchObject({ status: 'paid', cents: 9_000 });
  });

  it('buys VIP that renews, and lets only its own account turn the renewal off and back on', async () => {
    const api = (url: string, init: RequestInit = {}) => fetch(`${cloud.apiUrl}${url}`, { redirect: 'manual', ...init });
    const register = async (email: string) => {
      const response = await api('/api/v1/accounts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'secret-pass' }) });
      return { authorization: `Bearer ${((await response.json()) as { accessToken: string }).accessToken}` };
    };
    const owner = await register(`vip-${target.name}@example.com`);
    const stranger = await register(`stranger-${target.name}@example.com`);
    const checkout = await api('/api/v1/checkout', { method: 'POST', headers: { ...owner, 'content-type': 'application/json' }, body: JSON.stringify({ product: 'vip-yearly' }) });
    const { orderId, checkoutUrl } = (await checkout.json()) as { orderId: string; checkoutUrl: string };
    const html = await (await fetch(checkoutUrl)).text();
    const token = /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';
    await api(`/test-checkout/${orderId}/pay`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token }).toString() });
    expect(await (await api(`/api/v1/orders/${orderId}`, { headers: owner })).json()).toMatchObject({ status: 'paid', renews: true });
    expect(await (await api('/api/v1/account', { headers: owner })).json()).toMatchObject({ vip: { plan: 'yearly', renews: true } });

    const refused = await api('/api/v1/vip/stop-renewal', { method: 'POST', headers: stranger });
    expect(refused.status).toBe(404);
    expect((await api('/api/v1/vip/stop-renewal', { method: 'POST' })).status).toBe(401);
    expect(await (await api('/api/v1/account', { headers: owner })).json()).toMatchObject({ vip: { renews: true } });

    const stopped = await api('/api/v1/vip/stop-renewal', { method: 'POST', headers: owner });
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toMatchObject({ vip: { plan: 'yearly', renews: false, canResumeRenewal: true } });

    expect((await api('/api/v1/vip/resume-renewal', { method: 'POST', headers: stranger })).status).toBe(404);
    expect((await api('/api/v1/vip/resume-renewal', { method: 'POST' })).status).toBe(401);
    const resumed = await api('/api/v1/vip/resume-renewal', { method: 'POST', headers: owner });
    expect(resumed.status).toBe(200);
    expect(await resumed.json()).toMatchObject({ vip: { plan: 'yearly', renews: true, canResumeRenewal: false } });
  });

  it('reads the webhook body raw whatever its content type, and refuses it unsigned', async () => {
    for (const type of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
      const response = await fetch(`${cloud.apiUrl}/api/v1/payments/test/webhook`, { method: 'POST', headers: { 'content-type': type }, body: '{"type":"paid"}' });
      expect(response.status, type).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('INVALID_ARGUMENT');
    }
  });
});
