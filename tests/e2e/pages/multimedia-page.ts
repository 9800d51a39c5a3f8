import type { Page } from 'playwright-core';

/** Add multimedia: the page view where objects are placed on pages. */
export class MultimediaPage {
  constructor(readonly page: Page) {}

  dialog = () => this.page.locator('[data-testid="multimedia-dialog"]');
  items = () => this.page.locator('[data-testid="multimedia-item"]');
  item = (kind: string) => this.page.locator(`[data-testid="multimedia-item"][data-kind="${kind}"]`);
  field = (testId: string) => this.page.locator(`[data-testid="${testId}"]`);

  async open(): Promise<void> {
    await this.page.locator('[data-testid="ribbon-multimedia"]').click();
    await this.dialog().waitFor();
  }

  async close(): Promise<void> {
    await this.field('multimedia-close').click();
    await this.dialog().waitFor({ state: 'detached' });
  }

  /** Adds a file object (video, audio, image) by picking the file, as a user choosing it would. */
  async addFile(kind: 'video' | 'audio' | 'image', file: string): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.field(`multimedia-add-${kind}`).click();
    await (await chooser).setFiles(file);
  }

  /** Drags an object's body by (dx, dy) screen pixels, in several moves as a hand would. */
  async drag(kind: string, dx: number, dy: number): Promise<void> {
    await this.dragElement(this.item(kind), dx, dy);
  }

  /** Drags an object's corner handle by (dx, dy) screen pixels. */
  async resize(kind: string, dx: number, dy: number): Promise<void> {
    await this.dragElement(this.item(kind).locator('[data-testid="multimedia-resize"]'), dx, dy);
  }

  private async dragElement(target: ReturnType<Page['locator']>, dx: number, dy: number): Promise<void> {
    const box = await target.boundingBox();
    if (box === null) throw new Error('nothing to drag');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    for (let step = 1; step <= 5; step += 1) await this.page.mouse.move(x + (dx * step) / 5, y + (dy * step) / 5);
    await this.page.mouse.up();
  }
}
