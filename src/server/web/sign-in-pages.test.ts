import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FolderStorage } from '../store/folder-storage.js';
import { buildBooksApp } from '../hosting/books-app.js';
import { openDatabase } from '../store/database.js';
import { SESSION_COOKIE } from '../http/authenticate.js';
import { setCookieLines, TestBrowser, openTestService } from './web-test-kit.js';
import { CSRF_COOKIE, CSRF_FIELD } from './web-security.js';
import { sessionCookieOptions } from './web-session.js';

let service: Awaited<ReturnType<typeof openTestService>>;
beforeAll(async () => {
  service = await openTestService();
});
afterAll(async () => {
  await service?.close();
});

let counter = 0;
/** A fresh email per test, so the tests share one database without meeting. */
function newEmail(): string {
  return `user${++counter}-${Date.now()}@example.com`;
}

async function registered(email = newEmail(), password = 'secret1'): Promise<TestBrowser> {
  const browser = new TestBrowser(service.app);
  await browser.get('/register');
  const response = await browser.post('/register', { email, password });
  expect(response.statusCode).toBe(303);
  return browser;
}

async function usersWithEmail(email: string): Promise<number> {
  const rows = await service.ctx.db.selectFrom('users').select('id').where('email', '=', email).execute();
  return rows.length;
}

