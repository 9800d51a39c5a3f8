import type { Locator, Page } from 'playwright-core';

/** The APK publish panel and its Create signature panel. */
export class ApkDialogPage {
  constructor(private readonly page: Page) {}

  root(): Locator {
    return this.page.locator('[data-testid="apk-dialog"]');
  }

  field(testId: string): Locator {
    return this.page.locator(`[data-testid="${testId}"]`);
  }

  async open(): Promise<void> {
    await this.page.locator('[data-testid="ribbon-publish-apk"]').click();
    await this.field('apk-form').waitFor();
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [testId, value] of Object.entries(values)) await this.field(testId).fill(value);
  }

  async error(testId: 'apk-error' | 'signature-error'): Promise<string> {
    await this.field(testId).waitFor();
    return (await this.field(testId).textContent()) ?? '';
  }

  /** Fills the Create signature panel and submits it; resolves once back on the APK form or on an error. */
  async createSignature(values: Record<string, string>): Promise<void> {
    await this.fill(values);
    await this.field('signature-create').click();
    await Promise.race([this.field('apk-form').waitFor(), this.field('signature-error').waitFor()]);
  }

  async publish(): Promise<void> {
    await this.field('apk-publish').click();
    await Promise.race([this.field('apk-published').waitFor({ timeout: 120_000 }), this.field('apk-error').waitFor({ timeout: 120_000 })]);
  }
}
