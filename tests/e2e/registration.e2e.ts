import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser.js';
import { startLicenceService, type LicenceService } from './support/licence-service.js';
import { startWebHost, type RunningWebHost } from './support/web-host.js';
import { EditorPage } from './pages/editor-page.js';
import { HomePage } from './pages/home-page.js';

const TRACEMONKEY = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'corpus', 'books', 'tracemonkey.pdf');

describe('the registration panel and the home page entries, against the real service', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-registration-e2e-'));
  let service: LicenceService;
  let host: RunningWebHost;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    service = await startLicenceService(work, { count: 2, activations: 1 });
    // A fresh install: no edition forced, trusting the test service's key.
    host = await startWebHost({ env: { FLIPBOOK_TEST_EDITION: '', FLIPBOOK_TEST_LICENCE_KEY: service.publicKey, FLIPBOOK_CLOUD_URL: service.apiUrl() } });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  });

  afterAll(async () => {
    await browser?.close();
    await host?.stop();
    await service?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  const dialog = () => page.locator('[data-testid="registration-dialog"]');

  it('shows a trial on the home page, with Demo, Registration, Buy, help, support, FAQ and contact', async () => {
    const home = new HomePage(page);
    await home.open(host.url);
    await home.chooseLanguage('en');
    await expect.poll(() => page.locator('[data-testid="home-edition"]').textContent()).toContain('Trial version');
    for (const id of ['home-demo', 'home-registration', 'home-buy', 'support-faq-link', 'support-site-link', 'support-email-link']) await page.locator(`[data-testid="${id}"]`).waitFor();
    const popup = page.waitForEvent('popup');
    await page.locator('[data-testid="home-buy"]').click();
    expect((await popup).url()).toBe(`${service.apiUrl()}/buy`);
  });

  it('refuses a malformed code before any call, then registers online and shows the licence', async () => {
    await page.locator('[data-testid="home-registration"]').click();
    await dialog().waitFor();
    await page.locator('[data-testid="licence-code"]').fill('1234-5678');
    await page.locator('[data-testid="licence-activate"]').click();
    expect(await page.locator('[data-testid="licence-error"]').textContent()).toBe('Please enter a valid registration code!');
    await page.locator('[data-testid="licence-code"]').fill(service.codes[0] as string);
    await page.locator('[data-testid="licence-activate"]').click();
    await expect.poll(() => page.locator('[data-testid="licence-edition"]').textContent()).toContain('Registered version');
    expect(await page.locator('[data-testid="licence-masked-code"]').textContent()).toMatch(new RegExp(`${(service.codes[0] as string).slice(-5)}$`));
    await page.locator('[data-testid="licence-close"]').click();
    await expect.poll(() => page.locator('[data-testid="home-edition"]').textContent()).toContain('Registered version');
  });

  it('imports more than 12 pages once registered, and deactivates back to the trial with a confirmation', async () => {
    await new HomePage(page).importPdf(TRACEMONKEY);
    await new EditorPage(page).waitForThumbnails(14);
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('menuitem', { name: 'Registration' }).click();
    await page.locator('[data-testid="licence-deactivate"]').click();
    await page.locator('[data-testid="licence-deactivate-yes"]').click();
    await expect.poll(() => page.locator('[data-testid="licence-edition"]').textContent()).toContain('Trial version');
  });

  it('registers offline: the terminal code, a verification file made on the service page, and its installation', async () => {
    const terminal = (await page.locator('[data-testid="licence-terminal-code"]').textContent()) ?? '';
    expect(await page.locator('[data-testid="licence-offline-page"]').getAttribute('href')).toBe(`${service.apiUrl()}/licence/offline`);
    const made = await service.verificationFile(service.codes[1] as string, terminal);
    expect(made.status).toBe(200);
    const file = path.join(work, 'flipbook-verification.lic');
    fs.writeFileSync(file, made.body);
    const chooser = page.waitForEvent('filechooser');
    await page.locator('[data-testid="licence-install"]').click();
    await (await chooser).setFiles(file);
    await expect.poll(() => page.locator('[data-testid="licence-edition"]').textContent()).toContain('Registered version');
    expect(await page.locator('[data-testid="licence-facts"]').textContent()).toContain('Offline registration');
  });

  it('opens the demo book the build made, after asking about the unsaved book, with its table of contents', async () => {
    await page.locator('[data-testid="licence-close"]').click();
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('menuitem', { name: 'Demo book' }).click();
    await page.locator('[data-testid="unsaved-discard"]').click();
    const editor = new EditorPage(page);
    await editor.waitForThumbnails(10);
    await editor.waitForPreviewTitle('Flipbook Studio: a tour');
    await page.getByRole('tab', { name: 'Contents' }).click();
    await expect.poll(() => page.locator('[data-testid="toc-entry"]').count()).toBe(10);
  });
});
