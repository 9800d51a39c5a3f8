import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_API_PREFIX, HTTP_TOKEN_HEADER } from '../../src/shared/api/envelope.js';
import { launchChromium } from './support/browser.js';
import { startStaticServer, type StaticServer } from './support/static-server.js';
import { startWebHost, type RunningWebHost } from './support/web-host.js';
import { EditorPage } from './pages/editor-page.js';
import { HomePage } from './pages/home-page.js';
import { MultimediaPage } from './pages/multimedia-page.js';
import { SettingsTabPage } from './pages/settings-tab-page.js';

const TRACEMONKEY = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'corpus', 'books', 'tracemonkey.pdf');

interface StoredItem {
  kind: string;
  x: number;
  y: number;
  w: number;
  src?: string;
  url?: string;
}

describe('Add multimedia', () => {
  let host: RunningWebHost;
  let browser: Browser;
  let page: Page;
  let bookServer: StaticServer | undefined;
  let tempDir: string;
  const pageErrors: string[] = [];

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

  /** The objects the engine has stored for the book's first page. */
  async function firstPageItems(): Promise<StoredItem[]> {
    const { project } = (await api('project.get', {})) as { project: { pages: { id: string }[]; book: { settings: Record<string, unknown> } } };
    const media = (project.book.settings.pageMedia ?? {}) as Record<string, StoredItem[]>;
    return media[project.pages[0]!.id] ?? [];
  }

  async function waitForStored(check: (items: StoredItem[]) => boolean): Promise<StoredItem[]> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const items = await firstPageItems();
      if (check(items)) return items;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the stored objects never matched: ${JSON.stringify(await firstPageItems())}`);
  }

  beforeAll(async () => {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'multimedia-e2e-'));
    await sharp({ create: { width: 120, height: 80, channels: 3, background: '#d03030' } })
      .png()
      .toFile(path.join(tempDir, 'red.png'));
    // Storage only looks at the extension for videos; the reader is checked by its element's src.
    fs.writeFileSync(path.join(tempDir, 'clip.webm'), Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]));
    fs.writeFileSync(path.join(tempDir, 'big.webm'), Buffer.alloc(2 * 1024 * 1024, 7));
    host = await startWebHost();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    await bookServer?.close();
    await browser?.close();
    await host?.stop();
    fs.rmSync(tempDir, { recursive: true, force: true });
  });

  it('places a link, a picture and a video on a page, drags, undoes, saves, reopens and publishes them', async () => {
    const home = new HomePage(page);
    const editor = new EditorPage(page);
    const multimedia = new MultimediaPage(page);
    await home.open(host.url);
    await home.chooseLanguage('en');
    await home.importPdf(TRACEMONKEY);
    await editor.waitForThumbnails(14);

    await multimedia.open();
    expect(await multimedia.field('multimedia-page-number').textContent()).toBe('Page 1 of 14');
    await multimedia.field('multimedia-add-link').click();
    await multimedia.field('multimedia-url').fill('javascript:alert(1)');
    await page.getByRole('alert').filter({ hasText: 'http://' }).waitFor();
    await multimedia.field('multimedia-url').fill('https://example.com/more');
    await multimedia.addFile('image', path.join(tempDir, 'red.png'));
    await multimedia.item('image').waitFor();
    await multimedia.addFile('video', path.join(tempDir, 'clip.webm'));
    await multimedia.item('video').waitFor();
    expect(await multimedia.items().count()).toBe(3);

    // The video landed over the picture: keyboard users nudge it away (Shift+arrow, 5% a press).
    await multimedia.item('video').focus();
    for (let press = 0; press < 6; press += 1) await page.keyboard.press('Shift+ArrowDown');
    const placed = await waitForStored((items) => items.length === 3 && items[0]?.url === 'https://example.com/more' && items[2]!.y >= 0.65);
    const added = placed.find((item) => item.kind === 'image')!;
    await multimedia.resize('image', 60, 40);
    const resized = await waitForStored((items) => items.find((item) => item.kind === 'image')!.w > added.w + 0.05);
    const imageBefore = resized.find((item) => item.kind === 'image')!;
    expect([imageBefore.x, imageBefore.y]).toEqual([added.x, added.y]);
    await multimedia.drag('image', -120, -150);
    const moved = await waitForStored((items) => items.find((item) => item.kind === 'image')!.x < imageBefore.x - 0.05);
    const imageAfter = moved.find((item) => item.kind === 'image')!;
    expect(imageAfter.y).toBeLessThan(imageBefore.y);

    // The preview shows all three on page 1, the picture where it was dragged to.
    const frame = (await (await page.locator('[data-testid="preview-frame"]').elementHandle())!.contentFrame())!;
    await frame.waitForFunction(
      (x) => {
        const image = document.querySelector<HTMLImageElement>('.fb-media-image');
        return image !== null && image.naturalWidth > 0 && Math.abs(parseFloat(image.style.left) - x * 100) < 0.01;
      },
      imageAfter.x,
    );
    expect(await frame.locator('a.fb-media-link').getAttribute('href')).toBe('https://example.com/more');
    expect(await frame.locator('a.fb-media-link').getAttribute('rel')).toContain('noopener');
    expect(await frame.locator('video.fb-media-video').getAttribute('src')).toContain(moved.find((item) => item.kind === 'video')!.src!);

    // The whole drag is one step: Ctrl+Z puts the picture back where it was added.
    await page.keyboard.press('Control+z');
    // Only the move is undone: the picture keeps the size its resize gave it.
    await waitForStored((items) => {
      const image = items.find((item) => item.kind === 'image')!;
      return image.x === imageBefore.x && image.y === imageBefore.y && image.w === imageBefore.w && items.length === 3;
    });
    await frame.waitForFunction((x) => Math.abs(parseFloat(document.querySelector<HTMLElement>('.fb-media-image')?.style.left ?? '') - x * 100) < 0.01, imageBefore.x);

    // Redo moves it again, in the store and in the preview.
    await page.keyboard.press('Control+Shift+z');
    await waitForStored((items) => items.find((item) => item.kind === 'image')!.x === imageAfter.x);
    await frame.waitForFunction((x) => Math.abs(parseFloat(document.querySelector<HTMLElement>('.fb-media-image')?.style.left ?? '') - x * 100) < 0.01, imageAfter.x);

    await multimedia.close();
    const projectFile = path.join(host.appDataDir, 'multimedia.flipbook');
    await editor.saveAs(projectFile);
    await page.locator('[data-testid="go-home"]').click();
    await home.root().waitFor();
    await home.openProjectByPath(projectFile);
    await editor.waitForThumbnails(14);
    await multimedia.open();
    expect(await multimedia.items().count()).toBe(3);
    expect((await firstPageItems()).find((item) => item.kind === 'image')).toMatchObject({ x: imageAfter.x, y: imageAfter.y, w: imageBefore.w });
    await multimedia.close();

    const outDir = path.join(host.appDataDir, 'published-multimedia');
    await editor.publishHtml(outDir);
    const mediaFiles = fs.readdirSync(path.join(outDir, 'files', 'media'));
    expect(mediaFiles.map((name) => path.extname(name)).sort()).toEqual(['.png', '.webm']);
    bookServer = await startStaticServer({ '/': outDir });
    const readerPage = await browser.newPage();
    await readerPage.goto(`${bookServer.origin}/index.html`);
    await readerPage.waitForFunction(() => (document.querySelector<HTMLImageElement>('.fb-media-image')?.naturalWidth ?? 0) > 0);
    expect(await readerPage.locator('.fb-media-image').getAttribute('src')).toMatch(/^files\/media\/[0-9a-f]{32}\.png$/);
    expect(await readerPage.locator('video.fb-media-video').getAttribute('src')).toMatch(/^files\/media\/[0-9a-f]{32}\.webm$/);
    expect(await readerPage.locator('a.fb-media-link').getAttribute('href')).toBe('https://example.com/more');
    // A swipe that starts on a picture is the picture's: the book does not turn.
    const counter = readerPage.locator('[data-testid="page-counter"]');
    const before = await counter.textContent();
    const picture = (await readerPage.locator('.fb-media-image').boundingBox())!;
    await readerPage.mouse.move(picture.x + picture.width / 2, picture.y + picture.height / 2);
    await readerPage.mouse.down();
    for (let step = 1; step <= 6; step += 1) await readerPage.mouse.move(picture.x + picture.width / 2 - step * 40, picture.y + picture.height / 2);
    await readerPage.mouse.up();
    await readerPage.waitForTimeout(800);
    expect(await counter.textContent()).toBe(before);
    // The gallery button was turned on with the first video; it lists it and plays it in a modal.
    await readerPage.locator('[data-button="videogallery"]').click();
    await readerPage.locator('[data-testid="video-gallery"] button').first().click();
    expect(await readerPage.locator('[data-testid="video-modal"] video').getAttribute('src')).toMatch(/^files\/media\/[0-9a-f]{32}\.webm$/);
    await readerPage.close();

    expect(pageErrors).toEqual([]);
  });

  it('refuses a file over the multimedia limit the settings chose, with the clear message', async () => {
    const settings = new SettingsTabPage(page);
    const multimedia = new MultimediaPage(page);
    await settings.open();
    await settings.find('multimedia');
    await settings.input('multimediaMaxMb').fill('1');
    await page.locator('[data-testid="multimedia-dialog"]').waitFor({ state: 'detached' });
    await multimedia.open();
    await multimedia.field('multimedia-next').click();
    expect(await multimedia.field('multimedia-page-number').textContent()).toBe('Page 2 of 14');
    await multimedia.addFile('video', path.join(tempDir, 'big.webm'));
    await page.locator('[data-testid="toast-error"]').filter({ hasText: 'Files must be smaller than 1 MB.' }).waitFor();
    expect(await multimedia.items().count()).toBe(0);
    await multimedia.close();
  });
});
