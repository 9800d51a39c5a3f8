import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READER_BOOK_GLOBAL } from '../../src/shared/reader/book-data.js';
import { TEMPLATE_IDS, type TemplateId } from '../../src/shared/design/design-ids.js';
import { createFakeProject, pageColor } from '../../src/main/publish/testing/fake-project.js';
import { createPublishTestEngine } from '../../src/main/publish/testing/test-context.js';
import { ReaderPage } from './pages/reader-page.js';
import { launchChromium } from './support/browser.js';
import { startStaticServer, type StaticServer } from './support/static-server.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const READER_DIST = path.join(ROOT, 'dist', 'reader');
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
/** Screenshots are compared as 96 x 60 RGB thumbnails: layout and colour survive, anti-aliasing noise does not. */
const THUMB = { width: 96, height: 60 };
/**
 * The least mean difference (0-255 per channel, over every pixel) two templates' screenshots
 * must show. Two renders of the same template differ by well under 0.5 (the thumbnail
 * averages away anti-aliasing). Moving a 48 px toolbar from one edge to another changes
 * about 6% of the pixels by some 100 levels, about 6; a recolour of the toolbar alone
 * changes about 6% of the pixels by about 40-60, about 3. So 4 asks for more than a
 * recoloured bar: a different layout, frame or background as well.
 */
const MIN_DIFFERENCE = 4;

let work: string;
let bookDir: string;
let browser: Browser;
let server: StaticServer;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-templates-e2e-'));
  bookDir = path.join(work, 'book');
  const pages = Array.from({ length: 8 }, (_, i) => ({ width: 120, height: 160, color: pageColor(i + 1) }));
  const project = await createFakeProject({ title: 'Template sampler', pages, toc: [{ title: 'Start', page: 1, children: [] }] });
  project.updateBook({ title: 'Template sampler', description: '', keywords: '', settings: { template: 'gorgeous' } });
  await createPublishTestEngine({ project, readerAssetsDir: READER_DIST }).publish(bookDir);
  const shell = fs.readFileSync(path.join(bookDir, 'index.html'), 'utf8');
  server = await startStaticServer(
    // Every template's stylesheet, so the page can switch among them as the editor's preview does.
    // axe is served from the book's own origin so the reader's CSP (script-src 'self') admits it unchanged.
    { '/book/templates/': path.join(READER_DIST, 'templates'), '/book/axe/': path.join(ROOT, 'node_modules', 'axe-core'), '/book/': bookDir },
    // The book's own page without its book.js: the reader then waits for preview messages.
    { '/book/preview.html': shell.replace(/<script src="book\.js"[^>]*><\/script>/, '') },
  );
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/** The published book's data, as its book.js assigns it. */
function publishedBookData(): unknown {
  const script = fs.readFileSync(path.join(bookDir, 'book.js'), 'utf8');
  return JSON.parse(script.slice(`window.${READER_BOOK_GLOBAL} = `.length).trim().replace(/;$/, ''));
}

async function preview(page: Page, key: string, value: unknown): Promise<void> {
  await page.evaluate(([k, v]) => window.postMessage({ type: 'previewBook', key: k, value: v }, '*'), [key, value] as const);
}

/** Switches the template as the editor's preview does, and waits until its stylesheet alone applies and the book is laid out. */
async function showTemplate(page: Page, template: TemplateId): Promise<void> {
  await preview(page, 'template', template);
  await page.waitForFunction((id) => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-template-css]')];
    return links.length === 1 && links[0]!.href.endsWith(`/templates/${id}.css`) && links[0]!.sheet !== null;
  }, template);
  // The book is laid out again by a ResizeObserver; two frames later it has settled.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await new ReaderPage(page).waitForRest();
}

async function thumbnail(png: Buffer): Promise<Buffer> {
  return sharp(png).resize(THUMB.width, THUMB.height, { fit: 'fill' }).removeAlpha().raw().toBuffer();
}

