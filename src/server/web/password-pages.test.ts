import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH_ERROR_MESSAGES } from '../../shared/errors/english-messages.js';
import { RESET_REQUESTED_NOTICE } from './password-pages.js';
import { openTestService, TestBrowser } from './web-test-kit.js';

let service: Awaited<ReturnType<typeof openTestService>>;
beforeAll(async () => {
  service = await openTestService();
});
afterAll(async () => {
  await service?.close();
});

async function register(email: string, password: string): Promise<void> {
  const browser = new TestBrowser(service.app);
  await browser.get('/register');
  expect((await browser.post('/register', { email, password })).statusCode).toBe(303);
}

/** The path and query of the reset link in the last mail to this address. */
function resetLinkTo(email: string): string {
  const mail = service.mails.filter((sent) => sent.to === email).at(-1);
  const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(mail?.text ?? '')?.[0];
  expect(link).toBeDefined();
  const url = new URL(link ?? '');
  return url.pathname + url.search;
}

describe('forgot password and reset', () => {
  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const email = `known-${Date.now()}@example.com`;
    await register(email, 'secret1');
    const browser = new TestBrowser(service.app);
    await browser.get('/forgot-password');
    const before = service.mails.length;
    const known = await browser.post('/forgot-password', { email });
    const unknown = await browser.post('/forgot-password', { email: `nobody-${Date.now()}@example.com` });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toContain(RESET_REQUESTED_NOTICE);
    expect(unknown.body).toBe(known.body);
    expect(service.mails.length).toBe(before + 1);
    expect(service.mails.at(-1)?.to).toBe(email);
  });

  it('resets the password once with the mailed link; a second use fails with the reset-link message', async () => {
    const email = `reset-${Date.now()}@example.com`;
    await register(email, 'secret1');
    const browser = new TestBrowser(service.app);
    await browser.get('/forgot-password');
    await browser.post('/forgot-password', { email });
    const link = resetLinkTo(email);
    const token = new URL(link, 'http://x').searchParams.get('token') ?? '';

    const form = await browser.get(link);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain(`name="token" value="${token}"`);

    const mismatch = await browser.post('/reset-password', { token, password: 'newpass1', confirm: 'newpass2' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain(ENGLISH_ERROR_MESSAGES.PASSWORDS_DO_NOT_MATCH);
    const short = await browser.post('/reset-password', { token, password: 'abc', confirm: 'abc' });
    expect(short.body).toContain('The password must be 6-20 characters.');

    const done = await browser.post('/reset-password', { token, password: 'newpass1', confirm: 'newpass1' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/sign-in?notice=password-reset');
    expect((await browser.get('/sign-in?notice=password-reset')).body).toContain('Your password has been changed.');

    const again = await browser.post(link, { password: 'another1', confirm: 'another1' });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This password reset link has expired or has already been used.');

    const old = await browser.post('/sign-in', { email, password: 'secret1' });
    expect(old.body).toContain('Incorrect email or password');
    const fresh = await browser.post('/sign-in', { email, password: 'newpass1' });
    expect(fresh.statusCode).toBe(303);
  });

  it('says the link is not valid when it carries no token', async () => {
    const browser = new TestBrowser(service.app);
    const response = await browser.get('/reset-password');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('This password reset link has expired or has already been used.');
    expect(response.body).not.toContain('<form');
  });

  it('refuses a reset posted without the CSRF pair, and leaves the link usable', async () => {
    const email = `csrf-${Date.now()}@example.com`;
    await register(email, 'secret1');
    const browser = new TestBrowser(service.app);
    await browser.get('/forgot-password');
    await browser.post('/forgot-password', { email });
    const link = resetLinkTo(email);
    const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
    const forged = await service.app.inject({
      method: 'POST',
      url: '/reset-password',
      payload: new URLSearchParams({ token, password: 'hijack1', confirm: 'hijack1' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.statusCode).toBe(403);
    await browser.get(link);
    expect((await browser.post('/reset-password', { token, password: 'newpass1', confirm: 'newpass1' })).statusCode).toBe(303);
  });
});
