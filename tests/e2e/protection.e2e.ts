import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeProject, pageColor } from '../../src/main/publish/testing/fake-project.js';
import { createPublishTestEngine } from '../../src/main/publish/testing/test-context.js';
import type { ProtectionSettings } from '../../src/shared/protection/protection-settings.js';
import sharp from 'sharp';
import { addMedia } from '../../src/main/media/add-media.js';
import { ReaderPage } from './pages/reader-page.js';
import { launchChromium } from './support/browser.js';
import { startStaticServer, type StaticServer } from './support/static-server.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const READER_DIST = path.join(ROOT, 'dist', 'reader');
const PASSWORD = 'open sesame';

let work: string;
let browser: Browser;
let server: StaticServer;

async function publishBook(outDir: string, protection: Partial<ProtectionSettings>): Promise<void> {
  const pages = [1, 2, 3, 4].map((n) => ({
    width: 120,
    height: 160,
    color: pageColor(n),
    text: { version: 1 as const, items: [{ text: n === 3 ? 'The hidden walrus sings' : `Open page ${n}`, x: 0.1, y: 0.1, width: 0.8, height: 0.05 }] },
  }));
  const project = await createFakeProject({ title: 'Locked', pages });
  // A picture placed on page 3: published only sealed, shown once the password opens the book.
  const picturePath = path.join(work, `picture-${path.basename(outDir)}.png`);
  await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0306a' } }).png().toFile(picturePath);
  const picture = (await addMedia(project.assets, { path: picturePath, kind: 'image' })).key;
  const third = project.snapshot().pages[2]?.id ?? '';
  project.updateBook({
    settings: {
      protection: { mode: 'password', kind: 'single', password: PASSWORD, users: [], fromPage: 2, ...protection },
      pageMedia: { [third]: [{ id: 'pic', kind: 'image', x: 0.2, y: 0.5, w: 0.5, h: 0.3, src: picture, title: 'Secret plan' }] },
    },
  });
  await createPublishTestEngine({ project, readerAssetsDir: READER_DIST }).publish(outDir);
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-protection-e2e-'));
  await publishBook(path.join(work, 'single'), {});
  await publishBook(path.join(work, 'users'), {
    kind: 'users',
    fromPage: 1,
    users: [
      { user: 'Ann', password: 'ann-secret', hint: 'Her cat’s name' },
      { user: 'Bob', password: 'bob-secret', hint: '' },
    ],
  });
  server = await startStaticServer({ '/single/': path.join(work, 'single'), '/users/': path.join(work, 'users') });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

const dialog = (page: Page) => page.locator('[data-testid="lock-dialog"]');

/** Waits until a page's image is a decrypted blob: that the browser has decoded. */
async function waitForDecodedBlob(page: Page, number: number): Promise<void> {
  await page.waitForFunction((n) => {
    const image = document.querySelector<HTMLImageElement>(`img[data-page="${n}"]`);
    return image !== null && image.src.startsWith('blob:') && image.complete && image.naturalWidth > 0;
  }, number);
}

async function open(url: string): Promise<{ page: Page; reader: ReaderPage; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
  const { page, problems } = await ReaderPage.watched(context);
  await page.goto(url);
  return { page, reader: new ReaderPage(page), problems };
}

describe('a book protected from page 2', () => {
  it('asks for the password at page 2, refuses a wrong one, and shows the page after the right one', async () => {
    const { page, reader, problems } = await open(`${server.origin}/single/index.html`);
    await reader.waitForCounter('1 / 4');
    await reader.waitForVisiblePages([1]);
    expect(await dialog(page).isVisible()).toBe(false);

    await reader.press('ArrowRight');
    await dialog(page).waitFor({ state: 'visible' });
    expect(await page.locator('[data-testid="lock-user"]').isVisible()).toBe(false);
    expect(await reader.pageImage(2).getAttribute('src')).toBeNull();
    expect(await page.locator('.fb-media-image').count()).toBe(0);

    await page.locator('[data-testid="lock-password"]').fill('open sesame?');
    await page.locator('[data-testid="lock-submit"]').click();
    await page.getByText('Incorrect Password!').waitFor();
    expect(await dialog(page).isVisible()).toBe(true);
    expect(await reader.pageImage(2).getAttribute('src')).toBeNull();

    await page.locator('[data-testid="lock-password"]').fill(PASSWORD);
    await page.locator('[data-testid="lock-submit"]').click();
    await dialog(page).waitFor({ state: 'hidden' });
    await waitForDecodedBlob(page, 2);
    await waitForDecodedBlob(page, 3);
    // Page 3's picture came sealed with the page: it is a decrypted blob: the browser decoded.
    await page.waitForFunction(() => {
      const picture = document.querySelector<HTMLImageElement>('.fb-media-image[alt="Secret plan"]');
      return picture !== null && picture.src.startsWith('blob:') && picture.complete && picture.naturalWidth === 40;
    });
    expect(problems).toEqual([]);
  });

  it('finds a protected page’s words only after unlocking', async () => {
    const { page, reader, problems } = await open(`${server.origin}/single/index.html#page=1`);
    await reader.waitForCounter('1 / 4');
    await reader.toolbarButton('search').click();
    const field = page.locator('[data-testid="search-field"]');
    await field.fill('walrus');
    await field.press('Enter');
    await page.getByText('No results').waitFor();
    await reader.press('Escape');

    await reader.press('ArrowRight');
    await dialog(page).waitFor({ state: 'visible' });
    await page.locator('[data-testid="lock-password"]').fill(PASSWORD);
    await page.locator('[data-testid="lock-submit"]').click();
    await dialog(page).waitFor({ state: 'hidden' });

    await reader.toolbarButton('search').click();
    await field.fill('walrus');
    await field.press('Enter');
    await page.getByText('1 result').waitFor();
    expect(await reader.panel().locator('[data-hit-page]').getAttribute('data-hit-page')).toBe('3');
    expect(problems).toEqual([]);
  });

  it('goes back to the last public page when the reader cancels, even when opened at a protected page', async () => {
    const { page, reader } = await open(`${server.origin}/single/index.html#page=4`);
    await dialog(page).waitFor({ state: 'visible' });
    await page.locator('[data-testid="lock-cancel"]').click();
    await reader.waitForCounter('1 / 4');
    await reader.waitForVisiblePages([1]);
    expect(await dialog(page).isVisible()).toBe(false);
  });

  it('opens from disk (file://), where the sealed files load as scripts', async () => {
    const { page, reader, problems } = await open(`${pathToFileURL(path.join(work, 'single', 'index.html')).href}#page=2`);
    await dialog(page).waitFor({ state: 'visible' });
    await page.locator('[data-testid="lock-password"]').fill(PASSWORD);
    await page.locator('[data-testid="lock-password"]').press('Enter');
    await dialog(page).waitFor({ state: 'hidden' });
    await reader.waitForVisiblePages([2, 3]);
    await waitForDecodedBlob(page, 2);
    expect(problems).toEqual([]);
  });
});

describe('a book protected for several users', () => {
  it('has no public page to go back to: cancelling leaves an Unlock button that asks again', async () => {
    const { page, reader } = await open(`${server.origin}/users/index.html`);
    await dialog(page).waitFor({ state: 'visible' });
    await page.locator('[data-testid="lock-cancel"]').click();
    await page.locator('[data-testid="lock-reopen"]').waitFor({ state: 'visible' });
    await reader.waitForCounter('1 / 4');
    expect(await reader.pageImage(1).getAttribute('src')).toBeNull();
    await page.locator('[data-testid="lock-reopen"]').click();
    await dialog(page).waitFor({ state: 'visible' });
  });

  it('asks for the user, shows the hint on request, and opens with that user’s password only', async () => {
    const { page, problems } = await open(`${server.origin}/users/index.html`);
    await dialog(page).waitFor({ state: 'visible' });
    const user = page.locator('[data-testid="lock-user"]');
    expect(await user.isVisible()).toBe(true);
    await user.fill('ann');
    await page.locator('[data-testid="lock-show-hint"]').click();
    expect(await page.locator('[data-testid="lock-hint"]').textContent()).toBe('Her cat’s name');

    await page.locator('[data-testid="lock-password"]').fill('bob-secret');
    await page.locator('[data-testid="lock-submit"]').click();
    await page.getByText('Incorrect Password!').waitFor();

    await page.locator('[data-testid="lock-password"]').fill('ann-secret');
    await page.locator('[data-testid="lock-submit"]').click();
    await dialog(page).waitFor({ state: 'hidden' });
    await waitForDecodedBlob(page, 1);
    expect(problems).toEqual([]);
  });
});
