import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TOUR_SEEN_FILE } from '../../src/main/help/tour-memory.js';
import { TOUR_STEP_IDS } from '../../src/renderer/components/tour/tour-steps.js';
import { editorSession } from './support/editor-session.js';
import { HomePage } from './pages/home-page.js';
import { openBookInEditor, saveCloseAndReopen } from './pages/editor-flows.js';

const ONE_PAGE_PDF = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'corpus', 'pdfjs', '90ms_rksj_h_sample.pdf');
const VIEWPORT = { width: 1366, height: 860 };

/** The spec's 13 steps, in its order, as the tour titles them in English. */
const STEP_TITLES = [
  'Basic information',
  'Choose a template',
  'Theme',
  'Scene',
  'Function settings',
  'Settings',
  'Table of contents',
  'Bookmarks',
  'Languages',
  'Config',
  'Add multimedia',
  'Flip mode',
  'Save and preview',
];

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The card, the lit frame and the step's own element, as the user sees them now. */
async function stepLayout(page: Page, stepId: string): Promise<{ card: Rect; highlight: Rect | null; target: Rect | null }> {
  return page.evaluate((id) => {
    const rect = (element: Element | null) => {
      if (element === null) return null;
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    return {
      card: rect(document.querySelector('[data-testid="tour-card"]'))!,
      highlight: rect(document.querySelector('[data-testid="tour-highlight"]')),
      target: rect(document.querySelector(`[data-tour="${id}"]`)),
    };
  }, stepId);
}

function inside(inner: Rect, outer: Rect): boolean {
  return inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;
}

function overlaps(a: Rect, b: Rect): boolean {
  return Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 1 && Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 1;
}

/** The mean brightness (0-255) of a region of the window as it is painted now. */
async function brightness(page: Page, clip: Rect): Promise<number> {
  const { channels } = await sharp(await page.screenshot({ clip })).stats();
  return (channels[0]!.mean + channels[1]!.mean + channels[2]!.mean) / 3;
}

describe('the guided tour and the Help menu', () => {
  const session = editorSession(VIEWPORT, { firstRun: true });

  it('shows the 13-step tour on the first run, lighting up each step, and not again once done', async () => {
    const { page, host } = session;
    // Before a book is open the tour has nothing to show, so Help offers it greyed out.
    const home = new HomePage(page);
    await home.open(host.url);
    await home.chooseLanguage('en');
    await page.getByRole('button', { name: 'Help' }).click();
    expect(await page.getByRole('menuitem', { name: 'Guided tour' }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');

    await openBookInEditor(page, host.url, ONE_PAGE_PDF, 1);
    const card = page.locator('[data-testid="tour-card"]');
    await card.waitFor();
    expect(fs.existsSync(path.join(host.appDataDir, TOUR_SEEN_FILE))).toBe(true);

    const seen: string[] = [];
    for (const [index, id] of TOUR_STEP_IDS.entries()) {
      await expect.poll(() => card.getAttribute('data-step')).toBe(id);
      expect(await page.locator('[data-testid="tour-counter"]').textContent()).toBe(`Step ${index + 1} of 13`);
      seen.push((await page.locator('#tour-title').textContent()) ?? '');
      // The step's element is on screen, framed by the highlight, and the card sits clear of it inside the window.
      await expect.poll(async () => {
        const layout = await stepLayout(page, id);
        if (layout.target === null || layout.highlight === null) return 'no target';
        if (!inside(layout.target, { x: 0, y: 0, ...VIEWPORT })) return 'target off screen';
        if (!inside(layout.target, layout.highlight)) return 'highlight misses its target';
        if (overlaps(layout.card, layout.target)) return 'card covers its target';
        if (!inside(layout.card, { x: 0, y: 0, ...VIEWPORT })) return 'card off screen';
        return 'ok';
      }).toBe('ok');
      // The tour is modal: it keeps the focus while it runs.
      expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="tour-card"]') !== null)).toBe(true);
      if (index < TOUR_STEP_IDS.length - 1) await page.locator('[data-testid="tour-next"]').click();
    }
    expect(seen).toEqual(STEP_TITLES);
    expect(await page.locator('[data-testid="tour-next"]').textContent()).toBe('Finish');
    // Everything but the lit element is dimmed: compare with the same regions once the tour is over.
    const saveButton = (await stepLayout(page, 'savePreview')).target!;
    const pageStrip = { x: 400, y: 740, width: 300, height: 100 };
    await page.mouse.move(VIEWPORT.width - 5, VIEWPORT.height - 5);
    const during = { lit: await brightness(page, saveButton), dimmed: await brightness(page, pageStrip) };
    // Back returns a step; the keyboard moves on again.
    await page.locator('[data-testid="tour-back"]').click();
    await expect.poll(() => card.getAttribute('data-step')).toBe('flipMode');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => card.getAttribute('data-step')).toBe('savePreview');
    await page.locator('[data-testid="tour-next"]').click();
    await card.waitFor({ state: 'detached' });
    await page.mouse.move(VIEWPORT.width - 5, VIEWPORT.height - 5);
    const after = { lit: await brightness(page, saveButton), dimmed: await brightness(page, pageStrip) };
    expect(Math.abs(during.lit - after.lit)).toBeLessThan(8);
    expect(after.dimmed - during.dimmed).toBeGreaterThan(60);

    // Opening a book again does not bring the tour back.
    await saveCloseAndReopen(page, path.join(host.appDataDir, 'toured.flipbook'), 1);
    // The first-run check is one engine call as the editor opens; half a second is ample for it to answer.
    await page.waitForTimeout(500);
    expect(await card.count()).toBe(0);
  });

  it('restarts the tour from Help, where Escape ends it, and answers the FAQ with support links', async () => {
    const { page } = session;
    const card = page.locator('[data-testid="tour-card"]');
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('menuitem', { name: 'Guided tour' }).click();
    await expect.poll(() => card.getAttribute('data-step')).toBe('basic');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => card.getAttribute('data-step')).toBe('template');
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });

    // The menu works from the keyboard too: the down arrow opens it on its first item.
    await page.getByRole('button', { name: 'Help' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Guided tour');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Demo book');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('FAQ');
    await page.keyboard.press('Enter');
    const faq = page.locator('[data-testid="faq-dialog"]');
    await faq.waitFor();
    await faq.getByRole('button', { name: 'How do I save my work?' }).click();
    await faq.getByText('Press Ctrl+S').waitFor();
    expect(await faq.getByRole('link', { name: 'Support site' }).getAttribute('href')).toMatch(/^https:\/\//);
    expect(await faq.getByRole('link', { name: /^Email / }).getAttribute('href')).toMatch(/^mailto:[^@]+@[^@]+$/);
    await page.keyboard.press('Escape');
    await faq.waitFor({ state: 'detached' });
    // Focus goes back to where it was when the dialog closes.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Help');
  });
});
