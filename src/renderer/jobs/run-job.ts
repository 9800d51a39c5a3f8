import type { FlipbookClient } from '../../shared/api/client.js';
import { newJobId, type JobId } from '../../shared/jobs/job-id.js';
import type { JobKind } from '../../shared/jobs/job-kinds.js';
import type { JobProgress } from '../../shared/jobs/job-progress.js';

/** How a caller sees its job while it runs: its id (to cancel it) and its progress events. */
export interface JobWatch {
  /** Called with the job's id before the call is sent, so a cancel can name it at once. */
  onStart?(id: JobId): void;
  onProgress(progress: JobProgress): void;
}

/**
 * Runs one long job: picks its id, listens to that job's `job.progress` events only (a batch
 * runs many at once) and sends the call that starts it. Resolves or rejects as the call does.
 */
export async function runJob<T>(client: FlipbookClient, kind: JobKind, call: (jobId: JobId) => Promise<T>, watch: JobWatch): Promise<T> {
  const id = newJobId();
  const stop = client.on('job.progress', (progress) => {
    if (progress.id === id && progress.kind === kind) watch.onProgress(progress);
  });
  try {
    watch.onStart?.(id);
    return await call(id);
  } finally {
    stop();
  }
}

/** Asks the engine to stop a job; it then leaves everything as it was. */
export async function cancelJob(client: FlipbookClient, id: JobId): Promise<boolean> {
  return (await client.call('job.cancel', { id })).cancelled;
}
