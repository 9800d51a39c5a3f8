import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser.js';
import { startStaticServer, type StaticServer } from './support/static-server.js';
import { startWebHost, type RunningWebHost } from './support/web-host.js';
import { EditorPage } from './pages/editor-page.js';
import { HomePage } from './pages/home-page.js';

const TRACEMONKEY = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'corpus', 'books', 'tracemonkey.pdf');

describe('the More tab: downloads, contact, phone numbers and the phone toolbar order', () => {
  let host: RunningWebHost;
  let browser: Browser;
  let page: Page;
  let files: string;
  let bookServer: StaticServer | undefined;

  beforeAll(async () => {
    files = fs.mkdtempSync(path.join(os.tmpdir(), 'more-e2e-'));
    fs.writeFileSync(path.join(files, 'setup.exe'), 'MZ');
    fs.writeFileSync(path.join(files, 'price list.txt'), 'apples 3\npears 4\n');
    host = await startWebHost();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  });

  afterAll(async () => {
    await bookServer?.close();
    await browser?.close();
    await host?.stop();
    fs.rmSync(files, { recursive: true, force: true });
  });

  async function attach(file: string): Promise<void> {
    const chooser = page.waitForEvent('filechooser');
    await page.locator('[data-testid="attachment-add"]').click();
    await (await chooser).setFiles(file);
  }

  /** Opens a preview panel afresh and reads its entries: links, or the about panel's lines. */
  async function previewPanel(button: string): Promise<string[]> {
    const frame = await new EditorPage(page).previewDocument();
    const toggle = frame.locator(`[data-button="${button}"]`);
    if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
    await toggle.click();
    return frame.locator(button === 'about' ? '[data-testid="side-panel"] dd' : '[data-testid="side-panel"] a').allTextContents();
  }

  it('attaches files, fills contact details and phone numbers with the spec’s messages, shows them in the preview, undoes, saves, reopens and publishes', async () => {
    const home = new HomePage(page);
    const editor = new EditorPage(page);
    await home.open(host.url);
    await home.chooseLanguage('en');
    await home.importPdf(TRACEMONKEY);
    await editor.waitForThumbnails(14);
    await page.locator('[data-testid="tab-more"]').click();

    await attach(path.join(files, 'setup.exe'));
    expect(await page.locator('[data-testid="toast-error"]').first().textContent()).toContain('.exe files cannot be attached.');
    await attach(path.join(files, 'price list.txt'));
    await expect.poll(() => page.locator('[data-testid="attachment"] .attachment-name').allTextContents()).toEqual(['price list.txt']);
    await expect.poll(() => previewPanel('download')).toEqual(['price list.txt (17 B)']);

    await page.locator('[data-testid="contact-email"]').fill('desk@');
    await page.getByText('Enter an e-mail address such as name@example.com.').waitFor();
    await page.locator('[data-testid="contact-email"]').fill('desk@example.org');
    await page.locator('[data-testid="contact-title"]').fill('Press office');
    await page.locator('[data-testid="contact-title"]').blur();
    await expect.poll(() => previewPanel('about')).toEqual(['Press office', 'desk@example.org']);

    await page.locator('[data-testid="phone-on"]').check();
    await page.locator('[data-testid="phone-add"]').click();
    const number = page.locator('[data-testid="phone-number"]').first();
    await number.fill('');
    expect(await page.locator('[data-testid="phone-error"]').textContent()).toBe('please enter phone number');
    await number.fill('12a45');
    expect(await page.locator('[data-testid="phone-error"]').textContent()).toBe('phone must be digits');
    await number.fill('1234');
    expect(await page.locator('[data-testid="phone-error"]').textContent()).toBe('phone format incorrect');
    await number.fill('5550100');
    await page.locator('[data-testid="phone-label"]').first().fill('Desk');
    await page.locator('[data-testid="phone-label"]').first().blur();
    await expect.poll(() => previewPanel('phone')).toEqual(['Desk: 5550100']);

    await page.locator('[data-testid="mobile-up-zoom"]').click();
    await expect.poll(() => page.locator('[data-testid="mobile-order"] li').evaluateAll((items) => items.map((item) => item.getAttribute('data-button-id')).indexOf('zoom'))).toBe(3);

    // Undo the order, then the label (the number was kept when its field was left).
    await page.locator('[data-testid="tab-more"]').focus();
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.locator('[data-testid="mobile-order"] li').evaluateAll((items) => items.map((item) => item.getAttribute('data-button-id')).indexOf('zoom'))).toBe(4);
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.locator('[data-testid="phone-label"]').first().inputValue()).toBe('');
    await expect.poll(() => previewPanel('phone')).toEqual(['5550100']);
    await page.locator('[data-testid="tab-more"]').focus();
    await page.keyboard.press('Control+Shift+z');
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => page.locator('[data-testid="phone-label"]').first().inputValue()).toBe('Desk');

    const projectFile = path.join(host.appDataDir, 'more.flipbook');
    await page.locator('[data-testid="tab-more"]').focus();
    await page.keyboard.press('Control+s');
    await editor.submitPath(projectFile);
    await editor.dirtyIndicator().waitFor({ state: 'detached' });
    await page.locator('[data-testid="go-home"]').click();
    await home.root().waitFor();
    await home.openProjectByPath(projectFile);
    await editor.waitForThumbnails(14);
    await page.locator('[data-testid="tab-more"]').click();
    expect(await page.locator('[data-testid="contact-title"]').inputValue()).toBe('Press office');
    expect(await page.locator('[data-testid="phone-label"]').first().inputValue()).toBe('Desk');
    expect(await page.locator('[data-testid="attachment"] .attachment-name').allTextContents()).toEqual(['price list.txt']);

    await page.locator('[data-testid="download-original"]').check();
    const outDir = path.join(host.appDataDir, 'published-more');
    await editor.publishHtml(outDir);
    expect(fs.readdirSync(path.join(outDir, 'files', 'original'))).toEqual(['tracemonkey.pdf']);
    bookServer = await startStaticServer({ '/': outDir });
    const reader = await browser.newPage();
    await reader.goto(`${bookServer.origin}/index.html`);
    await reader.locator('[data-button="download"]').click();
    const links = reader.locator('[data-testid="side-panel"] a[download]');
    expect(await links.allTextContents()).toEqual(['tracemonkey.pdf', 'price list.txt (17 B)']);
    const attachment = (await links.nth(1).getAttribute('href')) ?? '';
    expect(attachment).toMatch(/^files\/media\/[0-9a-f]{32}\.txt$/);
    expect(fs.readFileSync(path.join(outDir, attachment), 'utf8')).toBe('apples 3\npears 4\n');
    await reader.close();
  });
});
