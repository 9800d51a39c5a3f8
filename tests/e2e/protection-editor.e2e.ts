import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protectedTestPdf } from '../../src/main/publish/protect/testing/protected-book.js';
import { launchChromium } from './support/browser.js';
import { startWebHost, type RunningWebHost } from './support/web-host.js';
import { EditorPage } from './pages/editor-page.js';
import { HomePage } from './pages/home-page.js';
import { saveCloseAndReopen } from './pages/editor-flows.js';

/** The reader inside the editor's preview iframe. */
async function previewFrame(page: Page): Promise<Frame> {
  const frame = await (await page.locator('[data-testid="preview-frame"]').elementHandle())?.contentFrame();
  if (frame === null || frame === undefined) throw new Error('the preview iframe is missing');
  return frame;
}

/** Whether the preview shows this page's image, loaded. */
function imageShown(frame: Frame, page: number): Promise<boolean> {
  return frame.evaluate((n) => {
    const image = document.querySelector<HTMLImageElement>(`img[data-page="${n}"]`);
    return image !== null && image.getAttribute('src') !== null && image.complete && image.naturalWidth > 0;
  }, page);
}

describe('the password tab', () => {
  let host: RunningWebHost;
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    host = await startWebHost();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1366, height: 860 } });
    page.on('pageerror', (error) => problems.push(error.message));
  });

  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('protects the book from a start page, previews it locked, unlocks the preview, and publishes it encrypted', async () => {
    const pdf = path.join(host.appDataDir, 'words.pdf');
    fs.writeFileSync(pdf, protectedTestPdf());
    const home = new HomePage(page);
    const editor = new EditorPage(page);
    await home.open(host.url);
    await home.chooseLanguage('en');
    await home.importPdf(pdf);
    await editor.waitForThumbnails(3);

    await page.locator('[data-testid="tab-password"]').click();
    await page.locator('[data-testid="protect-password-mode"]').check();
    await page.locator('[data-testid="protect-password-error"]').waitFor();
    expect(await page.locator('[data-testid="protect-password-error"]').textContent()).toBe('Please enter a password for the protected pages.');
    await page.locator('[data-testid="protect-password"]').fill('editor-secret');
    await page.locator('[data-testid="protect-password-error"]').waitFor({ state: 'detached' });
    await page.locator('[data-testid="protect-from"]').fill('9');
    await page.locator('[data-testid="protect-from-error"]').waitFor();
    expect(await page.locator('[data-testid="protect-from-error"]').textContent()).toBe('The start page must be between 1 and 3.');
    await page.locator('[data-testid="protect-from"]').fill('2');
    await page.locator('[data-testid="protect-from-error"]').waitFor({ state: 'detached' });

    // Several users: rows are added and removed; switching back keeps the single password.
    await page.locator('[data-testid="protect-users"]').check();
    await page.locator('[data-testid="protect-add-user"]').click();
    await page.locator('[data-testid="protect-add-user"]').click();
    expect(await page.locator('[data-testid="protect-user-row"]').count()).toBe(2);
    await page.locator('[data-testid="protect-user-remove"]').nth(1).click();
    expect(await page.locator('[data-testid="protect-user-row"]').count()).toBe(1);
    await page.locator('[data-testid="protect-single"]').check();
    expect(await page.locator('[data-testid="protect-password"]').inputValue()).toBe('editor-secret');

    // Preview mode: the live preview is locked from page 2 and unlocks with the password.
    const frame = await previewFrame(page);
    await frame.waitForFunction(() => document.querySelector('[data-testid="page-counter"]')?.textContent === '1 / 3');
    await page.locator('[data-testid="protect-preview"]').click();
    await frame.locator('.fb-next').click();
    await frame.locator('[data-testid="lock-dialog"]').waitFor({ state: 'visible' });
    expect(await imageShown(frame, 2)).toBe(false);
    await frame.locator('[data-testid="lock-password"]').fill('wrong');
    await frame.locator('[data-testid="lock-submit"]').click();
    await frame.getByText('Incorrect Password!').waitFor();
    await frame.locator('[data-testid="lock-password"]').fill('editor-secret');
    await frame.locator('[data-testid="lock-submit"]').click();
    await frame.locator('[data-testid="lock-dialog"]').waitFor({ state: 'hidden' });
    await frame.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('img[data-page="2"]');
      return image !== null && image.complete && image.naturalWidth > 0;
    });

    // Leaving preview mode shows the book for editing again, and entering it locks it anew.
    await page.locator('[data-testid="protect-preview"]').click();
    await page.locator('[data-testid="protect-preview"]').click();
    await frame.locator('[data-testid="lock-dialog"]').waitFor({ state: 'visible' });
    await frame.locator('[data-testid="lock-cancel"]').click();
    await frame.waitForFunction(() => document.querySelector('[data-testid="page-counter"]')?.textContent === '1 / 3');
    await page.locator('[data-testid="protect-preview"]').click();
    expect(await page.locator('[data-testid="protect-preview"]').textContent()).toBe('Enter preview mode');
    await frame.locator('.fb-next').click();
    await frame.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('img[data-page="2"]');
      return image !== null && image.complete && image.naturalWidth > 0;
    });
    expect(await frame.locator('[data-testid="lock-dialog"]').isVisible()).toBe(false);

    // Several users make the key derivations long enough to press Stop while they run.
    const outDir = path.join(host.appDataDir, 'locked-book');
    await page.locator('[data-testid="protect-users"]').check();
    for (let user = 0; user < 5; user += 1) {
      if (user > 0) await page.locator('[data-testid="protect-add-user"]').click();
      await page.locator('[data-testid="protect-user-name"]').nth(user).fill(`reader${user}`);
      await page.locator('[data-testid="protect-user-password"]').nth(user).fill(`pass${user}`);
    }
    await page.locator('[data-testid="ribbon-publish"]').click();
    await page.locator('[data-testid="publish-out"]').fill(outDir);
    await page.locator('[data-testid="publish-submit"]').click();
    await page.getByText('Encrypting the protected pages…').first().waitFor();
    // Stop while the keys are derived: the dialog stays open and nothing is written.
    await page.locator('[data-testid="publish-cancel"]').click();
    await page.locator('[data-testid="publish-close"]').waitFor();
    expect(await page.locator('[data-testid="publish-error"]').count()).toBe(0);
    expect(fs.existsSync(outDir)).toBe(false);
    await page.locator('[data-testid="publish-close"]').click();

    await page.locator('[data-testid="protect-single"]').check();
    await editor.publishHtml(outDir);
    const files = fs.readdirSync(path.join(outDir, 'files'));
    expect(files).toContain('page-1-normal.webp');
    expect(files).not.toContain('page-2-normal.webp');
    expect(fs.readdirSync(path.join(outDir, 'files', 'sealed'))).toContain('page-2-normal.js');
    expect(fs.readFileSync(path.join(outDir, 'book.js'), 'utf8')).not.toContain('editor-secret');

    // Undo and redo reach the password tab too; the protection survives a save and reopen.
    await page.locator('[data-testid="tab-password"]').focus();
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.locator('[data-testid="protect-users"]').isChecked()).toBe(true);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => page.locator('[data-testid="protect-single"]').isChecked()).toBe(true);
    await saveCloseAndReopen(page, path.join(host.appDataDir, 'protected.flipbook'), 3);
    await page.locator('[data-testid="tab-password"]').click();
    expect(await page.locator('[data-testid="protect-password-mode"]').isChecked()).toBe(true);
    expect(await page.locator('[data-testid="protect-from"]').inputValue()).toBe('2');
    expect(await page.locator('[data-testid="protect-password"]').inputValue()).toBe('editor-secret');
    expect(problems).toEqual([]);
  });
});
