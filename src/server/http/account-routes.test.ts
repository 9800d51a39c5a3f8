import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../../../tests/support/test-databases.js';
import { LOGIN_FAILURE_WINDOW_MS, ACCESS_TOKEN_MS } from '../accounts/account-rules.js';
import { testContext } from '../testing/test-context.js';
import { buildApiApp } from './api-app.js';

describe.each(DATABASE_KINDS)('the account API on the %s database', (kind) => {
  let app: FastifyInstance;
  let ctx: ReturnType<typeof testContext>;
  let close: () => Promise<void>;
  let serial = 0;
  const freshEmail = () => `author${++serial}.${kind}@example.com`;

  beforeAll(async () => {
    const database = await openTestDatabase(kind);
    close = database.close;
    ctx = testContext(database.db);
    app = await buildApiApp(ctx);
  });
  afterAll(async () => {
    await app.close();
    await close();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
    app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });
  const register = async (email = freshEmail(), password = 'secret-1') => {
    const response = await call('POST', '/api/v1/accounts', { email, password });
    expect(response.statusCode, response.body).toBe(201);
    return { email, password, ...(response.json() as { accessToken: string; refreshToken: string; account: { points: number } }) };
  };

  it('creates an account with 5 free points and signs it in', async () => {
    const created = await register();
    expect(created.account.points).toBe(5);
    const me = await call('GET', '/api/v1/account', undefined, created.accessToken);
    expect(me.json()).toMatchObject({ email: created.email, points: 5, vip: null, canUpload: true });
  });

  it('refuses a second account for the same email, however it is capitalised', async () => {
    const { email } = await register();
    const again = await call('POST', '/api/v1/accounts', { email: `  ${email.toUpperCase()} `, password: 'another-1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'ACCOUNT_EXISTS' });
  });

  it('checks the email and the 6-20 character password', async () => {
    const badEmail = await call('POST', '/api/v1/accounts', { email: 'not an email', password: 'secret-1' });
    expect(badEmail.json().error.code).toBe('EMAIL_FORMAT');
    const injected = await call('POST', '/api/v1/accounts', { email: 'a@b.c\r\nBcc: x@y.z', password: 'secret-1' });
    expect(injected.json().error.code).toBe('EMAIL_FORMAT');
    for (const password of ['12345', 'x'.repeat(21)]) {
      const response = await call('POST', '/api/v1/accounts', { email: freshEmail(), password });
      expect(response.json().error).toMatchObject({ code: 'ACCOUNT_PASSWORD_LENGTH', message: 'The password must be 6-20 characters.' });
    }
    const missing = await call('POST', '/api/v1/accounts', { email: freshEmail() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ code: 'INVALID_ARGUMENT', message: 'Request Error' });
  });

  it('logs in with the right password only, with the spec message otherwise', async () => {
    const { email, password } = await register();
    const wrong = await call('POST', '/api/v1/sessions', { email, password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({ code: 'LOGIN_INCORRECT', message: 'Incorrect email or password' });
    const unknown = await call('POST', '/api/v1/sessions', { email: freshEmail(), password });
    expect(unknown.json().error.message).toBe('Incorrect email or password');
    const right = await call('POST', '/api/v1/sessions', { email: email.toUpperCase(), password });
    expect(right.statusCode).toBe(200);
    expect(right.json().account.email).toBe(email);
  });

  it('slows guessing down: after 5 failures even the right password waits out the window', async () => {
    const { email, password } = await register();
    for (let attempt = 0; attempt < 5; attempt++) await call('POST', '/api/v1/sessions', { email, password: `guess-${attempt}` });
    const blocked = await call('POST', '/api/v1/sessions', { email, password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatchObject({ code: 'LOGIN_THROTTLED', params: { minutes: 15 } });
    ctx.manualClock.advance(LOGIN_FAILURE_WINDOW_MS + 1000);
    expect((await call('POST', '/api/v1/sessions', { email, password })).statusCode).toBe(200);
  });

  it('answers "Login Timeout" for an expired session and a refresh gives a new pair once', async () => {
    const { accessToken, refreshToken } = await register();
    ctx.manualClock.advance(ACCESS_TOKEN_MS + 1000);
    const expired = await call('GET', '/api/v1/account', undefined, accessToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error).toMatchObject({ code: 'LOGIN_TIMEOUT', message: 'Login Timeout' });
    const refreshed = await call('POST', '/api/v1/sessions/refresh', { refreshToken });
    expect(refreshed.statusCode).toBe(200);
    expect((await call('GET', '/api/v1/account', undefined, refreshed.json().accessToken)).statusCode).toBe(200);
    const replayed = await call('POST', '/api/v1/sessions/refresh', { refreshToken });
    expect(replayed.json().error.code).toBe('LOGIN_TIMEOUT');
  });

  it('logs out: neither the bearer nor the refresh token works afterwards', async () => {
    const { accessToken, refreshToken } = await register();
    expect((await call('POST', '/api/v1/sessions/logout', { refreshToken }, accessToken)).statusCode).toBe(204);
    expect((await call('GET', '/api/v1/account', undefined, accessToken)).json().error.code).toBe('LOGIN_TIMEOUT');
    expect((await call('POST', '/api/v1/sessions/refresh', { refreshToken })).json().error.code).toBe('LOGIN_TIMEOUT');
  });

  it('refuses requests without a token, or with one nobody issued', async () => {
    expect((await call('GET', '/api/v1/account')).json().error.code).toBe('UNAUTHORIZED');
    expect((await call('GET', '/api/v1/account', undefined, 'x'.repeat(43))).json().error.code).toBe('UNAUTHORIZED');
  });

  it('resets a forgotten password once through the mailed link, ending every session', async () => {
    const { email, accessToken } = await register();
    const before = ctx.mailer.sent.length;
    expect((await call('POST', '/api/v1/password-resets', { email: freshEmail() })).statusCode).toBe(202);
    expect(ctx.mailer.sent.length).toBe(before);
    expect((await call('POST', '/api/v1/password-resets', { email })).statusCode).toBe(202);
    const mail = ctx.mailer.sent.at(-1);
    expect(mail?.to).toBe(email);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect((await call('POST', '/api/v1/password-resets/complete', { token, password: 'new-secret' })).statusCode).toBe(204);
    expect((await call('GET', '/api/v1/account', undefined, accessToken)).json().error.code).toBe('LOGIN_TIMEOUT');
    expect((await call('POST', '/api/v1/sessions', { email, password: 'new-secret' })).statusCode).toBe(200);
    const again = await call('POST', '/api/v1/password-resets/complete', { token, password: 'third-secret' });
    expect(again.json().error.code).toBe('RESET_LINK_INVALID');
  });

  it('keeps only hashes of tokens and passwords', async () => {
    const { email, password, accessToken, refreshToken } = await register();
    const sessions = await ctx.db.selectFrom('sessions').select('token_hash').execute();
    const hashes = sessions.map((row) => row.token_hash);
    expect(hashes).not.toContain(accessToken);
    expect(hashes).not.toContain(refreshToken);
    const user = await ctx.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.password_hash).not.toContain(password);
    expect(user.password_hash).toMatch(/^scrypt\$/);
  });

  it('refuses to change or delete ledger rows', async () => {
    await register();
    await expect(ctx.db.updateTable('ledger_entries').set({ points: 500 }).execute()).rejects.toThrow(/append-only/);
    await expect(ctx.db.deleteFrom('ledger_transactions').execute()).rejects.toThrow(/append-only/);
  });
});
