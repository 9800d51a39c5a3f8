import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
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
import { PreferencesPage } from './pages/preferences-page.js';
import { BatchPage } from './pages/batch-page.js';
import { RECENT_PROJECTS_FILE } from '../../src/main/project/create-project-session.js';

const ONE_PAGE_PDF = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'corpus', 'pdfjs', '90ms_rksj_h_sample.pdf');
const VIEWPORT = { width: 1366, height: 860 };

/** What the engine answers to `method`, asked the way the editor asks. */
async function engineCall(host: RunningWebHost, method: string): Promise<unknown> {
  const response = await fetch(`${host.origin}${HTTP_API_PREFIX}${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [HTTP_TOKEN_HEADER]: host.token },
    body: '{}',
  });
  return ((await response.json()) as { result?: unknown }).result;
}

/** What the engine has stored. */
const storedPrefs = (host: RunningWebHost) => engineCall(host, 'prefs.get');

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

  it('opens the preferences dialog from the keyboard and the header, and each preference is stored and takes effect', async () => {
    // A recent project to clear: a project file the list names, which exists.
    const appDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-e2e-'));
    const projectFile = path.join(appDataDir, 'handbook.flipbook');
    fs.writeFileSync(projectFile, '');
    const entry = { path: projectFile, title: 'Handbook', openedAt: new Date().toISOString(), pageCount: 3 };
    fs.writeFileSync(path.join(appDataDir, RECENT_PROJECTS_FILE), JSON.stringify([entry]));
    const booksDir = path.join(appDataDir, 'books');
    const host = await startWebHost({ appDataDir });
    hosts.push(host);
    const page = await freshPage(browser);
    const home = new HomePage(page);
    const prefs = new PreferencesPage(page);
    await home.open(host.url);
    await home.chooseLanguage('en');
    await home.recentItems().first().waitFor();

    // Ctrl+, opens it on its first field. The page behind it is inert: Tab goes round the
    // dialog's fields (and out to the browser's own controls, where a page has no say), never
    // to the editor behind. Escape closes it, changing nothing.
    await prefs.openWithKeyboard();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('preferences-language');
    const focused: string[] = [];
    for (let step = 0; step < 24; step += 1) {
      await page.keyboard.press('Tab');
      focused.push(
        await page.evaluate(() => {
          const element = document.activeElement;
          if (element === null || element === document.body) return 'outside the page';
          return element.closest('[data-testid="preferences-dialog"]') === null ? 'behind the dialog' : (element.getAttribute('data-testid') ?? element.tagName);
        }),
      );
    }
    expect(focused).not.toContain('behind the dialog');
    expect(focused.filter((name) => name === 'preferences-language').length, focused.join(', ')).toBeGreaterThanOrEqual(1);
    await prefs.field('quality').selectOption('hd');
    await page.keyboard.press('Escape');
    await prefs.dialog().waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('DIALOG');

    await prefs.openFromHeader();
    expect(await prefs.field('quality').inputValue()).toBe('fhd');
    expect(await prefs.field('update-check').isChecked()).toBe(true);
    // A service URL that is not http(s) is named, and nothing is saved while it stands.
    await prefs.field('server').fill('ftp://cloud.example.com');
    expect(await prefs.field('server-note').textContent()).toContain('http:// or https://');
    await prefs.field('save').click();
    expect(await prefs.dialog().isVisible()).toBe(true);
    await prefs.field('server').fill('https://cloud.example.com/');
    expect(await prefs.field('server-note').textContent()).not.toContain('http:// or https://');
    await prefs.field('update-check').uncheck();
    await prefs.field('output-dir').fill(booksDir);
    await prefs.field('quality').selectOption('shd');
    await prefs.field('engine-dir').fill('/opt/poppler/bin');
    // Clearing the recent projects asks first; keeping them leaves the list alone.
    await prefs.field('clear-recent').click();
    expect(await prefs.field('recent-question').textContent()).toContain('1');
    await prefs.field('clear-recent-no').click();
    expect(await engineCall(host, 'project.recent')).toMatchObject({ items: [{ path: projectFile }] });
    await prefs.clearRecent();
    await prefs.field('language').selectOption('de');
    await prefs.save();

    expect(await storedPrefs(host)).toMatchObject({
      language: 'de',
      cloudLogin: { server: 'https://cloud.example.com' },
      updateCheckAtStart: false,
      defaultOutputDir: booksDir,
      importChoices: { preset: 'shd', externalEngineDir: '/opt/poppler/bin' },
    });
    expect(await engineCall(host, 'project.recent')).toEqual({ items: [] });
    expect(JSON.parse(fs.readFileSync(path.join(appDataDir, RECENT_PROJECTS_FILE), 'utf8'))).toEqual([]);

    // Each took effect: the interface speaks German, the home screen lists no recent project,
    // the batch panel suggests the output folder, the import panel starts at SHD with the engine folder.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await home.recentItems().count()).toBe(0);
    const batch = new BatchPage(page);
    await batch.openFromHome();
    expect(await batch.button('out-dir').inputValue()).toBe(booksDir);
    await batch.button('close').click();
    await batch.root().waitFor({ state: 'detached' });
    const panel = new ImportPanelPage(page);
    await home.pickPdf(ONE_PAGE_PDF);
    await panel.waitOpen();
    expect(await page.locator('[data-testid="quality-shd"]').isChecked()).toBe(true);
    await page.locator('[data-testid="engine-external"]').check();
    expect(await page.locator('[data-testid="engine-folder"]').inputValue()).toBe('/opt/poppler/bin');
    await page.locator('[data-testid="import-cancel-dialog"]').click();
    await panel.dialog().waitFor({ state: 'detached' });

    // A new window reads them back from the engine: the dialog shows what was saved.
    await page.context().close();
    const again = await freshPage(browser);
    await new HomePage(again).open(host.url);
    const reopened = new PreferencesPage(again);
    await reopened.openFromHeader();
    expect(await reopened.field('language').inputValue()).toBe('de');
    expect(await reopened.field('server').inputValue()).toBe('https://cloud.example.com');
    expect(await reopened.field('update-check').isChecked()).toBe(false);
    expect(await reopened.field('output-dir').inputValue()).toBe(booksDir);
    expect(await reopened.field('quality').inputValue()).toBe('shd');
    expect(await reopened.field('engine-dir').inputValue()).toBe('/opt/poppler/bin');
    await again.context().close();
  });
});