function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The visible toolbar controls and the book's box, in viewport coordinates. */
function layoutBoxes(page: Page): Promise<{ controls: Box[]; book: Box }> {
  return page.evaluate(() => {
    const box = (element: Element, name: string): Box => {
      const rect = element.getBoundingClientRect();
      return { name, x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    };
    const controls = [...document.querySelectorAll<HTMLElement>('.fb-topbar .fb-button, .fb-bottombar .fb-button')]
      .filter((element) => element.offsetParent !== null && getComputedStyle(element).visibility !== 'hidden')
      .map((element) => box(element, element.dataset.button ?? element.getAttribute('aria-label') ?? '?'));
    return { controls, book: box(document.querySelector('.fb-book')!, 'book') };
  });
}

/** The serious and critical axe-core findings on the page (contrast of every theme's text and controls included). */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ url: `${server.origin}/book/axe/axe.min.js` });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string | null }[] }> } }).axe;
    const result = await axe.run();
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
}

function overlap(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

/** Layout faults: controls off screen, over the book, or over each other (half a pixel of rounding allowed). */
function layoutFaults(boxes: { controls: Box[]; book: Box }, viewport: { width: number; height: number }): string[] {
  const faults: string[] = [];
  for (const [i, control] of boxes.controls.entries()) {
    if (control.x < -0.5 || control.y < -0.5 || control.x + control.width > viewport.width + 0.5 || control.y + control.height > viewport.height + 0.5) {
      faults.push(`${control.name} leaves the viewport`);
    }
    if (overlap(control, boxes.book) > 0.5) faults.push(`${control.name} covers the page`);
    for (const other of boxes.controls.slice(i + 1)) if (overlap(control, other) > 0.5) faults.push(`${control.name} overlaps ${other.name}`);
  }
  return faults;
}

describe('the templates', () => {
  it('publishes only the chosen template, and its stylesheet applies in the published book', async () => {
    expect(fs.readdirSync(path.join(bookDir, 'templates'))).toEqual(['gorgeous.css']);
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const { page, problems } = await ReaderPage.watched(context);
    await page.goto(`${server.origin}/book/index.html`);
    await new ReaderPage(page).waitForLoaded();
    await page.waitForFunction(() => document.querySelector<HTMLLinkElement>('link[data-template-css]')?.sheet !== null);
    expect(await page.evaluate(() => document.querySelector<HTMLElement>('.fb-reader')?.dataset.template)).toBe('gorgeous');
    // The theme's colours arrive as custom properties: gorgeous's first theme is royal.
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.fb-reader')!).getPropertyValue('--fb-accent').trim())).toBe('#d4af37');
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`renders all 16 templates distinctly at ${size} size, every control on screen and clear of the page and each other, and accessible`, async () => {
      const context = await browser.newContext({ viewport });
      const { page, problems } = await ReaderPage.watched(context);
      await page.goto(`${server.origin}/book/preview.html`);
      await preview(page, 'book', publishedBookData());
      const reader = new ReaderPage(page);
      await reader.waitForLoaded();
      await reader.waitForCounter('1 / 8');
      // An open spread (two pages on a desktop) shows the page frame as readers mostly see it.
      await reader.press('ArrowRight');
      await reader.waitForCounter(size === 'desktop' ? '2-3 / 8' : '2 / 8');
      const shots = new Map<TemplateId, Buffer>();
      const faults: string[] = [];
      for (const template of TEMPLATE_IDS) {
        await showTemplate(page, template);
        expect(await reader.visibleImagesLoaded()).toBe(true);
        shots.set(template, await thumbnail(await page.screenshot()));
        faults.push(...layoutFaults(await layoutBoxes(page), viewport).map((fault) => `${template}: ${fault}`));
        faults.push(...(await seriousViolations(page)).map((id) => `${template}: axe ${id}`));
      }
      expect(faults).toEqual([]);
      const alike: string[] = [];
      for (const [i, a] of TEMPLATE_IDS.entries()) {
        for (const b of TEMPLATE_IDS.slice(i + 1)) {
          const difference = meanDifference(shots.get(a)!, shots.get(b)!);
          if (difference < MIN_DIFFERENCE) alike.push(`${a} ~ ${b} (${difference.toFixed(2)})`);
        }
      }
      expect(alike).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
