import type { Handlers } from '../../shared/api/contract.js';
import type { JobRunner } from './job-runner.js';

/** The kernel's own method: stopping any job by its id, whatever its kind. */
export function jobHandlers(jobs: JobRunner): Pick<Handlers, 'job.cancel'> {
  return { 'job.cancel': async ({ id }) => ({ cancelled: jobs.cancel(id) }) };
}
