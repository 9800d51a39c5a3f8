import type { Frame, Page } from 'playwright-core';
import { pixelAt } from '../support/pixel.js';

/** Design → Settings: the generated setting rows, their search, reset buttons and problems notice. */
export class SettingsTabPage {
  constructor(readonly page: Page) {}

  root = () => this.page.locator('[data-testid="settings-tab"]');
  search = () => this.page.locator('[data-testid="settings-search"]');
  row = (key: string) => this.page.locator(`[data-testid="setting-${key}"]`);
  input = (key: string) => this.page.locator(`[data-testid="setting-input-${key}"]`);
  hex = (key: string) => this.page.locator(`[data-testid="setting-hex-${key}"]`);
  reset = (key: string) => this.page.locator(`[data-testid="setting-reset-${key}"]`);
  problems = () => this.page.locator('[data-testid="settings-problems"]');

  async open(): Promise<void> {
    await this.page.locator('[data-testid="tab-design"]').click();
    await this.page.locator('[data-testid="design-tab-settings"]').click();
    await this.root().waitFor();
  }

  async find(query: string): Promise<void> {
    await this.search().fill(query);
  }

  /** The reader inside the preview iframe. */
  async previewFrame(): Promise<Frame> {
    const element = await this.page.locator('[data-testid="preview-frame"]').elementHandle();
    const frame = await element?.contentFrame();
    if (frame === null || frame === undefined) throw new Error('the preview iframe is missing');
    return frame;
  }

  /** Waits until the reader's background layer (the root's ::before) has this computed colour. */
  async waitForPreviewBackground(rgb: string): Promise<void> {
    const frame = await this.previewFrame();
    await frame.waitForFunction((expected) => {
      const root = document.querySelector('.fb-reader');
      return root !== null && getComputedStyle(root, '::before').backgroundColor === expected;
    }, rgb);
  }

  /** What the author sees of the preview's background: a pixel of the stage beside the book, near the top. */
  async previewBackgroundPixel(): Promise<string> {
    const frame = await this.previewFrame();
    const stage = await frame.evaluate(() => {
      const box = document.querySelector('.fb-stage')!.getBoundingClientRect();
      return { x: box.left + 4, y: box.top + 4 };
    });
    return pixelAt(this.page.locator('[data-testid="preview-frame"]'), stage.x, stage.y);
  }
}
