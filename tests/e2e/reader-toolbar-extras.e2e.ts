import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReaderPage } from './pages/reader-page.js';
import { silentWav } from './support/silent-wav.js';
import type { StaticServer } from './support/static-server.js';
import { closeToolbarBooks, openToolbarBooks, publishBook } from './support/toolbar-books.js';

// The toolbar's other tools: home, about, downloads, e-mail, share, print, sound, autoflip,
// notes, the magnifier, shop and report links, mini mode and the book's languages. Finding
// one's way with it: reader-toolbar-navigation.e2e.ts.

let work: string;
let browser: Browser;
let server: StaticServer;

/** Screenshots a QR code on the page and decodes it with Debian's zbarimg, an independent reader. */
async function scanQrCode(code: Locator): Promise<string> {
  const file = path.join(work, `qr-${Date.now()}.png`);
  await code.screenshot({ path: file });
  return execFileSync('zbarimg', ['--quiet', '--raw', file], { stdio: ['ignore', 'pipe', 'ignore'] }).toString('utf8').trim();
}

beforeAll(async () => {
  ({ work, browser, server } = await openToolbarBooks('reader-toolbar-extras', async (folder) => {
    const extras = await publishBook(folder, 'extras', 8, {
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
    const arabic = await publishBook(folder, 'arabic', 6, { pageMode: 'double', languages: ['ar', 'en', 'fr', 'xx'] });
    return { '/arabic/': arabic, '/extras/': extras };
  }));
});

afterAll(() => closeToolbarBooks({ work, browser, server }));

describe('the reader toolbar', () => {
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
});
