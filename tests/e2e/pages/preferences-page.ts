import type { Locator, Page } from 'playwright-core';

/** The preferences dialog (Options → Preferences…, Ctrl+, or the header's button). */
export class PreferencesPage {
  constructor(readonly page: Page) {}

  dialog = () => this.page.locator('[data-testid="preferences-dialog"]');
  field = (name: string): Locator => this.page.locator(`[data-testid="preferences-${name}"]`);

  async openFromHeader(): Promise<void> {
    await this.page.locator('[data-testid="open-preferences"]').click();
    await this.dialog().waitFor();
  }

  async openWithKeyboard(): Promise<void> {
    await this.page.keyboard.press('Control+Comma');
    await this.dialog().waitFor();
  }

  /** Saves; the dialog closes once the engine has stored every change. */
  async save(): Promise<void> {
    await this.field('save').click();
    await this.dialog().waitFor({ state: 'detached' });
  }

  /** Clears the recent projects, answering the dialog's question. */
  async clearRecent(): Promise<void> {
    await this.field('clear-recent').click();
    await this.field('recent-question').waitFor();
    await this.field('clear-recent-yes').click();
    await this.field('clear-recent').waitFor();
  }
}
