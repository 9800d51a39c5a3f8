import type { JobStep } from './job-kinds.js';

/** What a long job's work reports as it goes: `done` of `total` units of one typed step. */
export interface StepProgress<S extends JobStep> {
  step: S;
  done: number;
  total: number;
}

/**
 * The callback a domain's long work reports its steps through. Typed by the steps it may
 * report, so work that reports a subset (a runtime download inside a desktop publish) can be
 * handed a sink that takes more.
 */
export type StepSink<S extends JobStep> = (progress: StepProgress<S>) => void;

/** The steps of publishing and of a runtime download, for the sinks of their work. */
export type PublishStep = JobStep<'publish'>;
export type RuntimeStep = JobStep<'runtime'>;
