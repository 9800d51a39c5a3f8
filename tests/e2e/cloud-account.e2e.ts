import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCloud, type CloudProcess } from '../support/cloud-process.js';
import { CloudPage } from './pages/cloud-page.js';
import { HomePage } from './pages/home-page.js';
import { launchChromium } from './support/browser.js';
import { startWebHost, type RunningWebHost } from './support/web-host.js';

const EMAIL = 'reader@example.com';
const FIRST_PASSWORD = 'first-1';
const NEW_PASSWORD = 'second-2';

/**
 * The account half of the cloud panels in the browser, against the real service: logging out,
 * a forgotten password reset through the mail the service sends, and the account panel that
 * refreshes by itself when a purchase completes in the system browser's checkout.
 */
describe('the cloud account in the editor', () => {
  let data: string;
  let cloud: CloudProcess;
  let host: RunningWebHost;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let ui: CloudPage;

  beforeAll(async () => {
    data = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-cloud-account-e2e-'));
    cloud = await runCloud(['--data', data, '--port', '0', '--books-port', '0']);
    host = await startWebHost();
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    page = await context.newPage();
    const home = new HomePage(page);
    await home.open(host.url);
    await home.chooseLanguage('en');
    ui = new CloudPage(page);
    await ui.badge().click();
    await ui.register(EMAIL, FIRST_PASSWORD, cloud.apiUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await host?.stop();
    await cloud?.stop();
  });

  it('logs out from the account panel, and the header and the panel say so', async () => {
    expect(await ui.badge().textContent()).toContain(EMAIL);
    await ui.badge().click();
    await ui.el('cloud-account').waitFor();
    await ui.el('cloud-account-logout').click();
    await page.locator('[data-testid="cloud-badge"][data-signed-in="false"]').waitFor();
    expect(await ui.badge().textContent()).not.toContain(EMAIL);
    // The engine forgot the session: a reload of the editor is still signed out.
    await page.reload();
    await page.locator('[data-testid="cloud-badge"][data-signed-in="false"]').waitFor();
  });

  it('resets a forgotten password through the link the service mails, and only the new one logs in', async () => {
    await ui.badge().click();
    await ui.el('cloud-login').waitFor();
    await ui.el('cloud-mode-forgot').click();
    await ui.el('cloud-email').fill(EMAIL);
    await page.locator('.cloud-server summary').click();
    await ui.el('cloud-server').fill(cloud.apiUrl);
    await ui.el('cloud-login-submit').click();
    await expect.poll(() => ui.el('cloud-login-notice').textContent()).toBe('If an account exists for that email, a reset link is on its way.');

    // The service without SMTP writes its mail to the outbox in its data folder.
    await expect.poll(() => resetLinkIn(path.join(data, 'outbox'), EMAIL), { timeout: 30_000 }).not.toBeNull();
    const mailed = resetLinkIn(path.join(data, 'outbox'), EMAIL) ?? '';
    const browserTab = await context.newPage();
    await browserTab.goto(mailed);
    await browserTab.locator('#password').fill(NEW_PASSWORD);
    await browserTab.locator('#confirm').fill(NEW_PASSWORD);
    await browserTab.locator('button[type="submit"]').click();
    await browserTab.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('notice') === 'password-reset');
    await browserTab.close();

    await page.bringToFront();
    await ui.el('cloud-mode-login').click();
    await ui.el('cloud-email').fill(EMAIL);
    await ui.el('cloud-password').fill(FIRST_PASSWORD);
    await ui.el('cloud-login-submit').click();
    await expect.poll(() => ui.el('cloud-login-error').textContent()).toBe('Incorrect email or password');
    await ui.el('cloud-password').fill(NEW_PASSWORD);
    await ui.el('cloud-login-submit').click();
    await page.locator('[data-testid="cloud-badge"][data-signed-in="true"]').waitFor();
    expect(await ui.badge().textContent()).toContain(EMAIL);
  });

  /** The service's account page a buy button opens in a new tab, signed in (the browser is not, the first time). */
  async function openAccountPage(button: string): Promise<Page> {
    const [checkout] = await Promise.all([context.waitForEvent('page'), ui.el(button).click()]);
    await checkout.waitForLoadState();
    if (new URL(checkout.url()).pathname === '/sign-in') {
      await checkout.locator('#email').fill(EMAIL);
      await checkout.locator('#password').fill(NEW_PASSWORD);
      await checkout.locator('button[type="submit"]').click();
      await checkout.waitForURL((url) => url.pathname === '/account');
    }
    return checkout;
  }

  it('shows the points bought in the browser’s checkout without Refresh being pressed', async () => {
    await ui.badge().click();
    await ui.el('cloud-account').waitFor();
    const before = Number(await ui.el('cloud-account-points').textContent());

    // Buy points opens the service's page in a new tab: the system browser of the web host.
    const checkout = await openAccountPage('cloud-buy-points');
    await checkout.locator('form[action="/account/buy"]:has(input[value="points"]) input[name="quantity"]').fill('25');
    await checkout.locator('form[action="/account/buy"]:has(input[value="points"]) button[type="submit"]').click();
    await checkout.waitForURL((url) => url.pathname.startsWith('/test-checkout/'));
    await checkout.locator('form[action$="/pay"] button[type="submit"]').click();
    await checkout.waitForURL((url) => !url.pathname.endsWith('/pay'));

    // Back in the editor, the panel reads the account by itself (on the focus, or its next poll).
    await page.bringToFront();
    await expect.poll(() => ui.el('cloud-account-points').textContent(), { timeout: 30_000 }).toBe(String(before + 25));
    await page.getByText('Purchase received: your account is up to date.').waitFor();
    await checkout.close();
  });

  it('turns VIP renewal off after asking, and back on, in the account panel', async () => {
    await ui.el('cloud-account').waitFor();
    // VIP monthly, bought in the browser's checkout as the points were (that tab is signed in by now).
    const checkout = await openAccountPage('cloud-buy-vip');
    await checkout.locator('form[action="/account/buy"]:has(input[value="vip-monthly"]) button[type="submit"]').click();
    await checkout.waitForURL((url) => url.pathname.startsWith('/test-checkout/'));
    await checkout.locator('form[action$="/pay"] button[type="submit"]').click();
    await checkout.waitForURL((url) => !url.pathname.endsWith('/pay'));
    await checkout.close();
    await page.bringToFront();
    const renewal = ui.el('cloud-account-renewal');
    await expect.poll(() => renewal.getAttribute('data-renews'), { timeout: 30_000 }).toBe('true');
    const expiry = (await ui.el('cloud-account-expiry').textContent()) ?? '';

    // Turning it off asks first; No leaves it on.
    await ui.el('cloud-renewal-stop').click();
    await expect.poll(() => page.getByTestId('confirm-message').textContent()).toContain(expiry);
    await page.getByTestId('confirm-no').click();
    expect(await renewal.getAttribute('data-renews')).toBe('true');
    await ui.el('cloud-renewal-stop').click();
    await page.getByTestId('confirm-yes').click();
    await expect.poll(() => renewal.getAttribute('data-renews')).toBe('false');
    await page.getByText(`Automatic renewal is off: VIP ends on ${expiry}.`).waitFor();
    expect(await renewal.textContent()).toContain('Does not renew');

    // The service has it too: read again, the panel still says so, and offers to turn it back on.
    await ui.el('cloud-account-refresh').click();
    await ui.el('cloud-renewal-resume').click();
    await expect.poll(() => renewal.getAttribute('data-renews')).toBe('true');
    await page.getByText('Automatic renewal is on again.').waitFor();
    expect(await ui.el('cloud-renewal-resume').count()).toBe(0);
  });
});

/** The reset link in the newest mail to `email` in the service's outbox, or null before it comes. */
function resetLinkIn(outbox: string, email: string): string | null {
  if (!fs.existsSync(outbox)) return null;
  const mails = fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
    .filter((mail) => mail.includes(`To: ${email}`));
  const link = mails.at(-1)?.match(/https?:\/\/\S+\/reset-password\?token=\S+/);
  return link?.[0] ?? null;
}
