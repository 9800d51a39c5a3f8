import type { Frame, FrameLocator, Page } from 'playwright-core';

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

  /** Waits for the page strip to show `count` pages; large imports on a busy machine get a longer wait. */
  async waitForThumbnails(count: number, timeout = 120_000): Promise<void> {
    // The strip renders only the thumbnails near its view (decision 0232): it says how many pages it holds.
    await this.page.waitForFunction(
      (expected) => {
        // Pages still being imported show in the strip too: wait for the book's own.
        const strip = document.querySelector('[data-testid="page-strip"]');
        return strip?.getAttribute('data-page-count') === String(expected) && !strip.hasAttribute('data-importing');
      },
      count,
      { timeout },
    );
  }

  /** The preview iframe's current document (a new one after the preview reloads). */
  async previewDocument(): Promise<Frame> {
    const frame = await (await this.page.locator('[data-testid="preview-frame"]').elementHandle())?.contentFrame();
    if (frame === null || frame === undefined) throw new Error('the preview iframe is missing');
    return frame;
  }

  async setTitle(title: string): Promise<void> {
    await this.page.locator('[data-testid="tab-basic"]').click();
    await this.titleInput().fill(title);
  }

  /** The preview iframe's frame, to look inside the reader. */
  async previewFrame(): Promise<Frame> {
    const element = await this.page.locator('[data-testid="preview-frame"]').elementHandle();
    const frame = await element?.contentFrame();
    if (frame === null || frame === undefined) throw new Error('the preview iframe is missing');
    return frame;
  }

  /** Waits until the reader inside the preview iframe shows exactly this title. */
  async waitForPreviewTitle(title: string): Promise<void> {
    // The iframe may still be loading right after the editor opens, so wait for it rather than look once.
    const frame = await this.previewFrame();
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
    await this.page.locator('[data-testid="publish-out"]').fill(outDir);
    await this.page.locator('[data-testid="publish-submit"]').click();
    const result = this.page.locator('[data-testid="published-path"]');
    await result.waitFor({ timeout: 120_000 });
    const indexPath = (await result.textContent()) ?? '';
    await this.page.locator('[data-testid="published-close"]').click();
    return indexPath;
  }
}
