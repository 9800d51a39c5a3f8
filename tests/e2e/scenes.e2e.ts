import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeProject, pageColor } from '../../src/main/publish/testing/fake-project.js';
import { createPublishTestEngine } from '../../src/main/publish/testing/test-context.js';
import { ReaderPage } from './pages/reader-page.js';
import { launchChromium } from './support/browser.js';
import { startStaticServer, type StaticServer } from './support/static-server.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const READER_DIST = path.join(ROOT, 'dist', 'reader');

let work: string;
let browser: Browser;
let server: StaticServer;
let snowy: string;
let plain: string;

async function publishBook(outDir: string, settings: Record<string, unknown>): Promise<void> {
  const pages = Array.from({ length: 4 }, (_, i) => ({ width: 120, height: 160, color: pageColor(i + 1) }));
  const project = await createFakeProject({ title: 'Scenes', pages });
  project.updateBook({ settings });
  await createPublishTestEngine({ project, readerAssetsDir: READER_DIST }).publish(outDir);
}

/** How many pixels of the scene's canvas hold any paint, and a fingerprint of them all. */
function canvasState(root: Page | Frame): Promise<{ painted: number; print: string }> {
  return root.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('canvas[data-scene]')!;
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let painted = 0;
    let hash = 0;
    for (let i = 3; i < data.length; i += 4) {
      if (data[i]! > 0) painted += 1;
      hash = (Math.imul(hash, 31) + data[i]! + data[i - 1]! * 7) | 0;
    }
    return { painted, print: `${painted}:${hash}` };
  });
}

