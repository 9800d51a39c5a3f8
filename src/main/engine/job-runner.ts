import { AppError } from '../../shared/errors/app-error.js';
import { newJobId, type JobId } from '../../shared/jobs/job-id.js';
import { JOB_KINDS, type JobKind, type JobStep } from '../../shared/jobs/job-kinds.js';
import type { JobProgress } from '../../shared/jobs/job-progress.js';
import type { StepSink } from '../../shared/jobs/step-progress.js';
import type { EventBus } from './event-bus.js';
import { StepClock } from './step-clock.js';

/** What a running job's work gets: its id, its AbortSignal and a way to report its steps. */
export interface Job<K extends JobKind> {
  readonly id: JobId;
  readonly kind: K;
  readonly signal: AbortSignal;
  /** Reports `done` of `total` units of a step; the ETA is worked out from the step's pace. */
  progress(step: JobStep<K>, done: number, total: number): void;
  /** The same as `progress`, as a sink that domain code reports `{step, done, total}` into. */
  readonly report: StepSink<JobStep<K>>;
}

interface Running {
  kind: JobKind;
  controller: AbortController;
  /** A job of a kind that is not exclusive holds the gate for a part of its work (`exclusively`). */
  holding: boolean;
}

/**
 * Runs every long job of the engine. Each job gets an id, an AbortSignal and typed steps,
 * and announces itself, its progress and its one end on `job.progress`. Exclusive kinds
 * (JOB_KINDS) never overlap: a second exclusive job while one runs gets BUSY. `job.cancel`
 * stops a job by its id, whatever its kind.
 */
export class JobRunner {
  private readonly jobs = new Map<JobId, Running>();

  constructor(
    private readonly events: EventBus,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The kind of the exclusive job running now, or null; the project's edits check it. */
  get running(): JobKind | null {
    for (const job of this.jobs.values()) if (JOB_KINDS[job.kind].exclusive || job.holding) return job.kind;
    return null;
  }

  /** True when no job of any kind runs (a batch is not exclusive, so `running` may be null beside one). */
  get idle(): boolean {
    return this.jobs.size === 0;
  }

  /**
   * Runs a part of a job that is not exclusive as if it were: while `work` runs, other
   * exclusive jobs and the edit-refusing methods get BUSY, and `running` names this job's
   * kind. An upload reads the open project this way while it publishes it, and then lets go.
   * BUSY when an exclusive job (or another job's exclusive part) is running already.
   */
  async exclusively<T>(job: Pick<Job<JobKind>, 'id'>, work: () => Promise<T>): Promise<T> {
    const entry = this.jobs.get(job.id);
    if (entry === undefined) throw new Error(`job ${job.id} is not running`);
    const busy = this.running;
    if (busy !== null) throw new AppError('BUSY', {}, `${busy} is running`);
    entry.holding = true;
    try {
      return await work();
    } finally {
      entry.holding = false;
    }
  }

  async run<K extends JobKind, T>(kind: K, requestedId: JobId | undefined, work: (job: Job<K>) => Promise<T>): Promise<T> {
    const busy = JOB_KINDS[kind].exclusive ? this.running : null;
    if (busy !== null) throw new AppError('BUSY', {}, `${busy} is running`);
    const id = requestedId ?? newJobId();
    if (this.jobs.has(id)) throw new AppError('BUSY', {}, `job ${id} is running`);
    const controller = new AbortController();
    this.jobs.set(id, { kind, controller, holding: false });
    const clock = new StepClock(this.now);
    let last: Pick<JobProgress, 'step' | 'done' | 'total'> = { step: null, done: 0, total: 0 };
    const emit = (update: Omit<JobProgress, 'id' | 'kind'>): void => this.events.emit('job.progress', { id, kind, ...update });
    emit({ state: 'running', ...last, etaSeconds: null });
    const progress = (step: JobStep<K>, done: number, total: number): void => {
      last = { step, done, total };
      emit({ state: 'running', ...last, etaSeconds: clock.eta(step, done, total) });
    };
    const job: Job<K> = { id, kind, signal: controller.signal, progress, report: ({ step, done, total }) => progress(step, done, total) };
    let result: T;
    try {
      result = await work(job);
    } catch (error) {
      // Forgotten before its end is announced, so a listener may start the next job at once.
      this.jobs.delete(id);
      const failure = controller.signal.aborted ? new AppError('CANCELLED') : AppError.from(error);
      if (failure.code === 'CANCELLED') emit({ state: 'cancelled', ...last, etaSeconds: null });
      else emit({ state: 'failed', ...last, etaSeconds: null, error: failure.toJSON() });
      throw failure;
    }
    this.jobs.delete(id);
    emit({ state: 'succeeded', ...last, etaSeconds: 0 });
    return result;
  }

  /** Cancels the job with this id; false when no such job runs. */
  cancel(id: JobId): boolean {
    const job = this.jobs.get(id);
    if (!job) return false;
    job.controller.abort(new AppError('CANCELLED'));
    return true;
  }

  /** Cancels every running job (the host is closing). */
  cancelAll(): void {
    for (const id of [...this.jobs.keys()]) this.cancel(id);
  }
}

/** Throws CANCELLED when the signal has fired; long loops call it between steps. */
export function throwIfCancelled(signal: AbortSignal): void {
  if (signal.aborted) throw new AppError('CANCELLED');
}
