import type { JobProgress } from '../../shared/jobs/job-progress.js';

/** How an upload ended, when it has: the spec's "all succeeded", "failed" and "paused". */
export type UploadEnd = 'succeeded' | 'failed' | 'paused';

/**
 * The spec's upload status (desktop-app.md: creating, creating task, task created, checking,
 * checked, start upload, uploading, complete, completing, all succeeded, failed, paused) as a
 * locale key. The engine reports five steps with done/total; the finer words come from where a
 * step stands, so the user sees e.g. "Task created" at the moment the service answered.
 */
export function uploadStatusKey(progress: Pick<JobProgress, 'step' | 'done' | 'total'> | null, end: UploadEnd | null): string {
  if (end !== null) return `cloud.upload.status.${end === 'succeeded' ? 'allSucceeded' : end}`;
  if (progress === null || progress.step === null) return 'cloud.upload.status.creating';
  const finished = progress.total > 0 && progress.done >= progress.total;
  switch (progress.step) {
    case 'creatingTask':
      return `cloud.upload.status.${finished ? 'taskCreated' : 'creatingTask'}`;
    case 'checking':
      return `cloud.upload.status.${finished ? 'checked' : 'checking'}`;
    case 'uploading':
      if (finished) return 'cloud.upload.status.complete';
      return `cloud.upload.status.${progress.done === 0 ? 'startUpload' : 'uploading'}`;
    case 'completing':
      return 'cloud.upload.status.completing';
    default:
      return 'cloud.upload.status.creating';
  }
}

/** One look at how many bytes had gone, and when (ms). */
export interface ByteSample {
  at: number;
  done: number;
}

/**
 * Bytes per second between the first sample of the uploading step and the latest, or null
 * until there is a pace to go by. Measured over the whole step rather than the last chunk, so
 * the number does not jump with every request.
 */
export function uploadSpeed(first: ByteSample | null, latest: ByteSample | null): number | null {
  if (first === null || latest === null) return null;
  const seconds = (latest.at - first.at) / 1000;
  const bytes = latest.done - first.done;
  if (seconds < 0.5 || bytes <= 0) return null;
  return bytes / seconds;
}
