import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser.js';
import { startWebHost, type RunningWebHost } from './support/web-host.js';
import { EditorPage } from './pages/editor-page.js';
import { HomePage } from './pages/home-page.js';

const TRACEMONKEY = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'corpus', 'books', 'tracemonkey.pdf');

describe('preview modes', () => {
  let host: RunningWebHost;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    host = await startWebHost();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1366, height: 860 } });
  });

  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('shows the book as on a phone or a pad without reloading, switches flip and slide as a book edit, and remembers the device', async () => {
    const home = new HomePage(page);
    const editor = new EditorPage(page);
    await home.open(host.url);
    await home.chooseLanguage('en');
    await home.importPdf(TRACEMONKEY);
    await editor.waitForThumbnails(14);
    const frame = await editor.previewDocument();
    await frame.waitForFunction(() => (document.querySelector('[data-testid="page-counter"]')?.textContent ?? '').includes('/ 14'));
    // A mark in the reader's window: a reload would lose it.
    await frame.evaluate(() => ((window as unknown as { mark: number }).mark = 42));

    await page.locator('[data-testid="preview-device-phone"]').click();
    await frame.waitForFunction(() => window.innerWidth === 390 && window.innerHeight === 844);
    expect(await page.locator('[data-testid="preview-device-phone"]').getAttribute('aria-checked')).toBe('true');
    // On a phone-sized screen the reader shows one page at a time.
    await frame.locator('.fb-next').click();
    await frame.waitForFunction(() => document.querySelector('[data-testid="page-counter"]')?.textContent === '2 / 14');
    await page.locator('[data-testid="preview-device-pad"]').click();
    await frame.waitForFunction(() => window.innerWidth === 820);
    expect(await frame.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(42);

    await page.locator('[data-testid="preview-turn-slide"]').click();
    await frame.locator('.fb-next').click();
    await frame.waitForFunction(() => document.querySelector('.fb-leaf.fb-sliding') !== null || (document.querySelector('[data-testid="page-counter"]')?.textContent ?? '').startsWith('3'));
    expect(await page.locator('[data-testid="preview-turn-slide"]').getAttribute('aria-checked')).toBe('true');
    await page.locator('[data-testid="tab-basic"]').focus();
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.locator('[data-testid="preview-turn-flip"]').getAttribute('aria-checked')).toBe('true');
    expect(await frame.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(42);

    await page.locator('[data-testid="preview-device-phone"]').click();
    await page.reload();
    await page.locator('[data-testid="home-screen"], [data-testid="editor-screen"]').first().waitFor();
    expect(await page.locator('[data-testid="preview-device-phone"]').getAttribute('aria-checked')).toBe('true');
  });
});
