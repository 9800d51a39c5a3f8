import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOOLBAR_BUTTONS } from '../../src/reader/settings.js';
import { createFakeProject, pageColor } from '../../src/main/publish/testing/fake-project.js';
import { createPublishTestEngine } from '../../src/main/publish/testing/test-context.js';
import { ReaderPage } from './pages/reader-page.js';
import { launchChromium } from './support/browser.js';
import { silentWav } from './support/silent-wav.js';
import { startStaticServer, type StaticServer } from './support/static-server.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const READER_DIST = path.join(ROOT, 'dist', 'reader');
/** The frames of issue 21: two phones, WordPress's 650 px content column, and a desktop window. */
const FRAMES = [
  { width: 320, height: 480 },
  { width: 390, height: 844 },
  { width: 650, height: 488 },
  { width: 1280, height: 800 },
] as const;
const TITLE = 'Managing the Harbour Lights: a Keeper’s Handbook';
/** Every toolbar control the book below gives something to do: all but the video gallery (which needs a stored video), plus phone, zoom and full screen. */
const CONTROLS = [...TOOLBAR_BUTTONS.filter((id) => id !== 'videogallery' && id !== 'zoom'), 'phone', 'fb-zoom-out', 'fb-zoom-in', 'fb-full-screen'];

let work: string;
let browser: Browser;
let server: StaticServer;

/** Every toolbar button turned on, and each given what it needs to apply (links, contacts, text, sound, bookmarks). */
function everyButtonOn(): Record<string, unknown> {
  return {
    ...Object.fromEntries(TOOLBAR_BUTTONS.map((id) => [`button.${id}`, true])),
    pageCaption: '1-8:1',
    homeUrl: 'https://example.org/',
    shoppingUrl: 'https://shop.example.org/book',
    reportUrl: 'mailto:desk@example.org',
    about: { title: 'Harbour Press', email: 'desk@example.org', tel: '', url: '', address: '', description: '' },
    downloads: [{ title: 'Original PDF', url: 'files/book.pdf' }],
    backgroundSound: 'files/music.wav',
    phone: true,
    phoneNumbers: [{ label: 'Desk', number: '5550100' }],
    bookmarks: [{ caption: 'Start', page: 2, background: '0xe4572e', fontColour: '0xffffff', side: 'right', texture: 'none' }],
  };
}

async function publishBook(name: string, settings: Record<string, unknown>): Promise<string> {
  const outDir = path.join(work, name);
  // US Letter pages, with a line of text each (search and select need it).
  const pages = Array.from({ length: 8 }, (_, i) => ({
    width: 216,
    height: 279,
    color: pageColor(i + 1),
    text: { version: 1 as const, items: [{ text: `Lantern ${i + 1}`, x: 0.1, y: 0.1, width: 0.5, height: 0.05 }] },
  }));
  const project = await createFakeProject({ title: TITLE, pages, toc: [{ title: 'Start', page: 1, children: [] }] });
  project.updateBook({ title: TITLE, description: '', keywords: '', settings: { ...everyButtonOn(), ...settings } });
  await createPublishTestEngine({ project, readerAssetsDir: READER_DIST }).publish(outDir);
  fs.writeFileSync(path.join(outDir, 'files', 'music.wav'), silentWav());
  return outDir;
}

