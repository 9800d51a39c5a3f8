import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TocEntry } from '../../src/shared/domain/page.js';
import type { TextLayer } from '../../src/shared/domain/page-content.js';
import { createFakeProject, pageColor } from '../../src/main/publish/testing/fake-project.js';
import { createPublishTestEngine } from '../../src/main/publish/testing/test-context.js';
import { ReaderPage } from './pages/reader-page.js';
import { launchChromium } from './support/browser.js';
import { silentWav } from './support/silent-wav.js';
import { openPreview, previewBookOf, previewHarness } from './support/preview-harness.js';
import { startStaticServer, type StaticServer } from './support/static-server.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const READER_DIST = path.join(ROOT, 'dist', 'reader');
const HOSTILE_ENTRY = 'Intro <img src=x onerror="window.__pwned=1">';

let work: string;
let browser: Browser;
let server: StaticServer;

/** Screenshots a QR code on the page and decodes it with Debian's zbarimg, an independent reader. */
async function scanQrCode(code: Locator): Promise<string> {
  const file = path.join(work, `qr-${Date.now()}.png`);
  await code.screenshot({ path: file });
  return execFileSync('zbarimg', ['--quiet', '--raw', file], { stdio: ['ignore', 'pipe', 'ignore'] }).toString('utf8').trim();
}

/** A text layer like the import's: a few lines of text, each a run with its box. */
function textLayer(lines: string[]): TextLayer {
  return { version: 1, items: lines.map((text, i) => ({ text, x: 0.1, y: 0.1 + i * 0.1, width: 0.8, height: 0.06 })) };
}

async function publishBook(
  name: string,
  pageCount: number,
  settings: Record<string, unknown>,
  toc: TocEntry[] = [],
  text: Record<number, string[]> = {},
): Promise<string> {
  const outDir = path.join(work, name);
  const pages = Array.from({ length: pageCount }, (_, i) => {
    const lines = text[i + 1];
    return { width: 120, height: 160, color: pageColor(i + 1), ...(lines === undefined ? {} : { text: textLayer(lines) }) };
  });
  const project = await createFakeProject({ title: name, pages, toc });
  project.updateBook({ title: name, description: '', keywords: '', settings });
  await createPublishTestEngine({ project, readerAssetsDir: READER_DIST }).publish(outDir);
  return outDir;
}

