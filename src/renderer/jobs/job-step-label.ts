import type { TFunction } from 'i18next';
import { jobStepKey } from '../../shared/jobs/job-kinds.js';
import type { JobProgress } from '../../shared/jobs/job-progress.js';

/** The translated name of what a job is doing now, or null before its first step. */
export function jobStepLabel(t: TFunction, progress: Pick<JobProgress, 'kind' | 'step'> | null): string | null {
  if (progress === null || progress.step === null) return null;
  return t(jobStepKey(progress.kind, progress.step));
}
