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
  ) {
    job.progress('pages', 0, total);
  }

  pageDone(): void {
    this.done += 1;
    this.job.progress('pages', this.done, this.total);
  }
}