/** A page that embeds the book in an iframe of this size, as a WordPress post does. */
function host(book: string, frame: { width: number; height: number }): string {
  return `<!doctype html><html><body style="margin:0"><iframe src="/${book}/index.html" title="${TITLE}" style="width:${frame.width}px;height:${frame.height}px;border:0;display:block"></iframe></body></html>`;
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-small-frames-e2e-'));
  const ltr = await publishBook('ltr', { languages: ['en', 'fr'] });
  // Arabic: the bars run right to left, and so does the book.
  const rtl = await publishBook('rtl', { languages: ['ar', 'en'], rightToLeft: true });
  const hosts: Record<string, string> = {};
  for (const book of ['ltr', 'rtl']) for (const frame of FRAMES) hosts[`/${book}-${frame.width}x${frame.height}.html`] = host(book, frame);
  server = await startStaticServer({ '/ltr/': ltr, '/rtl/': rtl }, hosts);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

interface Placement {
  /** Controls shown, by id (data-button, or the class of zoom and full screen). */
  shown: string[];
  /** Controls cut by the frame's edge or covered by something else at their centre. */
  clipped: string[];
}

/** Which toolbar controls are shown in the frame, and which of those are clipped or covered. */
function placement(frame: Frame, scope: string): Promise<Placement> {
  return frame.evaluate((selector) => {
    const idOf = (control: HTMLElement): string => control.dataset.button ?? [...control.classList].find((name) => /^fb-(zoom-in|zoom-out|full-screen)$/.test(name)) ?? control.className;
    const shown = [...document.querySelectorAll<HTMLElement>(selector)].filter((control) => control.offsetParent !== null && !control.classList.contains('fb-more'));
    const clipped = shown.filter((control) => {
      // A long menu scrolls: an item counts as reachable when scrolling brings it fully into view.
      control.scrollIntoView({ block: 'nearest' });
      const box = control.getBoundingClientRect();
      const inside = box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight && box.width > 0;
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !inside || top === null || !control.contains(top);
    });
    return { shown: shown.map(idOf), clipped: clipped.map(idOf) };
  }, scope);
}

/** The share of the frame the book's pages cover (the spread's box, clipped to the frame). */
function pageShare(frame: Frame): Promise<number> {
  return frame.evaluate(() => {
    const box = document.querySelector('.fb-book')!.getBoundingClientRect();
    const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
    const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
    return (Math.max(0, width) * Math.max(0, height)) / (innerWidth * innerHeight);
  });
}

/** Opens the book in its frame and waits until it is loaded and its toolbar fitted (two frames after the last resize). */
async function openFramed(page: Page, book: string, size: { width: number; height: number }): Promise<{ frame: Frame; reader: ReaderPage }> {
  await page.goto(`${server.origin}/${book}-${size.width}x${size.height}.html`);
  const frame = await (await page.waitForSelector('iframe')).contentFrame();
  if (frame === null) throw new Error('the book frame did not load');
  const reader = new ReaderPage(frame);
  await reader.waitForLoaded();
  await frame.waitForFunction(() => document.querySelectorAll('img[data-visible="true"]').length > 0);
  await frame.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return { frame, reader };
}

describe('the reader in small frames', () => {
  for (const book of ['ltr', 'rtl'] as const) {
    for (const size of FRAMES) {
      it(`${book}: at ${size.width}x${size.height} every control is reachable and unclipped, and the pages take most of the frame`, async () => {
        const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
        const page = await context.newPage();
        const { frame } = await openFramed(page, book, size);

        if (book === 'rtl') expect(await frame.evaluate(() => document.documentElement.dir)).toBe('rtl');
        const bar = await placement(frame, '.fb-tools .fb-button');
        expect(bar.clipped).toEqual([]);
        // The tools stay in one row (the phone layouts wrapped them onto three), so the page keeps its height.
        expect(await frame.evaluate(() => document.querySelector('.fb-tools')!.getBoundingClientRect().height)).toBeLessThan(
          1.5 * (await frame.evaluate(() => document.querySelector('.fb-full-screen')!.getBoundingClientRect().height)),
        );
        // The title keeps a readable part of itself, not "M..".
        expect(await frame.evaluate(() => document.querySelector<HTMLElement>('.fb-title')!.clientWidth)).toBeGreaterThanOrEqual(80);
        // At least 60% of the frame, unless the page already spans the frame's width (a 390 x 844
        // phone is too tall for any Letter page to reach 60%: edge to edge it would cover 59.8%).
        const share = await pageShare(frame);
        const spansWidth = await frame.evaluate(() => document.querySelector('.fb-book')!.getBoundingClientRect().width >= 0.95 * innerWidth);
        expect(share >= 0.6 || spansWidth, `pages cover ${share.toFixed(3)} of the frame`).toBe(true);

        const more = frame.locator('.fb-more');
        let inMenu: Placement = { shown: [], clipped: [] };
        if (await more.isVisible()) {
          await more.click();
          await frame.locator('[data-testid="more-menu"]').waitFor({ state: 'visible' });
          inMenu = await placement(frame, '.fb-menu .fb-button');
          expect(inMenu.clipped).toEqual([]);
          expect(inMenu.shown.length).toBeGreaterThan(0);
        }
        expect([...bar.shown, ...inMenu.shown].sort()).toEqual([...CONTROLS].sort());
        // With every button on, the phone frames need the menu.
        if (size.width < 650) expect(inMenu.shown.length).toBeGreaterThan(0);
        await context.close();
      });
    }
  }

  it('works the "more" menu from the keyboard, as an ARIA menu, and its items do what the bar buttons do', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    const { frame, reader } = await openFramed(page, 'ltr', { width: 390, height: 844 });
    const more = frame.locator('.fb-more');
    const menu = frame.getByRole('menu');
    expect(await more.getAttribute('aria-haspopup')).toBe('menu');
    expect(await more.getAttribute('aria-expanded')).toBe('false');

    await more.focus();
    await page.keyboard.press('ArrowDown');
    await menu.waitFor({ state: 'visible' });
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    const items = await frame.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.fb-menu [role^="menuitem"]')].filter((item) => item.offsetParent !== null).map((item) => item.getAttribute('aria-label')),
    );
    const focused = (): Promise<string | null> => frame.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
    expect(await focused()).toBe(items[0]);
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(items[1]);
    await page.keyboard.press('End');
    expect(await focused()).toBe(items.at(-1));
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(items[0]);
    // Arrows in the menu move through it and never turn the book's pages.
    expect(await reader.counter().textContent()).toContain('1');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await focused()).toBe('More tools');
    expect(await more.getAttribute('aria-expanded')).toBe('false');

    // A toggle in the menu is a checkable item that reports its state.
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'visible' });
    const numbers = menu.locator('[data-button="number"]');
    expect(await numbers.getAttribute('role')).toBe('menuitemcheckbox');
    // A menu item opens its panel like the bar's button, and closing the panel returns focus to "more".
    await menu.locator('[data-button="about"]').click();
    await menu.waitFor({ state: 'hidden' });
    await reader.panel().waitFor({ state: 'visible' });
    expect(await reader.panel().textContent()).toContain('Harbour Press');
    await page.keyboard.press('Escape');
    await reader.panel().waitFor({ state: 'hidden' });
    expect(await focused()).toBe('More tools');
    await context.close();
  });
});
