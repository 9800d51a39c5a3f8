import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLicence } from '../licences/activations.js';
import { TestBrowser, openTestService } from './web-test-kit.js';

let service: Awaited<ReturnType<typeof openTestService>>;
beforeAll(async () => {
  service = await openTestService();
});
afterAll(async () => {
  await service.close();
});

describe('buying on the account page', () => {
  it('buys 10 points through the test-mode checkout and shows the new balance', async () => {
    const browser = new TestBrowser(service.app);
    await browser.get('/register');
    expect((await browser.post('/register', { email: 'buyer@example.com', password: 'secret1' })).statusCode).toBe(303);
    const account = await browser.get('/account');
    expect(account.body).toContain('Buy points');
    expect(account.body).toContain('VIP yearly, US$99.00');
    expect(account.body).toContain('No books uploaded yet');

    const buy = await browser.post('/account/buy', { product: 'points', quantity: '10' });
    expect(buy.statusCode).toBe(303);
    const checkoutUrl = new URL(buy.headers.location as string);
    expect(checkoutUrl.pathname).toMatch(/^\/test-checkout\//);
    const checkout = await browser.get(`${checkoutUrl.pathname}${checkoutUrl.search}`);
    expect(checkout.body).toContain('TEST MODE');
    const token = /name="token" value="([^"]+)"/.exec(checkout.body)?.[1] ?? '';
    const pay = await browser.post(`${checkoutUrl.pathname}/pay`, { token });
    expect(pay.statusCode).toBe(303);
    expect((await browser.get('/account')).body).toMatch(/<dd id="points">15<\/dd>/);
  });

  it('shows the store to anyone, and sells a licence code that then activates', async () => {
    const visitor = new TestBrowser(service.app);
    const store = await visitor.get('/buy');
    expect(store.statusCode).toBe(200);
    expect(store.body).toContain('Licence code, US$49.00');
    expect(store.body).toContain('href="/sign-in"');

    const browser = new TestBrowser(service.app);
    await browser.get('/register');
    await browser.post('/register', { email: 'licensee@example.com', password: 'secret1' });
    expect((await browser.get('/account')).body).not.toContain('licence-codes');
    const buy = await browser.post('/account/buy', { product: 'licence' });
    const checkoutUrl = new URL(buy.headers.location as string);
    const checkout = await browser.get(`${checkoutUrl.pathname}${checkoutUrl.search}`);
    expect(checkout.body).toContain('Licence code: <strong>US$49.00</strong>');
    const token = /name="token" value="([^"]+)"/.exec(checkout.body)?.[1] ?? '';
    await browser.post(`${checkoutUrl.pathname}/pay`, { token });
    const account = (await browser.get('/account')).body;
    const code = /<ul id="licence-codes"><li><code>([0-9A-Z-]+)<\/code>/.exec(account)?.[1] ?? '';
    expect(code).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){4}$/);
    const signer = service.ctx.licenceSigner;
    if (!signer) throw new Error('the test service has no signing key');
    const licence = await activateLicence(service.ctx, signer, { code, fingerprint: 'c'.repeat(32), mode: 'online' });
    expect(JSON.parse(Buffer.from(licence.payload, 'base64').toString('utf8'))).toMatchObject({ licenceCode: code, fingerprint: 'c'.repeat(32) });
    // A second look at the page shows the same one code: the order minted exactly one.
    expect((await browser.get('/account')).body.match(/<li><code>/g)).toHaveLength(1);
  });

  it('buys VIP that renews by itself, and turns the renewal off from the account page', async () => {
    const browser = new TestBrowser(service.app);
    await browser.get('/register');
    await browser.post('/register', { email: 'vip@example.com', password: 'secret1' });
    const buy = await browser.post('/account/buy', { product: 'vip-monthly' });
    const checkoutUrl = new URL(buy.headers.location as string);
    const checkout = await browser.get(`${checkoutUrl.pathname}${checkoutUrl.search}`);
    expect(checkout.body).toContain('VIP, one month');
    expect(checkout.body).toContain('Renews automatically at the same price every month');
    const token = /name="token" value="([^"]+)"/.exec(checkout.body)?.[1] ?? '';
    await browser.post(`${checkoutUrl.pathname}/pay`, { token });
    const renewing = (await browser.get('/account')).body;
    expect(renewing).toMatch(/<dd id="vip">Monthly<\/dd>/);
    expect(renewing).toContain('Renews automatically on that date.');

    // A form from elsewhere changes nothing.
    expect((await browser.post('/account/vip/stop-renewal', { _csrf: 'forged' })).statusCode).toBe(403);
    expect((await browser.get('/account')).body).toContain('Renews automatically on that date.');
    const stop = await browser.post('/account/vip/stop-renewal', {});
    expect(stop.statusCode).toBe(303);
    const stopped = (await browser.get('/account')).body;
    expect(stopped).toMatch(/<dd id="vip">Monthly<\/dd>/);
    expect(stopped).toContain('Automatic renewal is off: VIP ends on that date and is not charged again.');
    expect(stopped).not.toContain('/account/vip/stop-renewal');
  });

  it('refuses a buy form that did not come from the page', async () => {
    const browser = new TestBrowser(service.app);
    await browser.get('/register');
    await browser.post('/register', { email: 'careful@example.com', password: 'secret1' });
    const before = await service.ctx.db.selectFrom('orders').select('id').execute();
    const forged = await browser.post('/account/buy', { product: 'points', quantity: '10', _csrf: 'forged' });
    expect(forged.statusCode).toBe(403);
    const after = await service.ctx.db.selectFrom('orders').select('id').execute();
    expect(after).toHaveLength(before.length);
  });
});
