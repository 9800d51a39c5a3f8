import type { Page } from '../../shared/domain/page.js';
import type { Job } from '../engine/job-runner.js';

/**
 * Counts an import's finished pages into its job's `pages` step. It reports 0 of the total
 * at once, so the job's clock (and with it the ETA) starts when the page count is known.
 */
export class ImportProgress {
  private done = 0;

  constructor(
    private readonly job: Pick<Job<'import'>, 'progress'>,
    private readonly total: number,
    private readonly onPages: (pages: Page[]) => void = () => undefined,
  ) {
    job.progress('pages', 0, total);
  }

  pageDone(): void {
    this.done += 1;
    this.job.progress('pages', this.done, this.total);
  }

  /** Hands on the next pages of the book, in order, once they and every page before them are written. */
  pagesReady(pages: Page[]): void {
    if (pages.length > 0) this.onPages(pages);
  }
}