describe('registering and the account page', () => {
  it('registers, sets the session cookie with its attributes, and shows the email and the 5 free points', async () => {
    const browser = new TestBrowser(service.app);
    const form = await browser.get('/register');
    expect(form.statusCode).toBe(200);
    const csrfLine = setCookieLines(form).find((line) => line.startsWith(`${CSRF_COOKIE}=`));
    expect(csrfLine).toMatch(/; HttpOnly/);
    expect(csrfLine).toMatch(/; SameSite=Strict/);
    expect(csrfLine).toMatch(/; Path=\//);

    const email = newEmail();
    const response = await browser.post('/register', { email, password: 'secret1' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/account');
    const sessionLine = setCookieLines(response).find((line) => line.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(sessionLine).toMatch(/; HttpOnly/);
    expect(sessionLine).toMatch(/; SameSite=Lax/);
    expect(sessionLine).toMatch(/; Path=\//);
    expect(sessionLine).toMatch(/; Max-Age=604800(;|$)/);
    expect(sessionLine).not.toMatch(/Secure/);

    const account = await browser.get('/account');
    expect(account.statusCode).toBe(200);
    expect(account.body).toContain(email);
    expect(account.body).toContain('<dd id="points">5</dd>');
    expect(account.body).toContain('<dd id="vip">None</dd>');
    expect(account.body).toContain('You can upload books.');
    expect(account.body).toContain('action="/sign-out"');
    expect(account.headers['content-security-policy']).toBe("default-src 'none'; style-src 'self' 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'");
    expect(account.headers['x-frame-options']).toBe('DENY');
    expect(account.headers['cache-control']).toBe('no-store');
    expect(account.headers['content-type']).toBe('text/html; charset=utf-8');

    expect((await browser.get('/')).headers.location).toBe('/account');
    expect((await browser.get('/sign-in')).headers.location).toBe('/account');
    // The API takes the same cookie.
    const api = await service.app.inject({ method: 'GET', url: '/api/v1/account', headers: { cookie: browser.cookieHeader() } });
    expect(api.json()).toMatchObject({ email, points: 5 });
    // The pages' hooks stay with the pages: the JSON API beside them is untouched.
    expect(api.headers['content-security-policy']).toBeUndefined();
  });

  it('marks the session cookie Secure when the request came over https', () => {
    expect(sessionCookieOptions({ protocol: 'https' }).secure).toBe(true);
    expect(sessionCookieOptions({ protocol: 'http' }).secure).toBe(false);
  });

  it('re-renders the form with the rules\' messages and keeps the email', async () => {
    const email = newEmail();
    await registered(email);
    const browser = new TestBrowser(service.app);
    await browser.get('/register');
    const exists = await browser.post('/register', { email, password: 'secret1' });
    expect(exists.statusCode).toBe(409);
    expect(exists.body).toContain('An account with this email already exists.');
    expect(exists.body).toContain(`value="${email}"`);
    const short = await browser.post('/register', { email: newEmail(), password: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('The password must be 6-20 characters.');
    const format = await browser.post('/register', { email: 'not an email', password: 'secret1' });
    expect(format.body).toContain('Please enter a valid email address.');
    expect(setCookieLines(format).some((line) => line.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
  });

  it('sends a browser that is not signed in to sign in', async () => {
    const browser = new TestBrowser(service.app);
    for (const url of ['/', '/account']) {
      const response = await browser.get(url);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/sign-in');
    }
  });
});

describe('signing in and out', () => {
  it('signs out: the session ends and the old cookie is sent to sign in', async () => {
    const browser = await registered();
    const oldCookie = browser.cookieHeader();
    await browser.get('/account');
    const out = await browser.post('/sign-out', {});
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/sign-in?notice=signed-out');
    expect(setCookieLines(out).find((line) => line.startsWith(`${SESSION_COOKIE}=`))).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await browser.get('/sign-in?notice=signed-out')).body).toContain('You have signed out.');

    const replayed = await service.app.inject({ method: 'GET', url: '/account', headers: { cookie: oldCookie } });
    expect(replayed.statusCode).toBe(303);
    expect(replayed.headers.location).toBe('/sign-in');
    const api = await service.app.inject({ method: 'GET', url: '/api/v1/account', headers: { cookie: oldCookie } });
    expect(api.statusCode).toBe(401);
  });

  it('signs in with the right password, and re-renders with "Incorrect email or password" otherwise', async () => {
    const email = newEmail();
    await registered(email);
    const browser = new TestBrowser(service.app);
    await browser.get('/sign-in');
    const wrong = await browser.post('/sign-in', { email, password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Incorrect email or password');
    expect(wrong.body).toContain(`value="${email}"`);
    expect(setCookieLines(wrong).some((line) => line.startsWith(`${SESSION_COOKIE}=`))).toBe(false);

    const right = await browser.post('/sign-in', { email, password: 'secret1' });
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe('/account');
    expect((await browser.get('/account')).body).toContain(email);
  });

  it('shows the throttle message once an email has failed too often', async () => {
    const email = newEmail();
    await registered(email);
    const browser = new TestBrowser(service.app);
    await browser.get('/sign-in');
    for (let attempt = 0; attempt < 5; attempt++) expect((await browser.post('/sign-in', { email, password: 'wrong-password' })).statusCode).toBe(401);
    const throttled = await browser.post('/sign-in', { email, password: 'secret1' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.body).toMatch(/Too many failed logins\. Try again in \d+ minutes\./);
  });

  it('escapes what the user typed: a <script> in the email comes back as text', async () => {
    const browser = new TestBrowser(service.app);
    await browser.get('/sign-in');
    const email = '"><script>alert(1)</script>@example.com';
    const response = await browser.post('/sign-in', { email, password: 'whatever1' });
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@example.com"');

    // An address the rules accept, shown on the account page, is escaped there too.
    const odd = `<script>alert(${Date.now()})</script>@example.com`;
    const owner = await registered(odd);
    const account = await owner.get('/account');
    expect(account.body).not.toContain('<script>');
    expect(account.body).toContain('&lt;script&gt;alert(');
  });
});

describe('form protection', () => {
  it('refuses a POST without the CSRF pair with 403, and creates no account', async () => {
    const email = newEmail();
    const bare = await service.app.inject({
      method: 'POST',
      url: '/register',
      payload: new URLSearchParams({ email, password: 'secret1' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(bare.statusCode).toBe(403);
    expect(bare.headers['content-security-policy']).toContain("default-src 'none'");

    const browser = new TestBrowser(service.app);
    await browser.get('/register');
    const token = browser.formToken ?? '';
    const noField = await service.app.inject({
      method: 'POST',
      url: '/register',
      payload: new URLSearchParams({ email, password: 'secret1' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: browser.cookieHeader() },
    });
    expect(noField.statusCode).toBe(403);
    const noCookie = await service.app.inject({
      method: 'POST',
      url: '/register',
      payload: new URLSearchParams({ [CSRF_FIELD]: token, email, password: 'secret1' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(noCookie.statusCode).toBe(403);
    const mismatch = await browser.post('/register', { [CSRF_FIELD]: token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')), email, password: 'secret1' });
    expect(mismatch.statusCode).toBe(403);
    expect(setCookieLines(mismatch).some((line) => line.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    expect(await usersWithEmail(email)).toBe(0);
  });

  it('refuses a cross-origin Origin (or Referer) even with the pair, and takes its own origin', async () => {
    const email = newEmail();
    const browser = new TestBrowser(service.app);
    await browser.get('/register');
    const foreign: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin: 'null' }, { referer: 'https://evil.example/page' }, { origin: 'http://localhost:8080' }];
    for (const headers of foreign) {
      const response = await browser.post('/register', { email, password: 'secret1' }, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
    expect(await usersWithEmail(email)).toBe(0);

    const own = await browser.post('/register', { email, password: 'secret1' }, { origin: 'http://localhost:80', referer: 'http://localhost/register' });
    expect(own.statusCode).toBe(303);
    expect(await usersWithEmail(email)).toBe(1);
  });

  it('refuses a cross-origin sign-out, so the session stays', async () => {
    const browser = await registered();
    await browser.get('/account');
    const response = await browser.post('/sign-out', {}, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect((await browser.get('/account')).statusCode).toBe(200);
  });
});

describe('the books origin', () => {
  it('never sets a cookie, whatever is asked of it', async () => {
    const books = buildBooksApp(await openDatabase({ kind: 'memory' }), new FolderStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-books-'))));
    try {
      const requests = [
        { method: 'GET', url: '/' },
        { method: 'GET', url: '/sign-in' },
        { method: 'GET', url: '/register' },
        { method: 'GET', url: '/account', headers: { cookie: `${SESSION_COOKIE}=x; ${CSRF_COOKIE}=y` } },
        { method: 'POST', url: '/sign-in', payload: 'email=a%40b.co&password=secret1', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        { method: 'GET', url: '/b/some-book/index.html' },
      ] as const;
      for (const request of requests) {
        const response = await books.inject(request);
        expect(response.headers['set-cookie'], request.url).toBeUndefined();
      }
    } finally {
      await books.close();
    }
  });
});
