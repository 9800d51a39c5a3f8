import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser.js';
import { startStaticServer, type StaticServer } from './support/static-server.js';
import { startWebHost, type RunningWebHost } from './support/web-host.js';
import { EditorPage } from './pages/editor-page.js';
import { HomePage } from './pages/home-page.js';

const TRACEMONKEY = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'corpus', 'books', 'tracemonkey.pdf');

describe('the basic tab: logo and background', () => {
  let host: RunningWebHost;
  let browser: Browser;
  let page: Page;
  let bookServer: StaticServer | undefined;
  let files: string;

  beforeAll(async () => {
    files = fs.mkdtempSync(path.join(os.tmpdir(), 'basic-look-e2e-'));
    await sharp({ create: { width: 90, height: 30, channels: 3, background: '#1060c0' } }).png().toFile(path.join(files, 'logo.png'));
    fs.writeFileSync(path.join(files, 'fake.png'), 'not a picture at all');
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

  async function chooseLogo(file: string): Promise<void> {
    const chooser = page.waitForEvent('filechooser');
    await page.locator('[data-testid="picture-logoImage-choose"]').click();
    await (await chooser).setFiles(file);
  }

  const previewLogo = async () => (await new EditorPage(page).previewDocument()).locator('[data-testid="book-logo"]');
  const previewVar = async (name: string) =>
    (await new EditorPage(page).previewDocument()).evaluate((variable) => getComputedStyle(document.querySelector('.fb-reader')!).getPropertyValue(variable).trim(), name);

  /** The painted background layer's image in the preview: 'none' for a plain colour. */
  const previewBackgroundImage = async () =>
    (await new EditorPage(page).previewDocument()).evaluate(() => getComputedStyle(document.querySelector('.fb-reader')!, '::before').backgroundImage);

  it('stores a logo file, shows it and the background in the preview, undoes, saves, reopens and publishes them', async () => {
    const home = new HomePage(page);
    const editor = new EditorPage(page);
    await home.open(host.url);
    await home.chooseLanguage('en');
    await home.importPdf(TRACEMONKEY);
    await editor.waitForThumbnails(14);
    await page.locator('[data-testid="tab-basic"]').click();

    // A text file named .png is refused with the spec's message, and nothing changes.
    await chooseLogo(path.join(files, 'fake.png'));
    expect(await page.locator('[data-testid="toast-error"]').first().textContent()).toContain('Image conversion failed!');
    expect(await page.locator('[data-testid="picture-logoImage-thumb"]').count()).toBe(0);

    await chooseLogo(path.join(files, 'logo.png'));
    await page.locator('[data-testid="picture-logoImage-thumb"]').waitFor();
    const logo = await previewLogo();
    await logo.locator('img').waitFor();
    await expect.poll(async () => (await previewLogo()).locator('img').evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(90);
    await page.locator('[data-testid="setting-input-logoHeight"]').fill('50');
    await expect.poll(async () => (await previewLogo()).locator('img').evaluate((image) => (image as HTMLImageElement).style.height)).toBe('50px');

    await page.locator('[data-testid="setting-input-backgroundColourA"]').fill('#ff0000');
    await expect.poll(() => previewVar('--fb-bg-a')).toBe('#ff0000');
    await page.locator('[data-testid="title-input"]').focus();
    await page.keyboard.press('Control+z');
    await expect.poll(() => previewVar('--fb-bg-a')).not.toBe('#ff0000');
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => previewVar('--fb-bg-a')).toBe('#ff0000');
    // One colour is painted plain; a second one makes the gradient (decision 0279).
    expect(await previewBackgroundImage()).toBe('none');
    await page.locator('[data-testid="setting-input-backgroundColourB"]').fill('#0000ff');
    await expect.poll(previewBackgroundImage).toContain('linear-gradient');

    const projectFile = path.join(host.appDataDir, 'look.flipbook');
    await editor.saveAs(projectFile);
    await page.locator('[data-testid="go-home"]').click();
    await home.root().waitFor();
    await home.openProjectByPath(projectFile);
    await editor.waitForThumbnails(14);
    await page.locator('[data-testid="tab-basic"]').click();
    await page.locator('[data-testid="picture-logoImage-thumb"]').waitFor();
    await expect.poll(async () => (await previewLogo()).locator('img').evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(90);

    const outDir = path.join(host.appDataDir, 'published-look');
    await editor.publishHtml(outDir);
    const media = fs.readdirSync(path.join(outDir, 'files', 'media'));
    expect(media).toHaveLength(1);
    bookServer = await startStaticServer({ '/': outDir });
    const reader = await browser.newPage();
    await reader.goto(`${bookServer.origin}/index.html`);
    await reader.waitForFunction(() => (document.querySelector<HTMLImageElement>('[data-testid="book-logo"] img')?.naturalWidth ?? 0) === 90);
    expect(await reader.locator('[data-testid="book-logo"] img').getAttribute('src')).toBe(`files/media/${media[0]}`);
    expect(await reader.evaluate(() => getComputedStyle(document.querySelector('.fb-reader')!).getPropertyValue('--fb-bg-a').trim())).toBe('#ff0000');
    expect(await reader.evaluate(() => getComputedStyle(document.querySelector('.fb-reader')!, '::before').backgroundImage)).toContain('linear-gradient(rgb(255, 0, 0), rgb(0, 0, 255))');
    await reader.close();
  });
});
