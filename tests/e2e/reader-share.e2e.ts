import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTER_HEIGHT, POSTER_WIDTH } from '../../src/reader/panels/share-poster.js';
import { ReaderPage } from './pages/reader-page.js';
import { publishBaseBook } from './support/base-book.js';
import { bookVariant } from './support/book-variant.js';
import { launchChromium } from './support/browser.js';
import { startStaticServer, type StaticServer } from './support/static-server.js';

/**
 * The share types of decision 0236 in a published book: the region setting picks the
 * entries, the links carry the book's link and title, and the poster downloads as a PNG.
 */
let work: string;
let browser: Browser;
let server: StaticServer;

beforeAll(async () => {
  let base: string;
  ({ work, base } = await publishBaseBook('reader-share', 'Shared & Co', 4, { width: 120, height: 160 }));
  const variant = (name: string, settings: Record<string, unknown>) =>
    bookVariant(work, base, name, (book) => {
      // The mini-program code picture: any image of the book will do.
      Object.assign(book.settings, { miniProgramCode: book.pages[1]!.thumb }, settings);
    });
  server = await startStaticServer({ '/china/': variant('china', { socialShareType: 0 }), '/global/': variant('global', { socialShareType: 1 }) });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

async function openShare(book: string): Promise<{ page: Page; reader: ReaderPage; problems: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 700 }, acceptDownloads: true });
  const { page, problems } = await ReaderPage.watched(context);
  const reader = new ReaderPage(page);
  await page.goto(`${server.origin}/${book}/index.html`);
  await reader.waitForLoaded();
  await reader.toolbarButton('btnshare').click();
  return { page, reader, problems, close: () => context.close() };
}

/** Each share entry: its type, and its href and target for links. */
function entries(page: Page): Promise<{ type: string; href: string | null; target: string | null; rel: string | null }[]> {
  return page.locator('[data-share-type]').evaluateAll((nodes) =>
    nodes.map((node) => ({ type: (node as HTMLElement).dataset.shareType ?? '', href: node.getAttribute('href'), target: node.getAttribute('target'), rel: node.getAttribute('rel') })),
  );
}

describe('the share types of a region', () => {
  it("offers China's share types in region 0, each link carrying the book's link and title", async () => {
    const { page, problems, close } = await openShare('china');
    const link = `${server.origin}/china/index.html`;
    const shown = await entries(page);
    expect(shown.map((entry) => entry.type)).toEqual(['wechat', 'email', 'poster', 'qqFriend', 'qrCode', 'miniProgramCode', 'tieba', 'weibo', 'qzone', 'copyLink', 'douban']);
    const weibo = new URL(shown.find((entry) => entry.type === 'weibo')!.href!);
    expect(weibo.origin + weibo.pathname).toBe('https://service.weibo.com/share/share.php');
    expect(weibo.searchParams.get('url')).toBe(link);
    expect(weibo.searchParams.get('title')).toBe('Shared & Co');
    for (const entry of shown.filter((candidate) => candidate.href?.startsWith('https://'))) {
      expect(entry.target, entry.type).toBe('_blank');
      expect(entry.rel, entry.type).toContain('noopener');
    }
    const mail = new URL(shown.find((entry) => entry.type === 'email')!.href!);
    expect([mail.protocol, mail.searchParams.get('subject'), mail.searchParams.get('body')]).toEqual(['mailto:', 'Shared & Co', link]);

    // WeChat and the mini-program code show a picture to scan; copy link copies.
    await page.locator('[data-share-type="wechat"]').click();
    await page.locator('.fb-share-shown svg.fb-qr').waitFor();
    await page.locator('[data-share-type="miniProgramCode"]').click();
    await page.waitForFunction(() => ((document.querySelector('.fb-share-shown img') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0);
    await page.locator('[data-share-type="copyLink"]').click();
    await page.getByText('Link copied').waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  it('offers the global share types in region 1, without the mini-program code', async () => {
    const { page, close } = await openShare('global');
    const shown = await entries(page);
    expect(shown.map((entry) => entry.type)).toEqual(['facebook', 'twitter', 'email', 'poster', 'reddit', 'qrCode', 'copyLink', 'linkedin']);
    expect(shown.find((entry) => entry.type === 'facebook')!.href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${server.origin}/global/index.html`)}`);
    await close();
  });
});

describe('the poster', () => {
  it('downloads a PNG of the cover, the title and a QR code of the link', async () => {
    const { page, problems, close } = await openShare('global');
    await page.locator('[data-share-type="poster"]').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="poster-download"]').click()]);
    expect(download.suggestedFilename()).toBe('Shared & Co.png');
    const file = path.join(work, 'poster.png');
    await download.saveAs(file);
    const png = fs.readFileSync(file);
    // The PNG signature, then the IHDR chunk: width and height, big-endian.
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([POSTER_WIDTH, POSTER_HEIGHT]);
    expect(png.length).toBeGreaterThan(5_000);
    expect(png.length).toBeLessThan(2_000_000);
    // The cover is drawn: the poster's middle of the cover box has the page's colour, not white.
    const centre = await page.evaluate(() => [...(document.querySelector('.fb-share-shown canvas') as HTMLCanvasElement).getContext('2d')!.getImageData(300, 300, 1, 1).data]);
    expect(centre.slice(0, 3)).not.toEqual([255, 255, 255]);
    // And an independent reader (Debian's zbarimg) finds the book's link in it.
    expect(execFileSync('zbarimg', ['--quiet', '--raw', file], { stdio: ['ignore', 'pipe', 'ignore'] }).toString('utf8').trim()).toBe(`${server.origin}/global/index.html`);
    expect(problems).toEqual([]);
    await close();
  });
});
