import type { Page } from 'playwright-core';
import { EditorPage } from './editor-page.js';
import { HomePage } from './home-page.js';

/** The start most editor tests share: the home screen in English, a PDF imported, its pages shown. */
export async function openBookInEditor(page: Page, hostUrl: string, pdf: string, pageCount: number): Promise<void> {
  const home = new HomePage(page);
  await home.open(hostUrl);
  await home.chooseLanguage('en');
  await home.importPdf(pdf);
  await new EditorPage(page).waitForThumbnails(pageCount);
}

/** The same start with a saved project opened by its path instead of an import. */
export async function openProjectInEditor(page: Page, hostUrl: string, projectFile: string, pageCount: number): Promise<void> {
  const home = new HomePage(page);
  await home.open(hostUrl);
  await home.chooseLanguage('en');
  await home.openProjectByPath(projectFile);
  await new EditorPage(page).waitForThumbnails(pageCount);
}

/** Saves the project under a path (Ctrl+S), goes home, and opens it again from that path. */
export async function saveCloseAndReopen(page: Page, projectFile: string, pageCount: number): Promise<void> {
  const home = new HomePage(page);
  const editor = new EditorPage(page);
  await page.keyboard.press('Control+s');
  await editor.submitPath(projectFile);
  await editor.dirtyIndicator().waitFor({ state: 'detached' });
  await page.locator('[data-testid="go-home"]').click();
  await home.root().waitFor();
  await home.openProjectByPath(projectFile);
  await editor.waitForThumbnails(pageCount);
}
