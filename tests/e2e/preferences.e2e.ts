import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOVERY_DIR } from '../../src/main/project/recovery-files.js';
import { HTTP_API_PREFIX, HTTP_TOKEN_HEADER } from '../../src/shared/api/envelope.js';
import { launchChromium } from './support/browser.js';
import { startWebHost, type RunningWebHost } from './support/web-host.js';
import { EditorPage } from './pages/editor-page.js';
import { HomePage } from './pages/home-page.js';
import { ImportPanelPage } from './pages/import-panel-page.js';

const ONE_PAGE_PDF = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'corpus', 'pdfjs', '90ms_rksj_h_sample.pdf');
const VIEWPORT = { width: 1366, height: 860 };

/** What the engine has stored, asked the way the editor asks. */
async function storedPrefs(host: RunningWebHost): Promise<unknown> {
  const response = await fetch(`${host.origin}${HTTP_API_PREFIX}prefs.get`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [HTTP_TOKEN_HEADER]: host.token },
    body: '{}',
  });
  return ((await response.json()) as { result?: unknown }).result;
}

/** A port nothing listens on now, other than `avoid`, so the restarted host is surely a new origin. */
async function freePortOtherThan(avoid: number): Promise<number> {
  for (;;) {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    if (port !== avoid) return port;
  }
}

/** A fresh browser profile each time: nothing can come back from the browser's own storage. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  return context.newPage();
}

describe('remembered choices', () => {
  const hosts: RunningWebHost[] = [];
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    for (const host of hosts) await host.stop();
  });

  it('keeps the interface language, the import choices and the preview device when the web host restarts on another port', async () => {
    const first = await startWebHost();
    hosts.push(first);
    let page = await freshPage(browser);
    let home = new HomePage(page);
    let panel = new ImportPanelPage(page);
    await home.open(first.url);
    await home.chooseLanguage('en');
    await home.pickPdf(ONE_PAGE_PDF);
    await panel.waitOpen();
    await panel.chooseQuality('shd');
    await page.locator('[data-testid="extract-links"]').uncheck();
    await panel.submit();
    await new EditorPage(page).waitForThumbnails(1);
    await page.locator('[data-testid="preview-device-phone"]').click();
    // The editor writes through to the engine; wait until the engine answers with all three.
    await expect
      .poll(() => storedPrefs(first), { timeout: 10_000 })
      .toMatchObject({ language: 'en', previewDevice: 'phone', importChoices: { preset: 'shd', extract: { toc: true, links: false, text: true } } });
    await page.context().close();
    await first.stop();
    // The first run's unsaved book would be offered back; that offer is another test's subject.
    fs.rmSync(path.join(first.appDataDir, RECOVERY_DIR), { recursive: true, force: true });

    const second = await startWebHost({ appDataDir: first.appDataDir, port: await freePortOtherThan(Number(new URL(first.origin).port)) });
    hosts.push(second);
    expect(second.origin).not.toBe(first.origin);
    page = await freshPage(browser);
    home = new HomePage(page);
    panel = new ImportPanelPage(page);
    await home.open(second.url);
    // The first render is already in English: the language was loaded before the editor started.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.locator('[data-testid="home-new-project"]').textContent()).toContain('New project');
    await home.pickPdf(ONE_PAGE_PDF);
    await panel.waitOpen();
    expect(await page.locator('[data-testid="quality-shd"]').isChecked()).toBe(true);
    expect(await page.locator('[data-testid="extract-links"]').isChecked()).toBe(false);
    expect(await page.locator('[data-testid="extract-text"]').isChecked()).toBe(true);
    await panel.submit();
    await new EditorPage(page).waitForThumbnails(1);
    expect(await page.locator('[data-testid="preview-device-phone"]').getAttribute('aria-checked')).toBe('true');
  });

  /** A fresh host (a new installation) opened by a browser whose languages are `locale`. */
  async function firstStart(locale: string, appDataDir?: string): Promise<{ host: RunningWebHost; page: Page }> {
    const host = await startWebHost(appDataDir === undefined ? {} : { appDataDir });
    hosts.push(host);
    const context = await browser.newContext({ viewport: VIEWPORT, locale });
    const page = await context.newPage();
    await new HomePage(page).open(host.url);
    return { host, page };
  }

  it('on a first start, speaks a German browser language at once and remembers it, even for a browser in another language later', async () => {
    const { host, page } = await firstStart('de-DE');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await page.locator('[data-testid="home-new-project"]').textContent()).toContain('Neues Projekt');
    expect(await page.locator('[data-testid="language-select"]').inputValue()).toBe('de');
    await expect.poll(() => storedPrefs(host)).toMatchObject({ language: 'de' });
    await page.context().close();
    await host.stop();

    const again = await firstStart('ja-JP', host.appDataDir);
    expect(await again.page.evaluate(() => document.documentElement.lang)).toBe('de');
    await again.page.context().close();
  });

  it('starts in Chinese, the default, when the browser language is not one of the 12', async () => {
    const { host, page } = await firstStart('sv-SE');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh');
    expect(await page.locator('[data-testid="home-new-project"]').textContent()).toContain('新建项目');
    await expect.poll(() => storedPrefs(host)).toMatchObject({ language: 'zh' });
    await page.context().close();
  });
});