beforeAll(async () => {
  await build({ configFile: path.join(ROOT, 'vite.reader.config.ts'), logLevel: 'error' });
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-reader-toolbar-e2e-'));
  const toc: TocEntry[] = [{ title: HOSTILE_ENTRY, page: 3, children: [{ title: 'Part A', page: 5, children: [] }] }];
  // Front matter i-iv, then the body counted from 1 on page 5.
  const navigation = await publishBook('navigation', 30, { pageMode: 'double', pageCaption: '1-4:i;5:1' }, toc);
  const plain = await publishBook('plain', 12, { pageMode: 'double', 'button.thumb': false, 'button.zoom': false });
  const text = await publishBook('text', 8, { pageMode: 'double' }, [], {
    1: ['A book of lights'],
    3: ['The old lantern hung', 'by the <door>'],
    6: ['Nobody lit the', 'Lantern that night'],
  });
  const extras = await publishBook('extras', 8, {
    pageMode: 'double',
    autoFlipInterval: 0.5,
    autoFlipCount: 1,
    homeUrl: 'https://example.org/home',
    about: { title: '<b>Press</b>', email: 'desk@example.org', tel: '+1 555 0100', url: 'https://example.org/', description: 'Two\nlines' },
    downloads: [
      { title: 'Original PDF', url: 'files/book.pdf' },
      { title: 'Evil', url: 'javascript:alert(1)' },
    ],
    emailSubject: 'Read {title}',
    emailBody: '{link} {thumb}',
    printWatermark: 'SAMPLE',
    backgroundSound: 'files/music.wav',
    backgroundSoundVolume: 0.3,
    backgroundSoundLoops: 2,
    qrCode: true,
    'button.wechat': true,
    'button.shopping': true,
    shoppingUrl: 'https://shop.example.org/book',
    'button.report': true,
    reportUrl: 'mailto:desk@example.org',
    'button.annotation': true,
    magnifier: true,
    miniModeWidth: 500,
  });
  fs.writeFileSync(path.join(extras, 'files', 'music.wav'), silentWav());
  const arabic = await publishBook('arabic', 6, { pageMode: 'double', languages: ['ar', 'en', 'fr', 'xx'] });
  server = await startStaticServer({
    '/arabic/': arabic,
    '/extras/': extras,
    '/text/': text,
    '/navigation/': navigation,
    '/plain/': plain,
    '/axe/': path.join(ROOT, 'node_modules', 'axe-core'),
    '/reader/': READER_DIST,
  }, {
    '/harness.html': previewHarness(1100, 700),
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('the reader toolbar', () => {
  it('navigates by thumbnails, the nested contents and the go-to field, with page-number captions', async () => {
    const context = await browser.newContext({ viewport: { width: 1100, height: 750 } });
    const { page, problems } = await ReaderPage.watched(context);
    const reader = new ReaderPage(page);
    await page.goto(`${server.origin}/navigation/index.html`);
    await reader.waitForLoaded();
    await reader.waitForCounter('i / 30');
    expect(await reader.visibleToolbarButtons()).toEqual(['thumb', 'table', 'goto', 'number', 'autoflip', 'sound', 'print', 'email', 'btnshare', 'doublesinglepage', 'zoom']);

    // Thumbnails: captions under the images, and a click turns to that page.
    await reader.toolbarButton('thumb').click();
    expect(await reader.thumbnail(7).textContent()).toBe('3');
    expect(await reader.thumbnail(2).textContent()).toBe('ii');
    expect(await reader.thumbnail(30).locator('img').getAttribute('loading')).toBe('lazy');
    await reader.thumbnail(7).click();
    await reader.waitForVisiblePages([6, 7]);
    await reader.waitForCounter('2-3 / 30');
    expect(await reader.panel().isHidden()).toBe(true);

    // The table of contents: nested, its titles shown as text, a click turns there.
    await reader.toolbarButton('table').click();
    const entries = reader.panel().locator('.fb-toc-entry');
    expect(await entries.allTextContents()).toEqual([HOSTILE_ENTRY, 'Part A']);
    expect(await reader.panel().locator('ul ul .fb-toc-entry').textContent()).toBe('Part A');
    await reader.panel().getByRole('button', { name: 'Part A' }).click();
    await reader.waitForVisiblePages([4, 5]);
    await reader.waitForCounter('iv-1 / 30');
    expect(await page.evaluate(() => '__pwned' in window)).toBe(false);

    // Go to page: by the caption a reader sees, by page number, and a refusal.
    await reader.toolbarButton('goto').click();
    const field = page.locator('[data-testid="goto-field"]');
    await field.fill('iii');
    await field.press('Enter');
    await reader.waitForVisiblePages([2, 3]);
    await reader.toolbarButton('goto').click();
    await field.fill('99');
    await field.press('Enter');
    expect(await page.getByRole('alert').textContent()).toBe('There is no such page.');
    await field.fill('12');
    await field.press('Enter');
    // Caption 12 is page 16.
    await reader.waitForVisiblePages([16, 17]);
    await reader.waitForCounter('12-13 / 30');

    // Page numbers: the caption toggle switches the counter to plain numbers.
    await reader.toolbarButton('number').click();
    await reader.waitForCounter('16-17 / 30');
    expect(await reader.toolbarButton('number').getAttribute('aria-pressed')).toBe('false');

    // One or two pages.
    await reader.toolbarButton('doublesinglepage').click();
    await reader.waitForVisiblePages([16]);
    await reader.waitForCounter('16 / 30');
    expect(await reader.toolbarButton('doublesinglepage').getAttribute('aria-pressed')).toBe('false');
    await reader.toolbarButton('doublesinglepage').click();
    await reader.waitForVisiblePages([16, 17]);

    // The zoom group zooms the book.
    await reader.toolbarButton('zoom').getByRole('button', { name: 'Zoom in' }).click();
    await page.waitForFunction(() => document.querySelector('.fb-zoom')?.classList.contains('fb-zoomed') === true);
    await reader.toolbarButton('zoom').getByRole('button', { name: 'Zoom out' }).click();
    await page.waitForFunction(() => document.querySelector('.fb-zoom')?.classList.contains('fb-zoomed') === false);

    // Keyboard: the thumbnail panel opens from the keyboard and Escape gives the focus back.
    await reader.toolbarButton('thumb').focus();
    await reader.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-thumb'))).toBe('16');
    await page.addScriptTag({ url: `${server.origin}/axe/axe.min.js` });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string | null }[] }> } }).axe;
      const result = await axe.run();
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    });
    expect(violations).toEqual([]);
    await reader.press('Escape');
    expect(await reader.panel().isHidden()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-button'))).toBe('thumb');
    const labels = await page.evaluate(() => [...document.querySelectorAll('[data-button] , [data-button] button')].map((b) => b.getAttribute('aria-label')));
    expect(labels.every((label) => typeof label === 'string' && label !== '')).toBe(true);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps three thumbnail columns beside a classic scrollbar, as Firefox and Windows draw it', async () => {
    const withScrollbars = await launchChromium({ withScrollbars: true });
    // The book's CSP refuses inline styles; only the test's own scrollbar style goes past it.
    const context = await withScrollbars.newContext({ viewport: { width: 1100, height: 750 }, bypassCSP: true });
    const page = await context.newPage();
    const reader = new ReaderPage(page);
    await page.goto(`${server.origin}/navigation/index.html`);
    await reader.waitForLoaded();
    // A styled scrollbar as wide as Windows' 17 px (Firefox's is 12 px). Thirty thumbnails
    // overflow the panel, so it shows.
    await page.addStyleTag({ content: '.fb-panel-body::-webkit-scrollbar { width: 17px; background: #555; }' });
    await reader.toolbarButton('thumb').click();
    await reader.thumbnail(30).waitFor({ state: 'attached' });
    const layout = await page.evaluate(() => {
      const body = document.querySelector<HTMLElement>('.fb-panel:not([hidden]) .fb-panel-body')!;
      const lefts = [...body.querySelectorAll('.fb-thumb')].map((thumb) => Math.round(thumb.getBoundingClientRect().left));
      return { columns: new Set(lefts).size, scrollbar: body.offsetWidth - body.clientWidth, overflowsSideways: body.scrollWidth > body.clientWidth };
    });
    expect(layout.scrollbar).toBe(17);
    expect(layout.columns).toBe(3);
    expect(layout.overflowsSideways).toBe(false);
    await withScrollbars.close();
  });

  it('searches the published text layers, lists hits with their page, and highlights the hit on the page', async () => {
    const context = await browser.newContext({ viewport: { width: 1100, height: 750 } });
    const { page, problems } = await ReaderPage.watched(context);
    const reader = new ReaderPage(page);
    await page.goto(`${server.origin}/text/index.html`);
    await reader.waitForLoaded();
    // The text is not fetched before a reader asks for it.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('text.js')))).toBe(false);

    await reader.toolbarButton('search').click();
    const field = page.locator('[data-testid="search-field"]');
    await field.fill('lantern');
    await field.press('Enter');
    await page.getByText('2 results').waitFor();
    const hits = reader.panel().locator('[data-hit-page]');
    expect(await hits.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-hit-page')))).toEqual(['3', '6']);
    expect(await hits.nth(0).textContent()).toBe('Page 3The old lantern hung by the <door>');
    expect(await hits.nth(1).locator('mark').textContent()).toBe('Lantern');

    await hits.nth(1).click();
    await reader.waitForVisiblePages([6, 7]);
    const onPage = page.locator('.fb-page:has(img[data-page="6"]) [data-testid="search-hit"]');
    await onPage.first().waitFor();
    expect(await onPage.count()).toBe(1);
    const hitBox = await onPage.boundingBox();
    const pageBox = await reader.pageImage(6).boundingBox();
    // The second line, first seven of its eighteen characters.
    expect((hitBox!.y - pageBox!.y) / pageBox!.height).toBeCloseTo(0.2, 1);
    expect(hitBox!.width / pageBox!.width).toBeCloseTo((0.8 * 7) / 18, 1);
    await reader.press('Escape');

    // Select: the transparent text is on the page for screen readers, and a drag selects it instead of turning.
    await reader.toolbarButton('select').click();
    const line = page.locator('.fb-page:has(img[data-page="6"]) [data-testid="text-layer"] span').nth(1);
    await page.locator('.fb-page:has(img[data-page="6"]) .fb-selectable').waitFor();
    expect(await line.textContent()).toBe('Lantern that night');
    expect(await line.evaluate((span) => span.closest('[aria-hidden="true"]') === null && getComputedStyle(span).color === 'rgba(0, 0, 0, 0)')).toBe(true);
    const box = (await line.boundingBox())!;
    await page.mouse.move(box.x + 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toContain('Lantern that');
    expect(await reader.counter().textContent()).toBe('6-7 / 8');
    expect(await reader.toolbarButton('select').getAttribute('aria-pressed')).toBe('true');

    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens home, about, downloads, e-mail, share and print, plays sound, and flips by itself', async () => {
    const context = await browser.newContext({ viewport: { width: 1300, height: 750 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { page, problems } = await ReaderPage.watched(context);
    await page.addInitScript(() => {
      const record = window as unknown as { printed: number; flips: number; music: string[] };
      record.printed = 0;
      record.flips = 0;
      record.music = [];
      window.print = () => {
        record.printed += 1;
      };
      const createBufferSource = AudioContext.prototype.createBufferSource;
      AudioContext.prototype.createBufferSource = function (this: AudioContext) {
        record.flips += 1;
        return createBufferSource.call(this);
      };
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        record.music.push(`play ${new URL(this.src).pathname} ${this.volume}`);
        return play.call(this);
      };
      const pause = HTMLMediaElement.prototype.pause;
      HTMLMediaElement.prototype.pause = function (this: HTMLMediaElement) {
        record.music.push('pause');
        pause.call(this);
      };
    });
    const reader = new ReaderPage(page);
    await page.goto(`${server.origin}/extras/index.html`);
    await reader.waitForLoaded();
    expect(await reader.visibleToolbarButtons()).toEqual([
      'shopping', 'home', 'thumb', 'goto', 'autoflip', 'sound', 'print', 'email', 'btnshare', 'wechat', 'download', 'about', 'annotation', 'report', 'doublesinglepage', 'zoom',
    ]);
    expect(await reader.toolbarButton('home').getAttribute('href')).toBe('https://example.org/home');

    // About: every line as text, the e-mail and phone as links.
    await reader.toolbarButton('about').click();
    expect(await page.locator('[data-about="title"]').textContent()).toBe('<b>Press</b>');
    expect(await page.locator('[data-about="email"] a').getAttribute('href')).toBe('mailto:desk@example.org');
    expect(await page.locator('[data-about="tel"] a').getAttribute('href')).toBe('tel:+15550100');

    // Downloads: only the safe file is offered.
    await reader.toolbarButton('download').click();
    const files = reader.panel().locator('a[download]');
    expect(await files.allTextContents()).toEqual(['Original PDF']);
    expect(await files.getAttribute('href')).toBe('files/book.pdf');
    await reader.press('Escape');

    // Sound: the first key starts the music; a turn plays the synthesised flip.
    await reader.press('ArrowRight');
    await reader.waitForVisiblePages([2, 3]);
    await page.waitForFunction(() => (window as unknown as { flips: number }).flips >= 1);
    await page.waitForFunction(() => (window as unknown as { music: string[] }).music.length >= 1);
    expect(await page.evaluate(() => (window as unknown as { music: string[] }).music[0])).toBe('play /extras/files/music.wav 0.3');
    await reader.toolbarButton('sound').click();
    expect(await reader.toolbarButton('sound').getAttribute('aria-pressed')).toBe('false');
    expect(await page.evaluate(() => (window as unknown as { music: string[] }).music.at(-1))).toBe('pause');

    // E-mail: subject and body macros, with the link to the page on show and its thumbnail.
    await reader.toolbarButton('email').hover();
    const mailto = new URL((await reader.toolbarButton('email').getAttribute('href')) ?? '');
    expect(mailto.searchParams.get('subject')).toBe('Read extras');
    expect(mailto.searchParams.get('body')).toBe(`${server.origin}/extras/index.html#page=2 ${server.origin}/extras/files/page-2-thumb.webp`);

    // Share: copy the link, and social links carrying it.
    await reader.toolbarButton('btnshare').click();
    expect(await page.locator('[data-testid="share-link"]').inputValue()).toBe(`${server.origin}/extras/index.html#page=2`);
    // The web page entry's own button (the copy link share type beside it does the same).
    await reader.panel().locator('[data-share-entry="webPage"]').getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.origin}/extras/index.html#page=2`);
    // Share types of every region (the default): the external ones open in a new tab (reader-share.e2e.ts tries the regions).
    const social = await reader.panel().locator('a[data-share-type][target="_blank"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(social).toHaveLength(9);
    expect(social.every((href) => href.startsWith('https://') && href.includes(encodeURIComponent(`${server.origin}/extras/index.html#page=2`)))).toBe(true);
    // The QR code setting: what a phone camera reads from the panel is the page's link.
    expect(await scanQrCode(reader.panel().locator('svg.fb-qr'))).toBe(`${server.origin}/extras/index.html#page=2`);

    // WeChat: its panel is the QR code of the page on show, for WeChat's scanner.
    await reader.toolbarButton('wechat').click();
    expect(await scanQrCode(reader.panel().locator('svg.fb-qr'))).toBe(`${server.origin}/extras/index.html#page=2`);

    // Print: the pages on show by default, a range, the watermark, and a print-only sheet.
    await reader.toolbarButton('print').click();
    const range = page.locator('[data-testid="print-range"]');
    expect(await range.inputValue()).toBe('2-3');
    await range.fill('9');
    await range.press('Enter');
    expect(await page.getByRole('alert').textContent()).toBe('Enter pages such as 1-3, 8.');
    await range.fill('1, 4-5');
    await range.press('Enter');
    await page.waitForFunction(() => (window as unknown as { printed: number }).printed === 1);
    const sheet = page.locator('[data-testid="print-sheet"]');
    expect(await sheet.locator('img').evaluateAll((images) => images.map((img) => img.getAttribute('data-print-page')))).toEqual(['1', '4', '5']);
    expect(await sheet.locator('.fb-watermark').allTextContents()).toEqual(['SAMPLE', 'SAMPLE', 'SAMPLE']);
    expect(await sheet.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'print' });
    expect(await sheet.isVisible()).toBe(true);
    expect(await page.locator('.fb-reader').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    await reader.press('Escape');

    // Autoflip: turns to the end of its one pass and stops there.
    await reader.toolbarButton('autoflip').click();
    expect(await reader.toolbarButton('autoflip').getAttribute('aria-pressed')).toBe('true');
    await reader.waitForCounter('4-5 / 8');
    await reader.waitForCounter('6-7 / 8');
    await reader.waitForCounter('8 / 8');
    await page.waitForFunction(() => document.querySelector('[data-button="autoflip"]')?.getAttribute('aria-pressed') === 'false');
    // Started again from the cover, a key press stops it.
    await reader.press('Home');
    await reader.waitForCounter('1 / 8');
    await reader.toolbarButton('autoflip').click();
    await reader.waitForCounter('2-3 / 8');
    await reader.press('Shift');
    expect(await reader.toolbarButton('autoflip').getAttribute('aria-pressed')).toBe('false');

    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps reader notes, magnifies under the pointer, links to the shop and report pages, and hides the bars in mini mode', async () => {
    const context = await browser.newContext({ viewport: { width: 1300, height: 750 } });
    const { page, problems } = await ReaderPage.watched(context);
    const reader = new ReaderPage(page);
    await page.goto(`${server.origin}/extras/index.html`);
    await reader.waitForLoaded();
    expect(await reader.toolbarButton('shopping').getAttribute('href')).toBe('https://shop.example.org/book');
    expect(await reader.toolbarButton('shopping').getAttribute('rel')).toBe('noopener noreferrer');
    expect(await reader.toolbarButton('report').getAttribute('href')).toBe('mailto:desk@example.org');

    // Notes: typed for the page on show, listed, kept across a reload, and deleted.
    await reader.toolbarButton('annotation').click();
    await page.locator('[data-testid="note-field"]').fill('Check the <b>figures</b>');
    expect(await page.locator('[data-note-page="1"]').textContent()).toBe('1: Check the <b>figures</b>');
    await page.reload();
    await reader.waitForLoaded();
    await reader.toolbarButton('annotation').click();
    expect(await page.locator('[data-testid="note-field"]').inputValue()).toBe('Check the <b>figures</b>');
    await reader.panel().getByRole('button', { name: /\(1\)$/ }).click();
    expect(await page.locator('[data-note-page]').count()).toBe(0);
    await reader.press('Escape');

    // Magnifier: switched on, the lens follows the pointer and shows that page's image enlarged.
    await page.locator('[data-testid="magnifier"]').click();
    const image = page.locator('img[data-page="1"]');
    const box = await image.boundingBox();
    if (box === null) throw new Error('page 1 is not on show');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const lens = page.locator('[data-testid="magnifier-lens"]');
    await lens.waitFor();
    const style = await lens.evaluate((element) => ({ image: element.style.backgroundImage, size: element.style.backgroundSize }));
    expect(style.image).toContain('page-1-');
    expect(parseFloat(style.size)).toBeCloseTo(box.width * 2.5, 0);
    await page.locator('[data-testid="magnifier"]').click();
    await page.mouse.move(box.x + box.width / 3, box.y + box.height / 3);
    expect(await lens.isHidden()).toBe(true);

    // Mini mode: a window no wider than the book's limit shows the book alone.
    await page.setViewportSize({ width: 480, height: 700 });
    await page.waitForFunction(() => document.querySelector('.fb-reader')?.hasAttribute('data-mini') === true);
    expect(await page.locator('.fb-topbar').isHidden()).toBe(true);
    await reader.press('ArrowRight');
    await page.setViewportSize({ width: 1300, height: 750 });
    await page.locator('.fb-topbar').waitFor();
    expect(await reader.counter().textContent()).toContain('/ 8');

    expect(problems).toEqual([]);
    await context.close();
  });

  it('speaks the book first language, lays Arabic out right to left, and switches language', async () => {
    const context = await browser.newContext({ viewport: { width: 1300, height: 750 } });
    const { page, problems } = await ReaderPage.watched(context);
    const reader = new ReaderPage(page);
    await page.goto(`${server.origin}/arabic/index.html`);
    await reader.waitForLoaded();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    expect(await page.getByRole('button', { name: 'الصفحة التالية' }).count()).toBe(1);
    expect(await page.locator('[role="status"]').first().textContent()).toBe('الصفحة 1 من 6');
    // The toolbar starts at the right; the book itself keeps its left-to-right order.
    const title = (await reader.title().boundingBox())!;
    const tools = (await reader.toolbarButton('language').boundingBox())!;
    expect(title.x).toBeGreaterThan(tools.x);
    await reader.press('ArrowRight');
    await reader.waitForVisiblePages([2, 3]);
    const left = (await reader.pageImage(2).boundingBox())!;
    const right = (await reader.pageImage(3).boundingBox())!;
    expect(left.x).toBeLessThan(right.x);

    await reader.toolbarButton('language').click();
    const choices = reader.panel().locator('[data-locale]');
    expect(await choices.allTextContents()).toEqual(['العربية', 'English', 'Français']);
    await Promise.all([page.waitForEvent('load'), choices.nth(2).click()]);
    await reader.waitForLoaded();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['fr', 'ltr']);
    expect(await page.getByRole('button', { name: 'Page suivante' }).count()).toBe(1);
    await reader.waitForVisiblePages([2, 3]);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows and hides buttons and captions at once when the editor preview changes a setting', async () => {
    const context = await browser.newContext();
    const { page, problems } = await ReaderPage.watched(context);
    const { frame, post } = await openPreview(page, `${server.origin}/harness.html`);
    const reader = new ReaderPage(frame);
    const book = previewBookOf(path.join(work, 'navigation'), `${server.origin}/navigation/`);
    await post('book', book);
    await reader.waitForCounter('i / 30');
    // The tools join the preview once its first spread is painted, as in a published book.
    await reader.waitForLoaded();
    expect(await reader.visibleToolbarButtons()).toContain('thumb');
    await post('button.thumb', false);
    await frame.waitForFunction(() => document.querySelector<HTMLElement>('[data-button="thumb"]')?.hidden === true);
    await post('pageCaption', '');
    await reader.waitForCounter('1 / 30');
    expect(await reader.visibleToolbarButtons()).not.toContain('number');
    await post('button.thumb', true);
    await frame.waitForFunction(() => document.querySelector<HTMLElement>('[data-button="thumb"]')?.hidden === false);
    await reader.toolbarButton('thumb').click();
    expect(await reader.thumbnail(5).textContent()).toBe('5');

    expect(problems).toEqual([]);
    await context.close();
  });

  it('hides the buttons a book turns off, and those with nothing to do', async () => {
    const context = await browser.newContext({ viewport: { width: 1100, height: 750 } });
    const { page, problems } = await ReaderPage.watched(context);
    const reader = new ReaderPage(page);
    await page.goto(`${server.origin}/plain/index.html`);
    await reader.waitForLoaded();
    // No thumb or zoom (turned off), no table (no contents), no number (no captions), no search or select (no text).
    expect(await reader.visibleToolbarButtons()).toEqual(['goto', 'autoflip', 'sound', 'print', 'email', 'btnshare', 'doublesinglepage']);
    expect(problems).toEqual([]);
    await context.close();
  });
});
