import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReaderPage } from './pages/reader-page.js';
import { publishBaseBook } from './support/base-book.js';
import { bookVariant } from './support/book-variant.js';
import { launchChromium } from './support/browser.js';
import { startStaticServer, type StaticServer } from './support/static-server.js';

/**
 * The reader limits of spec section 6 in a published book, in Chromium as WeChat's browser
 * (its user agent says MicroMessenger) and as an ordinary browser.
 */
const WECHAT_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 NetType/WIFI Language/zh_CN';
const SHARING = ['btnshare', 'email', 'wechat'];

let work: string;
let browser: Browser;
let server: StaticServer;

beforeAll(async () => {
  let base: string;
  ({ work, base } = await publishBaseBook('reader-wechat', 'Walled', 4, { width: 120, height: 160 }));
  const variant = (name: string, settings: Record<string, unknown>) => bookVariant(work, base, name, (book) => Object.assign(book.settings, { 'button.wechat': true }, settings));
  server = await startStaticServer({
    '/only/': variant('only', { weChatOnly: true }),
    '/banned/': variant('banned', { weChatShareBan: true }),
    '/open/': variant('open', {}),
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

async function open(book: string, inWeChat: boolean): Promise<{ page: Page; reader: ReaderPage; problems: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 700 }, ...(inWeChat ? { userAgent: WECHAT_AGENT } : {}) });
  const { page, problems } = await ReaderPage.watched(context);
  const reader = new ReaderPage(page);
  await page.goto(`${server.origin}/${book}/index.html`);
  await reader.waitForLoaded();
  return { page, reader, problems, close: () => context.close() };
}

describe('WeChat-browser-only reading', () => {
  it('asks other browsers to open the book in WeChat, and shows WeChat the book', async () => {
    const outside = await open('only', false);
    await expect.poll(() => outside.page.getByText('This book can only be read in WeChat. Open this page in WeChat to read it.').isVisible()).toBe(true);
    expect(await outside.page.locator('.fb-reader').getAttribute('data-wechat-refused')).toBe('');
    await outside.close();

    const inside = await open('only', true);
    await inside.reader.waitForVisiblePages([1]);
    expect(await inside.page.getByText('This book can only be read in WeChat.').count()).toBe(0);
    expect(await inside.page.locator('.fb-reader').getAttribute('data-wechat-refused')).toBeNull();
    expect(inside.problems).toEqual([]);
    await inside.close();
  });
});

describe('the ban on sharing in WeChat', () => {
  it('hides the share, e-mail and WeChat buttons inside WeChat only, and only for a book that bans sharing', async () => {
    for (const [book, inWeChat, sharing] of [
      ['banned', true, false],
      ['banned', false, true],
      ['open', true, true],
    ] as const) {
      const { reader, problems, close } = await open(book, inWeChat);
      const shown = await reader.visibleToolbarButtons();
      for (const id of SHARING) expect(shown.includes(id), `${id} in ${book}, WeChat ${inWeChat}`).toBe(sharing);
      // The reading aids stay.
      expect(shown).toContain('thumb');
      expect(problems).toEqual([]);
      await close();
    }
  });
});
