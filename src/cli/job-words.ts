import type { JobProgress } from '../shared/jobs/job-progress.js';
import type { JobKind, JobStep } from '../shared/jobs/job-kinds.js';
import words from '../../locales/jobs/en.json';

type StepWords = Record<JobKind, Partial<Record<JobStep, string>>>;

/** A job step's English label, from the same locale file the editor translates. */
export function jobStepLabel(kind: JobKind, step: JobStep): string {
  return (words as StepWords)[kind][step] ?? step;
}

/** `Writing the book… 12/352`, or null for an event that has no step to show yet. */
export function formatJobStep(progress: JobProgress): string | null {
  if (progress.state !== 'running' || progress.step === null) return null;
  return `${jobStepLabel(progress.kind, progress.step)} ${progress.done}/${progress.total}`;
}
