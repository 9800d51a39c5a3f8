import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser.js';
import { startWebHost, type RunningWebHost } from './support/web-host.js';
import { DesignTabPage, recordPreviewSettings, waitForPreviewSettings } from './pages/design-tab-page.js';
import { HomePage } from './pages/home-page.js';

describe('the Design tab in the browser host', () => {
  let host: RunningWebHost;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    host = await startWebHost();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1366, height: 860 } });
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('applies a template and a scene to the live preview, and saves, applies and deletes a user template', async () => {
    const home = new HomePage(page);
    const design = new DesignTabPage(page);
    await home.open(host.url);
    await home.chooseLanguage('en');
    await home.newProject();
    await page.locator('[data-testid="editor-screen"]').waitFor();
    const preview = await recordPreviewSettings(page);

    await design.openSubTab('templates');
    expect(await design.card('template', 'metro').getAttribute('aria-pressed')).toBe('true');
    await design.choose('template', 'classical');
    expect(await design.card('template', 'metro').getAttribute('aria-pressed')).toBe('false');
    await waitForPreviewSettings(preview, { template: 'classical' });

    await design.openSubTab('themes');
    const themeCards = page.locator('[data-testid^="theme-card-"]');
    expect(await themeCards.count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator('[data-testid^="theme-card-"][aria-pressed="true"]').count()).toBe(1);

    await design.openSubTab('scenes');
    await design.choose('scene', 'snow');
    await waitForPreviewSettings(preview, { template: 'classical', scene: 'snow' });
    // The cards are buttons: the keyboard chooses too.
    await design.card('scene', 'moon').focus();
    await page.keyboard.press('Enter');
    await waitForPreviewSettings(preview, { scene: 'moon' });

    const cover = path.join(host.appDataDir, 'cover.png');
    fs.writeFileSync(cover, await sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 30, g: 120, b: 200 } } }).png().toBuffer());
    await design.openSubTab('templates');
    await design.saveTemplate('Blue classical', cover);
    await design.userTemplates().first().waitFor();
    expect(await design.userTemplateNames().allTextContents()).toEqual(['Blue classical']);
    expect(await design.userTemplates().first().locator('img').getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    // Applying it brings back the template and scene it was saved with.
    await design.choose('template', 'metro');
    await design.openSubTab('scenes');
    await design.choose('scene', 'none');
    await waitForPreviewSettings(preview, { template: 'metro', scene: 'none' });
    await design.openSubTab('templates');
    await design.userTemplates().first().locator('[data-testid="user-template-apply"]').click();
    await waitForPreviewSettings(preview, { template: 'classical', scene: 'moon' });
    await page.waitForSelector('[data-testid="template-card-classical"][aria-pressed="true"]');

    await design.deleteTemplate(0);
    await design.userTemplates().first().waitFor({ state: 'detached' });
    expect(await design.userTemplates().count()).toBe(0);
    expect(fs.readdirSync(path.join(host.appDataDir, 'user-templates'))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
