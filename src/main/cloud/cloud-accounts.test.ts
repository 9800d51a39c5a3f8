import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlipbookClient } from '../../shared/api/client.js';
import { AppError } from '../../shared/errors/app-error.js';
import { buildApiApp } from '../../server/http/api-app.js';
import { openDatabase } from '../../server/store/database.js';
import { testContext } from '../../server/testing/test-context.js';
import { ACCESS_TOKEN_MS } from '../../server/accounts/account-rules.js';
import { createEngine } from '../app/create-engine.js';
import type { Engine } from '../engine/engine.js';
import { createInProcessClient } from '../engine/in-process-client.js';
import { createNodePlatform } from '../platform/node-platform.js';

describe('the cloud account methods against a running service', () => {
  let service: FastifyInstance;
  let server: string;
  let ctx: ReturnType<typeof testContext>;
  const roots: string[] = [];
  const engines: Engine[] = [];

  beforeAll(async () => {
    ctx = testContext(await openDatabase({ kind: 'memory' }));
    service = await buildApiApp(ctx);
    await service.listen({ host: '127.0.0.1', port: 0 });
    server = `http://127.0.0.1:${(service.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const engine of engines) engine.dispose();
    await service.close();
    await ctx.db.destroy();
    for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
  });

  /** An app on its own app-data folder; a second call with the same folder is the app started again. */
  const appOn = (appDataDir?: string): { client: FlipbookClient; appDataDir: string } => {
    const dir = appDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-cloud-app-'));
    if (!appDataDir) roots.push(dir);
    const engine = createEngine({ platform: createNodePlatform('test', { appDataDir: dir, documentsDir: dir, homeDir: dir }), cloudServer: server });
    engines.push(engine);
    return { client: createInProcessClient(engine), appDataDir: dir };
  };
  let serial = 0;
  const email = () => `reader${++serial}@example.com`;

  it('registers, stays signed in across a restart (auto login), and keeps the session for this user only', async () => {
    const app = appOn();
    const address = email();
    const { account } = await app.client.call('cloud.register', { email: address, password: 'secret-1' });
    expect(account).toMatchObject({ email: address, points: 5, vip: null, canUpload: true, server });
    const file = path.join(app.appDataDir, 'cloud-session.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const restarted = appOn(app.appDataDir);
    expect((await restarted.client.call('cloud.account', {})).account?.email).toBe(address);
  });

  it('turns VIP renewal off and back on, and answers the account as the service then has it', async () => {
    const app = appOn();
    const address = email();
    await app.client.call('cloud.register', { email: address, password: 'secret-1' });
    // VIP bought as the browser's test checkout buys it, for the account the app signed in to.
    const login = await service.inject({ method: 'POST', url: '/api/v1/sessions', payload: { email: address, password: 'secret-1' } });
    const auth = { authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}` };
    const order = (await service.inject({ method: 'POST', url: '/api/v1/checkout', headers: auth, payload: { product: 'vip-monthly' } })).json<{ orderId: string; checkoutUrl: string }>();
    const token = new URL(order.checkoutUrl).searchParams.get('token') ?? '';
    const paid = await service.inject({ method: 'POST', url: `/test-checkout/${order.orderId}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ token }).toString() });
    expect(paid.statusCode).toBe(303);
    expect((await app.client.call('cloud.account', {})).account?.vip).toMatchObject({ plan: 'monthly', renews: true, canResumeRenewal: false });

    const stopped = await app.client.call('cloud.vipRenewal', { renews: false });
    expect(stopped.account).toMatchObject({ email: address, server, vip: { renews: false, canResumeRenewal: true } });
    expect((await app.client.call('cloud.account', {})).account?.vip).toMatchObject({ renews: false, canResumeRenewal: true });
    const resumed = await app.client.call('cloud.vipRenewal', { renews: true });
    expect(resumed.account.vip).toMatchObject({ renews: true, canResumeRenewal: false });

    await app.client.call('cloud.logout', {});
    await expect(app.client.call('cloud.vipRenewal', { renews: false })).rejects.toMatchObject({ code: 'LOGIN_TIMEOUT' });
  });

  it('renews an expired bearer token with the refresh token, without asking for the password', async () => {
    const app = appOn();
    await app.client.call('cloud.register', { email: email(), password: 'secret-1' });
    ctx.manualClock.advance(ACCESS_TOKEN_MS * 2);
    expect((await app.client.call('cloud.account', {})).account?.points).toBe(5);
  });

  it('without auto login, a restart is signed out', async () => {
    const app = appOn();
    await app.client.call('cloud.register', { email: email(), password: 'secret-1', remember: false });
    expect((await app.client.call('cloud.account', {})).account).not.toBeNull();
    expect((await appOn(app.appDataDir).client.call('cloud.account', {})).account).toBeNull();
  });

  it('logs in and out, with the spec message for a wrong password', async () => {
    const app = appOn();
    const address = email();
    await app.client.call('cloud.register', { email: address, password: 'secret-1' });
    await app.client.call('cloud.logout', {});
    expect((await app.client.call('cloud.account', {})).account).toBeNull();
    await expect(app.client.call('cloud.login', { email: address, password: 'wrong-one' })).rejects.toMatchObject({ code: 'LOGIN_INCORRECT', message: 'Incorrect email or password' });
    expect((await app.client.call('cloud.login', { email: address, password: 'secret-1' })).account.email).toBe(address);
  });

  it('says "Network Error!" when the service cannot be reached, and leaves the session as it was', async () => {
    const app = appOn();
    const address = email();
    await app.client.call('cloud.register', { email: address, password: 'secret-1' });
    const error = await app.client.call('cloud.login', { server: 'http://127.0.0.1:9', email: address, password: 'secret-1' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'NETWORK', message: 'Network Error!' });
    expect((await app.client.call('cloud.account', {})).account?.email).toBe(address);
  });

  it('says "Login Error" when the service fails at signing in, or answers with something that is not a sign-in', async () => {
    const app = appOn();
    // A stand-in for a broken service: a 500 in the service's own error shape, then a 200 that is no sign-in.
    const answers = [
      { status: 500, body: { error: { code: 'UNKNOWN', message: 'Unknown Error' } } },
      { status: 200, body: { hello: 'world' } },
      { status: 500, body: { error: { code: 'UNKNOWN', message: 'Unknown Error' } } },
    ];
    const broken = http.createServer((_request, response) => {
      const answer = answers.shift() ?? { status: 404, body: {} };
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    const brokenServer = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
    try {
      const login = { server: brokenServer, email: email(), password: 'secret-1' };
      await expect(app.client.call('cloud.login', login)).rejects.toMatchObject({ code: 'LOGIN_ERROR', message: 'Login Error' });
      await expect(app.client.call('cloud.login', login)).rejects.toMatchObject({ code: 'LOGIN_ERROR', message: 'Login Error' });
      await expect(app.client.call('cloud.register', login)).rejects.toMatchObject({ code: 'LOGIN_ERROR', message: 'Login Error' });
      expect((await app.client.call('cloud.account', {})).account).toBeNull();
    } finally {
      await new Promise((resolve) => broken.close(resolve));
    }
  });

  it('refuses a server address that is not a plain http(s) origin', async () => {
    const app = appOn();
    for (const bad of ['javascript:alert(1)', 'http://a.example/\\evil', 'http://user:pw@a.example', 'http://a.example/path', 'http://a\u0001.example']) {
      await expect(app.client.call('cloud.login', { server: bad, email: 'x@y.z', password: 'secret-1' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    }
  });

  it('asks for a reset link the same way whether or not the email has an account', async () => {
    const app = appOn();
    const address = email();
    await app.client.call('cloud.register', { email: address, password: 'secret-1' });
    const before = ctx.mailer.sent.length;
    expect(await app.client.call('cloud.forgotPassword', { email: address })).toEqual({ sent: true });
    expect(await app.client.call('cloud.forgotPassword', { email: email() })).toEqual({ sent: true });
    expect(ctx.mailer.sent.length).toBe(before + 1);
  });
});
