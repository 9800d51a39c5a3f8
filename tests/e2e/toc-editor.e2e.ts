import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser.js';
import { startWebHost, type RunningWebHost } from './support/web-host.js';
import { EditorPage } from './pages/editor-page.js';
import { HomePage } from './pages/home-page.js';

/** 23 pages with a one-entry outline ("htmldoc797.html", page 1). */
const TAM_REVIEW = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'corpus', 'books', 'TAMReview.pdf');

describe('the TOC tab', () => {
  let host: RunningWebHost;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    host = await startWebHost();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  });

  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  const titles = () => page.locator('[data-testid="toc-title"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const pages = () => page.locator('[data-testid="toc-page"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

  /** The entries the preview reader's contents panel lists, nesting shown by indent markers. */
  async function previewContents(): Promise<string[]> {
    const frame = await new EditorPage(page).previewDocument();
    return frame.evaluate(() => {
      const walk = (list: Element, depth: number): string[] =>
        [...list.children].flatMap((item) => {
          const target = item.querySelector(':scope > .fb-toc-entry');
          const nested = item.querySelector(':scope > ul');
          return [`${'-'.repeat(depth)}${target?.textContent ?? ''}`, ...(nested === null ? [] : walk(nested, depth + 1))];
        });
      const root = document.querySelector('[data-testid="side-panel"] .fb-toc');
      return root === null ? [] : walk(root, 0);
    });
  }

  async function openPreviewContents(): Promise<void> {
    const frame = await new EditorPage(page).previewDocument();
    // The panel lists the contents as they were when it opened: open it afresh.
    const button = frame.locator('[data-button="table"]');
    if ((await button.getAttribute('aria-expanded')) === 'true') await button.click();
    await button.click();
  }

  it('builds a nested table of contents, shows it in the preview, undoes, drags, saves, reopens and reads the PDF outline again', async () => {
    const home = new HomePage(page);
    const editor = new EditorPage(page);
    await home.open(host.url);
    await home.chooseLanguage('en');
    await home.importPdf(TAM_REVIEW);
    await editor.waitForThumbnails(23);
    await page.locator('[data-testid="tab-toc"]').click();
    expect(await titles()).toEqual(['htmldoc797.html']);

    await page.locator('[data-testid="toc-title"]').first().fill('Review');
    await page.locator('[data-testid="toc-title"]').first().press('Enter');
    await page.locator('[data-testid="toc-child"]').first().click();
    await expect.poll(titles).toEqual(['Review', 'New entry']);
    await page.locator('[data-testid="toc-title"]').nth(1).fill('Findings');
    await page.locator('[data-testid="toc-page"]').nth(1).fill('30');
    await page.getByText('Enter a page from 1 to 23.').waitFor();
    await page.locator('[data-testid="toc-page"]').nth(1).fill('12');
    await page.locator('[data-testid="toc-page"]').nth(1).press('Enter');
    await page.locator('[data-testid="toc-add"]').click();
    await expect.poll(titles).toEqual(['Review', 'Findings', 'New entry']);
    await page.locator('[data-testid="toc-title"]').nth(2).fill('Appendix');
    await page.locator('[data-testid="toc-url"]').nth(2).fill('javascript:alert(1)');
    await page.getByText('Only web links (http or https) can be used.').waitFor();
    await page.locator('[data-testid="toc-url"]').nth(2).fill('https://example.org/appendix');
    await page.locator('[data-testid="toc-url"]').nth(2).press('Enter');

    await openPreviewContents();
    await expect.poll(previewContents).toEqual(['Review', '-Findings', 'Appendix']);
    const frame = await editor.previewDocument();
    expect(await frame.locator('a.fb-toc-entry').getAttribute('href')).toBe('https://example.org/appendix');

    // Leaving the title field saved it before the link was typed: undo takes the link back,
    // then the title; redo restores both.
    const url = () => page.locator('[data-testid="toc-url"]').nth(2).inputValue();
    await page.locator('[data-testid="tab-toc"]').focus();
    await page.keyboard.press('Control+z');
    await expect.poll(url).toBe('');
    await page.keyboard.press('Control+z');
    await expect.poll(titles).toEqual(['Review', 'Findings', 'New entry']);
    await page.keyboard.press('Control+Shift+z');
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(titles).toEqual(['Review', 'Findings', 'Appendix']);
    await expect.poll(url).toBe('https://example.org/appendix');

    // Outdent with the keyboard-reachable button, then drag "Appendix" into "Review".
    await page.locator('[data-testid="toc-outdent"]').nth(1).click();
    await openPreviewContents();
    await expect.poll(previewContents).toEqual(['Review', 'Findings', 'Appendix']);
    await page.locator('[data-testid="toc-entry"]').nth(2).dragTo(page.locator('[data-testid="toc-entry"]').nth(0));
    await openPreviewContents();
    await expect.poll(previewContents).toEqual(['Review', '-Appendix', 'Findings']);
    expect(await pages()).toEqual(['1', '1', '12']);

    const projectFile = path.join(host.appDataDir, 'toc.flipbook');
    await page.locator('[data-testid="tab-toc"]').focus();
    await page.keyboard.press('Control+s');
    await editor.submitPath(projectFile);
    await editor.dirtyIndicator().waitFor({ state: 'detached' });
    await page.locator('[data-testid="go-home"]').click();
    await home.root().waitFor();
    await home.openProjectByPath(projectFile);
    await editor.waitForThumbnails(23);
    await page.locator('[data-testid="tab-toc"]').click();
    expect(await titles()).toEqual(['Review', 'Appendix', 'Findings']);

    // The PDF's own outline, read again, replaces the entries after a confirmation.
    await page.locator('[data-testid="toc-import-outline"]').click();
    await page.locator('[data-testid="confirm-yes"]').click();
    await expect.poll(titles).toEqual(['htmldoc797.html']);
    await page.locator('[data-testid="tab-toc"]').focus();
    await page.keyboard.press('Control+z');
    await expect.poll(titles).toEqual(['Review', 'Appendix', 'Findings']);
  });
});
