import type { Page } from 'playwright-core';

/** The editor's home screen: the start actions and the recent projects. */
export class HomePage {
  constructor(readonly page: Page) {}

  root = () => this.page.locator('[data-testid="home-screen"]');
  recentItems = () => this.page.locator('[data-testid="recent-list"] button');

  async open(url: string): Promise<void> {
    await this.page.goto(url);
    await this.root().waitFor();
  }

  /** Chooses a PDF through the browser's file input, as a user picking it in the dialog would; the import panel opens. */
  async pickPdf(file: string): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.locator('[data-testid="home-import-pdf"]').click();
    await (await chooser).setFiles(file);
  }

  /** Picks a PDF and imports it with the import panel's current choices. */
  async importPdf(file: string): Promise<void> {
    await this.pickPdf(file);
    await this.page.locator('[data-testid="import-submit"]').click();
    await this.page.locator('[data-testid="import-dialog"]').waitFor({ state: 'detached' });
  }

  /** Switches the interface language from the header's list. */
  async chooseLanguage(code: string): Promise<void> {
    await this.page.locator('[data-testid="language-select"]').selectOption(code);
    await this.page.waitForFunction((expected) => document.documentElement.lang === expected, code);
  }

  /** Opens a project on the web host by typing its path, where it lies on this computer. */
  async openProjectByPath(file: string): Promise<void> {
    await this.page.locator('[data-testid="home-open-project"]').click();
    await this.page.locator('[data-testid="path-dialog"]').waitFor();
    await this.page.locator('[data-testid="path-input"]').fill(file);
    await this.page.locator('[data-testid="path-submit"]').click();
    await this.page.locator('[data-testid="path-dialog"]').waitFor({ state: 'detached' });
  }

  async newProject(): Promise<void> {
    await this.page.locator('[data-testid="home-new-project"]').click();
  }
}
