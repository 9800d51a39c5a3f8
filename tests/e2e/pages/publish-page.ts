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
    await this.field('publish-submit').click();
    const result = this.page.locator('[data-testid="published-path"]');
    await result.waitFor({ timeout: 120_000 });
    const shown = (await result.textContent()) ?? '';
    await this.page.locator('[data-testid="published-close"]').click();
    return shown;
  }
}
