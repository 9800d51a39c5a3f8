import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_API_PREFIX, HTTP_TOKEN_HEADER } from '../../src/shared/api/envelope.js';
import { launchChromium } from './support/browser.js';
import { startWebHost, type RunningWebHost } from './support/web-host.js';
import { EditorPage } from './pages/editor-page.js';
import { HomePage } from './pages/home-page.js';
import { SettingsTabPage } from './pages/settings-tab-page.js';

const TRACEMONKEY = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'corpus', 'books', 'tracemonkey.pdf');
/** reader.css's own background, #3a3d42, as computed style. */
/** The page colour of the default template's default theme (templates/metro, slate: #2f3b4a). */
const TEMPLATE_BACKGROUND = 'rgb(47, 59, 74)';

describe('Design → Settings', () => {
  let host: RunningWebHost;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  /** Calls the engine directly, as a project written by another version of the app would arrive. */
  async function api(name: string, arg: unknown): Promise<unknown> {
    const response = await fetch(`${host.origin}${HTTP_API_PREFIX}${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HTTP_TOKEN_HEADER]: host.token },
      body: JSON.stringify(arg),
    });
    const envelope = (await response.json()) as { ok: boolean; result: unknown };
    if (!envelope.ok) throw new Error(`${name} failed: ${JSON.stringify(envelope)}`);
    return envelope.result;
  }

  async function storedSettings(): Promise<Record<string, unknown>> {
    const result = (await api('project.get', {})) as { project: { book: { settings: Record<string, unknown> } } | null };
    if (result.project === null) throw new Error('no project is open');
    return result.project.book.settings;
  }

  beforeAll(async () => {
    host = await startWebHost();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1366, height: 860 } });
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('edits settings live in the preview, one key at a time, and resets them to their defaults', async () => {
    const home = new HomePage(page);
    const editor = new EditorPage(page);
    const settings = new SettingsTabPage(page);
    await home.open(host.url);
    await home.chooseLanguage('en');
    await home.importPdf(TRACEMONKEY);
    await editor.waitForThumbnails(14);
    const frame = await settings.previewFrame();
    await frame.waitForFunction(() => (document.querySelector('[data-testid="page-counter"]')?.textContent ?? '').includes('/ 14'));

    // Count what reaches the reader from now on, and mark its window to prove it never reloads.
    await frame.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenKeys: string[] }).seenKeys = seen;
      window.addEventListener('message', (event: MessageEvent<{ key?: string }>) => seen.push(String(event.data?.key)));
    });
    // The book's template (metro, theme slate, by default) colours the stage until a setting overrides it.
    await settings.waitForPreviewBackground(TEMPLATE_BACKGROUND);
    const templatePixel = await settings.previewBackgroundPixel();

    await settings.open();
    await settings.find('flip time');
    await settings.row('flipTime').waitFor();
    expect(await settings.row('backgroundColourA').count()).toBe(0);
    await settings.input('flipTime').fill('1.2');
    await settings.row('flipTime').locator('.setting-modified').waitFor();

    // The slider is keyboard-operable; each step is applied to the preview and stored.
    await settings.find('background opacity');
    await settings.page.locator('[data-testid="setting-slider-backgroundOpacity"]').focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await frame.waitForFunction(() => getComputedStyle(document.querySelector('.fb-reader')!, '::before').opacity === '0.9');
    await expect.poll(async () => (await storedSettings()).backgroundOpacity, { timeout: 15_000 }).toBe(0.9);
    expect(await settings.input('backgroundOpacity').inputValue()).toBe('0.9');
    await settings.reset('backgroundOpacity').click();
    await frame.waitForFunction(() => getComputedStyle(document.querySelector('.fb-reader')!, '::before').opacity === '1');

    await settings.find('background colour');
    await settings.row('backgroundColourA').waitFor();
    expect(await settings.row('flipTime').count()).toBe(0);
    await settings.input('backgroundColourA').fill('#ff0000');
    await settings.waitForPreviewBackground('rgb(255, 0, 0)');
    // Not only computed: the author sees it, beside the book.
    await expect.poll(() => settings.previewBackgroundPixel(), { timeout: 10_000 }).toBe('rgb(255, 0, 0)');
    expect(await settings.hex('backgroundColourA').inputValue()).toBe('#ff0000');
    expect(await frame.evaluate(() => getComputedStyle(document.querySelector('.fb-reader')!).getPropertyValue('--fb-bg-a').trim())).toBe('#ff0000');

    await settings.reset('backgroundColourA').click();
    await settings.waitForPreviewBackground(TEMPLATE_BACKGROUND);
    await expect.poll(() => settings.previewBackgroundPixel(), { timeout: 10_000 }).toBe(templatePixel);
    expect(await settings.hex('backgroundColourA').inputValue()).toBe('#3a3d42');
    expect(await settings.reset('backgroundColourA').isDisabled()).toBe(true);

    // The same window got one message per changed key, never the whole book again.
    const keys = await frame.evaluate(() => (window as unknown as { seenKeys: string[] }).seenKeys);
    expect(keys).not.toContain('book');
    expect(keys).toContain('flipTime');
    expect(keys.filter((key) => key === 'backgroundColourA').length).toBeGreaterThanOrEqual(2);

    // The engine hears edits after the editor's typing pause; a reset reaches it as a removed key.
    // Both resets are waited for together: one still in its typing pause would pass a check of the other.
    await expect
      .poll(async () => {
        const stored = await storedSettings();
        return { colourA: 'backgroundColourA' in stored, opacity: 'backgroundOpacity' in stored, flipTime: stored.flipTime };
      }, { timeout: 15_000 })
      .toEqual({ colourA: false, opacity: false, flipTime: 1.2 });
    expect(pageErrors).toEqual([]);
  });

  it('reports out-of-range values of an opened project, keeps them until the author resets them', async () => {
    const home = new HomePage(page);
    const editor = new EditorPage(page);
    const settings = new SettingsTabPage(page);
    const file = path.join(host.appDataDir, 'odd-settings.flipbook');
    const current = await storedSettings();
    await api('project.update', { patch: { settings: { ...current, backgroundOpacity: 5, pageMode: 'triple', futureKey: 'kept' } } });
    await api('project.saveAs', { path: file });
    await api('project.close', {});

    await page.reload();
    await home.root().waitFor();
    await home.openProjectByPath(file);
    await editor.waitForThumbnails(14);
    await page.locator('[data-testid="toast-error"]').filter({ hasText: '2 book settings' }).waitFor();

    await settings.open();
    await settings.problems().waitFor();
    expect(await page.locator('[data-testid="settings-problem-backgroundOpacity"]').textContent()).toContain('out of range');
    expect(await page.locator('[data-testid="settings-problem-pageMode"]').textContent()).toContain('not one of the choices');
    // Nothing was dropped: the engine still holds the odd values and the unknown key.
    expect(await storedSettings()).toMatchObject({ backgroundOpacity: 5, pageMode: 'triple', futureKey: 'kept' });

    await page.locator('[data-testid="settings-problems-reset"]').click();
    await settings.problems().waitFor({ state: 'detached' });
    // The edit reaches the engine after the editor's typing pause.
    await expect.poll(async () => 'backgroundOpacity' in (await storedSettings()), { timeout: 15_000 }).toBe(false);
    const after = await storedSettings();
    expect('backgroundOpacity' in after).toBe(false);
    expect('pageMode' in after).toBe(false);
    expect(after.futureKey).toBe('kept');
  });
});
