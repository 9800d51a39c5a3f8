import type { Locator, Page } from 'playwright-core';

/** The phone preview panel beside the editor (decision 0237). */
export class PhonePreviewPage {
  constructor(private readonly page: Page) {}

  el(testId: string): Locator {
    return this.page.locator(`[data-testid="${testId}"]`);
  }

  /** Opens the panel from the ribbon and waits until it serves the book or says there is no network. */
  async open(): Promise<void> {
    await this.el('ribbon-phone-preview').click();
    await this.page.locator('[data-testid="phone-preview-url"], [data-testid="phone-preview-no-network"]').first().waitFor({ timeout: 120_000 });
  }

  url(): Promise<string> {
    return this.el('phone-preview-url').inputValue();
  }

  /** Saves what the panel shows as its QR code, as the screen draws it. */
  async saveQr(file: string): Promise<void> {
    await this.el('phone-preview-qr').screenshot({ path: file });
  }

  /** Presses Refresh and waits for the panel to say the phone gets the latest book. */
  async refresh(): Promise<void> {
    await this.el('phone-preview-refresh').click();
    await this.page.waitForFunction(() => document.querySelector('[data-testid="phone-preview-refresh-hint"]')?.textContent?.includes('latest') === true, undefined, { timeout: 120_000 });
  }

  async close(): Promise<void> {
    await this.el('phone-preview-close').click();
    await this.el('phone-preview').waitFor({ state: 'detached' });
  }
}
