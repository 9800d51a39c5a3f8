import type { Page } from 'playwright-core';

/** The EXE / APP publish dialog: runtime panel, options and the publish button. */
export class DesktopPublishPage {
  constructor(
    readonly page: Page,
    readonly format: 'exe' | 'app',
  ) {}

  root = () => this.page.locator(`[data-testid="publish-${this.format}-dialog"]`);
  runtimeStatus = () => this.root().locator('[data-testid="runtime-status"]');
  error = () => this.root().locator('[data-testid="desktop-error"]');
  publishButton = () => this.root().locator('[data-testid="desktop-publish"]');

  async open(): Promise<void> {
    await this.page.locator(`[data-testid="ribbon-publish-${this.format}"]`).click();
    await this.root().waitFor();
    await this.page.waitForFunction(
      (format) => document.querySelector(`[data-testid="publish-${format}-dialog"] [data-testid="runtime-status"]`) !== null,
      this.format,
    );
  }

  /** Waits until the runtime panel says ready (true) or missing (false). */
  async waitForRuntime(ready: boolean): Promise<void> {
    await this.root().locator(`[data-testid="runtime-status"][data-ready="${ready}"]`).waitFor();
  }

  async download(): Promise<void> {
    await this.root().locator('[data-testid="runtime-download"]').click();
  }

  async useLocalRuntime(path: string): Promise<void> {
    await this.root().locator('[data-testid="runtime-path"]').fill(path);
    await this.root().locator('[data-testid="runtime-use-local"]').click();
  }

  async fill(testId: string, value: string): Promise<void> {
    await this.root().locator(`[data-testid="${testId}"]`).fill(value);
  }

  async choose(testId: string): Promise<void> {
    await this.root().locator(`[data-testid="${testId}"]`).check();
  }

  /** Publishes and waits for the dialog to close on success. */
  async publish(): Promise<void> {
    await this.publishButton().click();
    await this.root().waitFor({ state: 'detached', timeout: 120_000 });
  }
}
