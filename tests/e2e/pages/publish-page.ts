import type { Page } from 'playwright-core';

/** The HTML and plug-in publish panels. */
export class PublishPage {
  constructor(readonly page: Page) {}

  htmlDialog = () => this.page.locator('[data-testid="publish-html-dialog"]');
  pluginDialog = () => this.page.locator('[data-testid="publish-plugin-dialog"]');
  field = (testId: string) => this.page.locator(`[data-testid="${testId}"]`);

  async openPlugin(): Promise<void> {
    await this.page.locator('[data-testid="ribbon-publish-plugin"]').click();
    await this.pluginDialog().waitFor();
  }

  async openHtml(): Promise<void> {
    await this.page.locator('[data-testid="ribbon-publish"]').click();
    await this.htmlDialog().waitFor();
  }

  /** Publishes with the panel's current fields and returns the path the editor reports. */
  async submitAndReadResult(): Promise<string> {
    return (await this.submitAndReadAdvice()).path;
  }

  /** Publishes, and reads the written path and the advice lines under it before closing. */
  async submitAndReadAdvice(): Promise<{ path: string; hints: string[] }> {
    await this.field('publish-submit').click();
    const result = this.page.locator('[data-testid="published-path"]');
    await result.waitFor({ timeout: 120_000 });
    const path = (await result.textContent()) ?? '';
    const hints = await this.page.locator('[data-testid="published-hint"]').allTextContents();
    await this.page.locator('[data-testid="published-close"]').click();
    return { path, hints };
  }
}
