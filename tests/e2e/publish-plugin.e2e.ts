import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readZip } from '../../src/main/publish/plugins/testing/read-zip.js';
import { launchChromium } from './support/browser.js';
import { startWebHost, type RunningWebHost } from './support/web-host.js';
import { EditorPage } from './pages/editor-page.js';
import { HomePage } from './pages/home-page.js';
import { PublishPage } from './pages/publish-page.js';

const TRACEMONKEY = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'corpus', 'books', 'tracemonkey.pdf');

describe('the publish panels', () => {
  let host: RunningWebHost;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    host = await startWebHost();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const home = new HomePage(page);
    await home.open(host.url);
    await home.chooseLanguage('en');
    await home.importPdf(TRACEMONKEY);
    await new EditorPage(page).waitForThumbnails(14);
  });

  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('publishes a Joomla module zip with the chosen size and remembers the choices', async () => {
    const publish = new PublishPage(page);
    await publish.openPlugin();
    await publish.field('plugin-format-joomla').check();
    expect(await publish.field('publish-out').inputValue()).toMatch(/-joomla\.zip$/);
    await publish.field('plugin-width').fill('9');
    expect(await publish.field('publish-submit').isDisabled()).toBe(true);
    await publish.field('plugin-width').fill('900');
    await publish.field('plugin-flipbook-title').fill('Trace Monkey');
    const outFile = path.join(host.appDataDir, 'out', 'trace-joomla.zip');
    await publish.field('publish-out').fill(outFile);
    const written = await publish.submitAndReadAdvice();
    expect(written.path).toBe(outFile);
    // The zip's size and, since a whole book is over PHP's 2 MB, where to unzip it instead.
    const megabytes = fs.statSync(outFile).size / (1024 * 1024);
    expect(megabytes).toBeGreaterThan(2);
    expect(written.hints[0]).toBe(`The zip is ${new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(megabytes)} MB.`);
    expect(written.hints[1]).toContain('In Joomla: System > Install > Extensions');
    expect(written.hints[2]).toContain('unzip the file on the server into modules (then System > Discover)');

    const entries = await readZip(outFile);
    // The module's name is the flipbook title plus the project's book id (decision 0229).
    const module = /^(mod_flipbook_trace_monkey_[a-z0-9]{6})\//.exec([...entries.keys()][0] ?? '')?.[1] ?? 'no module';
    const manifest = entries.get(`${module}/${module}.xml`)?.toString('utf8') ?? '';
    expect(manifest).toContain('<field name="width" type="number" default="900"');
    expect(entries.has(`${module}/book/files/page-14-hd.webp`)).toBe(true);
    expect(entries.has(`${module}/book/text/page-14.html`)).toBe(true);

    await publish.openPlugin();
    expect(await publish.field('plugin-format-joomla').isChecked()).toBe(true);
    expect(await publish.field('plugin-width').inputValue()).toBe('900');
    const offered = await publish.field('publish-out').inputValue();
    expect(path.dirname(offered)).toBe(path.join(host.appDataDir, 'out'));
    expect(offered).toMatch(/-joomla\.zip$/);
    await publish.field('publish-close').click();
  });

  it('shows a publish failure followed by its error text and keeps the panel open', async () => {
    const publish = new PublishPage(page);
    await publish.openPlugin();
    const blocker = path.join(host.appDataDir, 'taken.zip');
    fs.mkdirSync(blocker, { recursive: true });
    await publish.field('publish-out').fill(blocker);
    await publish.field('publish-submit').click();
    const error = publish.field('publish-error');
    await error.waitFor({ timeout: 120_000 });
    expect(await error.textContent()).toMatch(/^Failed to publish the Joomla plug-in! .*taken\.zip is a folder/);
    await publish.field('publish-close').click();
  });

  it('publishes HTML with a tracking script and the search-engine text version', async () => {
    const publish = new PublishPage(page);
    await publish.openHtml();
    await publish.field('publish-title').fill('Trace trees');
    await publish.field('publish-tracking').fill('<script src="https://stats.example/t.js"></script>\n<script>document.documentElement.dataset.tracked = "yes";</script>');
    await publish.field('publish-seo').check();
    const outDir = path.join(host.appDataDir, 'site');
    await publish.field('publish-out').fill(outDir);
    expect(await publish.submitAndReadResult()).toBe(path.join(outDir, 'index.html'));
    const index = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(index).toContain('<title>Trace trees</title>');
    expect(index).toContain('<script src="https://stats.example/t.js"></script>');
    expect(index).toContain('<meta property="og:type" content="book">');
    expect(fs.readFileSync(path.join(outDir, 'text', 'page-1.html'), 'utf8')).toContain('Trace');

    // The crawlable link to the text version is in the page but takes no visible room.
    const reader = await browser.newPage();
    await reader.goto(`file://${path.join(outDir, 'index.html')}`);
    const box = await reader.locator('a.seo-text-link').boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(1);
    // The author's inline snippet runs: the CSP allows it by its hash, and nothing else inline.
    expect(await reader.evaluate(() => document.documentElement.dataset.tracked)).toBe('yes');
    await reader.close();
  });
});