/** Waits for a few animation frames of the page itself. */
function frames(root: Page | Frame, count: number): Promise<void> {
  return root.evaluate(
    (n) => new Promise<void>((resolve) => {
      let left = n;
      const tick = (): void => {
        left -= 1;
        if (left <= 0) resolve();
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    }),
    count,
  );
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-scenes-e2e-'));
  snowy = path.join(work, 'snowy');
  plain = path.join(work, 'plain');
  await publishBook(snowy, { scene: 'snow' });
  await publishBook(plain, {});
  server = await startStaticServer(
    { '/snowy/': snowy, '/plain/': plain, '/reader/': READER_DIST },
    { '/harness.html': '<!doctype html><title>Editor</title><link rel="icon" href="data:,"><iframe src="/reader/index.html" width="900" height="600"></iframe><script>window.received=[];addEventListener("message",(e)=>received.push(e.data));</script>' },
  );
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('a published book with a scene', () => {
  it('carries only its own scene, and a book without one carries none', () => {
    expect(fs.readdirSync(path.join(snowy, 'scenes'))).toEqual(['snow.js']);
    expect(fs.existsSync(path.join(plain, 'scenes'))).toBe(false);
  });

  it('draws the scene behind the book, out of the way of the pointer, and pauses it while hidden', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    const { page, problems } = await ReaderPage.watched(context);
    await page.goto(`${server.origin}/snowy/index.html`);
    await new ReaderPage(page).waitForCounter('1 / 4');
    await page.waitForSelector('canvas[data-scene="snow"]', { state: 'attached' });
    await frames(page, 10);
    const running = await canvasState(page);
    expect(running.painted).toBeGreaterThan(100);

    // First in the stage, so the book's positioned layers paint over it; no pointer events.
    const placement = await page.evaluate(() => {
      const canvas = document.querySelector('canvas[data-scene]')!;
      const book = document.querySelector('.fb-book')!.getBoundingClientRect();
      const hit = document.elementFromPoint(book.left + book.width * 0.75, book.top + book.height / 2);
      return { first: canvas.parentElement?.firstElementChild === canvas, pointer: getComputedStyle(canvas).pointerEvents, hitIsCanvas: hit === canvas };
    });
    expect(placement).toEqual({ first: true, pointer: 'none', hitIsCanvas: false });

    await frames(page, 10);
    expect((await canvasState(page)).print).not.toBe(running.print);

    // Hidden: the loop stops, so the picture holds still however many frames pass.
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const paused = await canvasState(page);
    await frames(page, 20);
    expect((await canvasState(page)).print).toBe(paused.print);

    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await frames(page, 10);
    expect((await canvasState(page)).print).not.toBe(paused.print);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows one still frame when the reader prefers reduced motion, and moves again when that changes', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 }, reducedMotion: 'reduce' });
    const { page, problems } = await ReaderPage.watched(context);
    await page.goto(`${server.origin}/snowy/index.html`);
    await page.waitForSelector('canvas[data-scene="snow"]', { state: 'attached' });
    const still = await canvasState(page);
    expect(still.painted).toBeGreaterThan(100);
    await frames(page, 20);
    expect((await canvasState(page)).print).toBe(still.print);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await frames(page, 10);
    expect((await canvasState(page)).print).not.toBe(still.print);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('loads its scene from file:// too, within the reader CSP', async () => {
    const context = await browser.newContext();
    const { page, problems } = await ReaderPage.watched(context);
    await page.goto(pathToFileURL(path.join(snowy, 'index.html')).href);
    await page.waitForSelector('canvas[data-scene="snow"]', { state: 'attached' });
    await frames(page, 5);
    expect((await canvasState(page)).painted).toBeGreaterThan(100);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the scene in the live preview', () => {
  it('swaps the scene when the editor changes the setting, without a reload', async () => {
    const context = await browser.newContext();
    const { page, problems } = await ReaderPage.watched(context);
    await page.goto(`${server.origin}/harness.html`);
    await page.waitForFunction(() => (window as unknown as { received: { type: string }[] }).received.some((m) => m.type === 'previewReady'));
    const frame = page.frames().find((f) => f.url().endsWith('/reader/index.html'))!;
    const book = JSON.parse(
      fs.readFileSync(path.join(plain, 'book.js'), 'utf8').replace(/^window\.__FLIPBOOK_BOOK__ = /, '').replace(/;\s*$/, ''),
    ) as { pages: Record<string, string | number>[] };
    for (const entry of book.pages) {
      for (const key of ['thumb', 'normal', 'hd']) entry[key] = `${server.origin}/plain/${entry[key]}`;
    }
    const post = (message: unknown) => page.evaluate((data) => document.querySelector('iframe')!.contentWindow!.postMessage(data, location.origin), message);
    const sceneState = () =>
      frame.evaluate(() => ({
        canvases: [...document.querySelectorAll<HTMLCanvasElement>('canvas')].map((canvas) => canvas.dataset.scene),
        scripts: [...document.querySelectorAll<HTMLScriptElement>('script[src*="scenes/"]')].map((script) => script.getAttribute('src')),
        sameDocument: (window as unknown as { __notReloaded?: boolean }).__notReloaded === true,
      }));

    await post({ type: 'previewBook', key: 'book', value: book });
    await new ReaderPage(frame).waitForCounter('1 / 4');
    await frame.evaluate(() => {
      (window as unknown as { __notReloaded: boolean }).__notReloaded = true;
    });
    expect((await sceneState()).canvases).toEqual([]);

    await post({ type: 'previewBook', key: 'scene', value: 'moon' });
    await frame.waitForSelector('canvas[data-scene="moon"]', { state: 'attached' });
    await frames(frame, 5);
    expect((await canvasState(frame)).painted).toBeGreaterThan(100);

    await post({ type: 'previewBook', key: 'scene', value: 'firefly' });
    await frame.waitForSelector('canvas[data-scene="firefly"]', { state: 'attached' });
    expect(await sceneState()).toEqual({ canvases: ['firefly'], scripts: ['scenes/firefly.js'], sameDocument: true });

    // Back to one loaded before: started again at once, from the script already run.
    await post({ type: 'previewBook', key: 'scene', value: 'moon' });
    await frame.waitForSelector('canvas[data-scene="moon"]', { state: 'attached' });
    expect((await sceneState()).canvases).toEqual(['moon']);

    await post({ type: 'previewBook', key: 'scene', value: 'none' });
    await frame.waitForFunction(() => document.querySelector('canvas[data-scene]') === null);
    expect(await sceneState()).toEqual({ canvases: [], scripts: [], sameDocument: true });
    expect(problems).toEqual([]);
    await context.close();
  });
});
