import { z } from 'zod';

/**
 * Every kind of long work the engine runs, as data: its typed steps (shown through the
 * locale keys `jobs.<kind>.<step>`) and whether it is exclusive. Exclusive jobs never
 * overlap one another, because each of them reads or replaces the open project or the
 * runtime cache; a kind that is not exclusive (a batch's tasks, an upload) may run beside
 * anything. A new kind of long work adds one entry here and its handler, nothing else.
 */
export const JOB_KINDS = {
  /** PDFs, merged PDFs, images and added pages become the open project's pages. */
  import: { steps: ['pages'], exclusive: true },
  /** A finished book in any format, written from the open project. */
  publish: { steps: ['book', 'encrypting', 'download', 'copy', 'packing', 'signing'], exclusive: true },
  /** An Electron runtime downloaded or copied into the cache for EXE and APP publishing. */
  runtime: { steps: ['download', 'copy'], exclusive: true },
  /**
   * A book sent to the cloud service (desktop-app.md's upload steps): `creating` publishes the
   * HTML book into a temporary folder, `checking` hashes its files, `creatingTask` asks the
   * service what it lacks, `uploading` sends that (done/total in bytes) and `completing`
   * publishes the version. Not exclusive, so uploads run beside anything, except that
   * `creating` reads the open project and holds the gate while it does (JobRunner.exclusively).
   */
  upload: { steps: ['creating', 'checking', 'creatingTask', 'uploading', 'completing'], exclusive: false },
  /**
   * Whole folders to published books, each task in an engine of its own (decision 0218), so
   * it never touches the open project and runs beside anything; done/total counts tasks.
   */
  batch: { steps: ['converting', 'publishing'], exclusive: false },
  /**
   * The open book published into the phone preview's temporary folder (lan.start, lan.refresh).
   * Exclusive, since it reads the open project; the serving afterwards is no job.
   */
  lanPreview: { steps: ['publishing'], exclusive: true },
} as const satisfies Record<string, { steps: readonly [string, ...string[]]; exclusive: boolean }>;

export type JobKind = keyof typeof JOB_KINDS;
export type JobStep<K extends JobKind = JobKind> = (typeof JOB_KINDS)[K]['steps'][number];

export const JOB_KIND_NAMES = Object.keys(JOB_KINDS) as JobKind[];
export const JobKindSchema = z.enum(JOB_KIND_NAMES as [JobKind, ...JobKind[]]);

/** The step enum of one kind, for validating what a handler reports. */
export function jobStepSchema<K extends JobKind>(kind: K): z.ZodEnum<{ [S in JobStep<K>]: S }> {
  return z.enum(JOB_KINDS[kind].steps as unknown as [JobStep<K>, ...JobStep<K>[]]) as unknown as z.ZodEnum<{ [S in JobStep<K>]: S }>;
}

/** Every step of every kind: what a `job.progress` event may carry. */
export const JobStepSchema = z.enum([...new Set(JOB_KIND_NAMES.flatMap((kind) => [...JOB_KINDS[kind].steps]))] as [JobStep, ...JobStep[]]);

/** The locale key that names a step of a kind. */
export function jobStepKey(kind: JobKind, step: JobStep): string {
  return `jobs.${kind}.${step}`;
}
