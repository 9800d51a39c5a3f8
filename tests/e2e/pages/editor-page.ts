import type { FrameLocator, Page } from 'playwright-core';

/** The editor shell: ribbon, left tabs, the live preview and the page strip. */
export class EditorPage {
  constructor(readonly page: Page) {}

  root = () => this.page.locator('[data-testid="editor-screen"]');
  thumbs = () => this.page.locator('[data-testid="page-thumb"]');
  titleInput = () => this.page.locator('[data-testid="title-input"]');
  dirtyIndicator = () => this.page.locator('[data-testid="dirty-indicator"]');
  pathDialog = () => this.page.locator('[data-testid="path-dialog"]');
  unsavedDialog = () => this.page.locator('[data-testid="unsaved-dialog"]');
  preview = (): FrameLocator => this.page.frameLocator('[data-testid="preview-frame"]');

  async waitForThumbnails(count: number): Promise<void> {
    await this.page.waitForFunction(
      (expected) => document.querySelectorAll('[data-testid="page-thumb"]').length === expected,
      count,
      { timeout: 120_000 },
    );
  }

  async setTitle(title: string): Promise<void> {
    await this.page.locator('[data-testid="tab-basic"]').click();
    await this.titleInput().fill(title);
  }

  /** Waits until the reader inside the preview iframe shows exactly this title. */
  async waitForPreviewTitle(title: string): Promise<void> {
    const frame = this.page.frames().find((candidate) => candidate.url().includes('/reader/index.html'));
    if (frame === undefined) throw new Error('the preview iframe has not loaded the reader');
    await frame.waitForFunction((expected) => document.querySelector('[data-testid="book-title"]')?.textContent === expected, title);
  }

  /** Opens the unsaved-changes prompt by going home, then stays. */
  async goHomeAndCancel(): Promise<void> {
    await this.page.locator('[data-testid="go-home"]').click();
    await this.unsavedDialog().waitFor();
    await this.page.locator('[data-testid="unsaved-cancel"]').click();
    await this.unsavedDialog().waitFor({ state: 'detached' });
  }

  /** Ctrl+S on a never-saved project asks where to save it (the web host's path dialog). */
  async saveAs(path: string): Promise<void> {
    await this.titleInput().press('Control+s');
    await this.submitPath(path);
    await this.dirtyIndicator().waitFor({ state: 'detached' });
  }

  async submitPath(path: string): Promise<void> {
    await this.pathDialog().waitFor();
    await this.page.locator('[data-testid="path-input"]').fill(path);
    await this.page.locator('[data-testid="path-submit"]').click();
  }

  async pathError(): Promise<string> {
    return (await this.page.locator('[data-testid="path-error"]').textContent()) ?? '';
  }

  /** Publishes as HTML into a folder and returns the index.html path the editor reports. */
  async publishHtml(outDir: string): Promise<string> {
    await this.page.locator('[data-testid="ribbon-publish"]').click();
    await this.submitPath(outDir);
    const result = this.page.locator('[data-testid="published-path"]');
    await result.waitFor({ timeout: 120_000 });
    const indexPath = (await result.textContent()) ?? '';
    await this.page.locator('[data-testid="published-close"]').click();
    return indexPath;
  }
}
