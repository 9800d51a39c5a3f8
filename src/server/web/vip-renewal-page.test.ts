import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOnce } from '../jobs/scheduler.js';
import { ManualClock } from '../testing/test-context.js';
import { TestBrowser, openTestService } from './web-test-kit.js';

const DAY = 24 * 60 * 60 * 1000;
const clock = new ManualClock(Date.UTC(2026, 0, 10, 12));
let service: Awaited<ReturnType<typeof openTestService>>;
beforeAll(async () => {
  service = await openTestService({ clock: clock.read });
});
afterAll(async () => {
  await service.close();
});

/** Registers, buys monthly VIP through the test checkout, and returns the signed-in browser. */
async function vipBuyer(email: string): Promise<TestBrowser> {
  const browser = new TestBrowser(service.app);
  await browser.get('/register');
  await browser.post('/register', { email, password: 'secret1' });
  const checkoutUrl = new URL((await browser.post('/account/buy', { product: 'vip-monthly' })).headers.location as string);
  const checkout = await browser.get(`${checkoutUrl.pathname}${checkoutUrl.search}`);
  const token = /name="token" value="([^"]+)"/.exec(checkout.body)?.[1] ?? '';
  expect((await browser.post(`${checkoutUrl.pathname}/pay`, { token })).statusCode).toBe(303);
  return browser;
}

/** A browser signed in afresh: the web session lasts a week, and these tests move the clock by weeks. */
async function signedIn(email: string): Promise<TestBrowser> {
  const browser = new TestBrowser(service.app);
  await browser.get('/sign-in');
  expect((await browser.post('/sign-in', { email, password: 'secret1' })).statusCode).toBe(303);
  return browser;
}

const vipOrders = async (email: string) => {
  const user = await service.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return service.ctx.db.selectFrom('orders').select('id').where('user_id', '=', user.id).where('status', '=', 'paid').execute();
};

/** The scheduled run of the moment (test-mode renewals, then the charges and the overdue rule). */
const scheduledRun = () => runOnce(service.ctx, { intervalMs: 60_000, instance: 'renewal-page-test' });

describe('stopping and resuming VIP renewal on the account page', () => {
  it('lets VIP lapse at the end of the paid period, uncharged, once renewal is turned off', async () => {
    let browser = await vipBuyer('lapse@example.com');
    expect((await browser.get('/account')).body).toContain('Renews automatically on that date.');
    expect((await browser.post('/account/vip/stop-renewal', {})).statusCode).toBe(303);
    const stopped = (await browser.get('/account')).body;
    expect(stopped).toContain('Automatic renewal is off: VIP ends on that date and is not charged again.');
    expect(stopped).toContain('action="/account/vip/resume-renewal"');
    expect(stopped).not.toContain('action="/account/vip/stop-renewal"');

    clock.advance(20 * DAY);
    await scheduledRun();
    browser = await signedIn('lapse@example.com');
    expect((await browser.get('/account')).body).toMatch(/<dd id="vip">Monthly<\/dd>/);
    clock.advance(12 * DAY);
    await scheduledRun();
    browser = await signedIn('lapse@example.com');
    const lapsed = (await browser.get('/account')).body;
    expect(lapsed).toMatch(/<dd id="vip">None<\/dd>/);
    expect(lapsed).not.toContain('resume-renewal');
    expect(await vipOrders('lapse@example.com')).toHaveLength(1);
    // Once lapsed there is nothing to turn back on: the form's route says so.
    expect((await browser.post('/account/vip/resume-renewal', {})).statusCode).toBe(404);
  });

  it("turns renewal back on before the period ends, only through the page's own form, and then charges the next period", async () => {
    let browser = await vipBuyer('resume@example.com');
    await browser.post('/account/vip/stop-renewal', {});
    clock.advance(10 * DAY);
    browser = await signedIn('resume@example.com');
    // A form from elsewhere changes nothing.
    expect((await browser.post('/account/vip/resume-renewal', { _csrf: 'forged' })).statusCode).toBe(403);
    expect((await browser.get('/account')).body).toContain('Automatic renewal is off');
    expect((await browser.post('/account/vip/resume-renewal', {})).statusCode).toBe(303);
    const resumed = (await browser.get('/account')).body;
    expect(resumed).toContain('Renews automatically on that date.');
    expect(resumed).not.toContain('resume-renewal');

    clock.advance(22 * DAY);
    const run = await scheduledRun();
    expect(run.renewals).toBeGreaterThanOrEqual(1);
    expect(await vipOrders('resume@example.com')).toHaveLength(2);
    browser = await signedIn('resume@example.com');
    const renewed = (await browser.get('/account')).body;
    expect(renewed).toMatch(/<dd id="vip">Monthly<\/dd>/);
    expect(renewed).toContain('Renews automatically on that date.');
  });
});
