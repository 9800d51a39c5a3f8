import type { Page } from 'playwright-core';

/** The import options dialog (Import PDF and Merge PDFs) and the merge list before it. */
export class ImportPanelPage {
  constructor(readonly page: Page) {}

  dialog = () => this.page.locator('[data-testid="import-dialog"]');
  facts = () => this.page.locator('[data-testid="import-facts"]');
  rangeInput = () => this.page.locator('[data-testid="range-input"]');
  rangeError = () => this.page.locator('[data-testid="range-error"]');
  submitButton = () => this.page.locator('[data-testid="import-submit"]');
  mergeDialog = () => this.page.locator('[data-testid="merge-dialog"]');
  mergeItems = () => this.page.locator('[data-testid="merge-item"]');

  async waitOpen(): Promise<void> {
    await this.dialog().waitFor();
  }

  /** Types a custom page range; the panel checks it as it is typed. */
  async typeRange(range: string): Promise<void> {
    await this.rangeInput().fill(range);
  }

  async rangeErrorText(): Promise<string> {
    await this.rangeError().waitFor();
    return (await this.rangeError().textContent()) ?? '';
  }

  async chooseAllPages(): Promise<void> {
    await this.page.locator('[data-testid="range-all"]').check();
  }

  async chooseQuality(preset: 'fhd' | 'hd' | 'shd' | 'custom'): Promise<void> {
    await this.page.locator(`[data-testid="quality-${preset}"]`).check();
  }

  async submit(): Promise<void> {
    await this.submitButton().click();
    await this.dialog().waitFor({ state: 'detached' });
  }

  /** Answers the re-import question with yes, and "Don't save" if unsaved changes are pointed out. */
  async confirmReimport(): Promise<void> {
    await this.page.locator('[data-testid="confirm-yes"]').click();
    const unsaved = this.page.locator('[data-testid="unsaved-discard"]');
    const next = await Promise.race([
      unsaved.waitFor().then(() => 'unsaved' as const),
      this.page.locator('[data-testid="merge-dialog"], [data-testid="import-dialog"]').first().waitFor().then(() => 'panel' as const),
    ]);
    if (next === 'unsaved') await unsaved.click();
  }

  /** Adds one PDF to the merge list through the browser's file input. */
  async addToMerge(file: string): Promise<void> {
    const count = await this.mergeItems().count();
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.locator('[data-testid="merge-add"]').click();
    await (await chooser).setFiles(file);
    await this.page.waitForFunction((expected) => document.querySelectorAll('[data-testid="merge-item"]').length === expected, count + 1);
  }

  async mergeNext(): Promise<void> {
    await this.page.locator('[data-testid="merge-next"]').click();
  }

  async mergeError(): Promise<string> {
    const error = this.page.locator('[data-testid="merge-error"]');
    await error.waitFor();
    return (await error.textContent()) ?? '';
  }
}
