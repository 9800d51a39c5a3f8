import type { Frame, Page } from 'playwright-core';

/** The Design tab: its sub-tabs, the picker cards and "My templates". */
export class DesignTabPage {
  constructor(readonly page: Page) {}

  card = (kind: 'template' | 'theme' | 'scene', id: string) => this.page.locator(`[data-testid="${kind}-card-${id}"]`);
  userTemplates = () => this.page.locator('[data-testid="user-template"]');
  userTemplateNames = () => this.page.locator('[data-testid="user-template-name"]');
  saveDialog = () => this.page.locator('[data-testid="template-save-dialog"]');

  async openSubTab(name: 'templates' | 'themes' | 'scenes'): Promise<void> {
    await this.page.locator('[data-testid="tab-design"]').click();
    await this.page.locator(`[data-testid="design-tab-${name}"]`).click();
  }

  /** Clicks a card and waits until the editor marks it as the current choice. */
  async choose(kind: 'template' | 'theme' | 'scene', id: string): Promise<void> {
    await this.card(kind, id).click();
    await this.page.waitForSelector(`[data-testid="${kind}-card-${id}"][aria-pressed="true"]`);
  }

  /** Saves the current design as a user template with the given cover, keeping the default groups. */
  async saveTemplate(name: string, coverFile: string): Promise<void> {
    await this.page.locator('[data-testid="template-save-open"]').click();
    await this.saveDialog().waitFor();
    await this.page.locator('[data-testid="template-name"]').fill(name);
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.locator('[data-testid="template-cover"]').click();
    await (await chooser).setFiles(coverFile);
    await this.page.waitForFunction(() => document.querySelector('[data-testid="template-cover-name"]')?.textContent?.endsWith('.png') === true);
    await this.page.locator('[data-testid="template-save"]').click();
    await this.saveDialog().waitFor({ state: 'detached' });
  }

  async deleteTemplate(index: number): Promise<void> {
    await this.userTemplates().nth(index).locator('[data-testid="user-template-delete"]').click();
    await this.page.locator('[data-testid="confirm-yes"]').click();
  }
}

/**
 * Records, inside the preview iframe, the settings of every whole book the editor sends, so
 * a test can see what the reader was given rather than what the editor believes it sent.
 */
export async function recordPreviewSettings(page: Page): Promise<Frame> {
  const element = await page.locator('[data-testid="preview-frame"]').elementHandle();
  const frame = await element?.contentFrame();
  if (frame === null || frame === undefined) throw new Error('the preview iframe is missing');
  await frame.waitForFunction(() => document.readyState === 'complete');
  await frame.evaluate(() => {
    window.addEventListener('message', (event: MessageEvent) => {
      const data = event.data as { type?: string; key?: string; value?: { settings?: unknown } } | null;
      const recorded = window as unknown as { lastSettings?: Record<string, unknown> };
      if (data?.type !== 'previewBook' || data.key === undefined) return;
      // A whole book replaces the record; a single setting (sent on its own since settings
      // edits are diffed key by key) patches it, as the reader applies it.
      if (data.key === 'book') recorded.lastSettings = data.value?.settings as Record<string, unknown> | undefined;
      else if (data.key !== 'title') recorded.lastSettings = { ...(recorded.lastSettings ?? {}), [data.key]: data.value };
    });
  });
  return frame;
}

/** Waits until the preview received a book whose settings include these values. */
export async function waitForPreviewSettings(frame: Frame, expected: Record<string, string>): Promise<void> {
  await frame.waitForFunction((wanted) => {
    const settings = (window as unknown as { lastSettings?: Record<string, unknown> }).lastSettings;
    return settings !== undefined && Object.entries(wanted).every(([key, value]) => settings[key] === value);
  }, expected);
}
