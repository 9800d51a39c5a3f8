import type { Locator, Page } from 'playwright-core';
import { BATCH_END_STATES, type BatchTaskState } from '../../../src/shared/api/batch-api.js';

/** The batch conversion panel as a user drives it; waits go through the page's own state, never sleeps. */
export class BatchPage {
  constructor(readonly page: Page) {}

  root = () => this.page.locator('[data-testid="batch-dialog"]');
  tasks = () => this.page.locator('[data-testid="batch-task"]');
  task = (name: string) => this.page.locator(`[data-testid="batch-task"][data-task-name="${name}"]`);
  button = (id: string): Locator => this.page.locator(`[data-testid="batch-${id}"]`);

  async openFromHome(): Promise<void> {
    await this.page.locator('[data-testid="home-batch"]').click();
    await this.root().waitFor();
  }

  /** Adds a folder or PDF by typing its path, as the web host's path prompt asks. */
  async addPath(path: string): Promise<void> {
    await this.button('add-folder').click();
    await this.page.locator('[data-testid="path-dialog"]').waitFor();
    await this.page.locator('[data-testid="path-input"]').fill(path);
    await this.page.locator('[data-testid="path-submit"]').click();
    await this.page.locator('[data-testid="path-dialog"]').waitFor({ state: 'detached' });
  }

  /** Picks a saved template once the list from the templates API has it. */
  async chooseTemplate(name: string): Promise<void> {
    const select = this.button('template');
    await select.locator(`option[value="${name}"]`).waitFor({ state: 'attached' });
    await select.selectOption(name);
  }

  /** Every task's state by its row, in the list's order. */
  states(): Promise<BatchTaskState[]> {
    return this.tasks().evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.state as BatchTaskState));
  }

  /** Waits until the list holds `count` tasks and every one has ended, and the run is over. */
  async waitForEnd(count: number): Promise<void> {
    await this.page.waitForFunction(
      ([expected, ended]) => {
        const rows = [...document.querySelectorAll<HTMLElement>('[data-testid="batch-task"]')];
        const start = document.querySelector<HTMLButtonElement>('[data-testid="batch-stop-all"]');
        return rows.length === expected && rows.every((row) => (ended as readonly string[]).includes(row.dataset.state ?? '')) && start?.disabled === true;
      },
      [count, [...BATCH_END_STATES]] as const,
      { timeout: 150_000 },
    );
  }

  /** Answers the confirmation the panel shows over itself. */
  async confirm(): Promise<string> {
    const message = (await this.page.locator('[data-testid="confirm-message"]').textContent()) ?? '';
    await this.page.locator('[data-testid="confirm-yes"]').click();
    await this.page.locator('[data-testid="confirm-dialog"]').waitFor({ state: 'detached' });
    return message;
  }
}
