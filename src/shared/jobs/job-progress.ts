import { z } from 'zod';
import { SerializedErrorSchema } from '../errors/app-error.js';
import { JobIdSchema } from './job-id.js';
import { JobKindSchema, JobStepSchema } from './job-kinds.js';

/** Where a job is: running, or its end. A job ends exactly once. */
export const JobStateSchema = z.enum(['running', 'succeeded', 'failed', 'cancelled']);
export type JobState = z.infer<typeof JobStateSchema>;

/**
 * The one progress event of every long job. `done` of `total` units of the current `step`;
 * `etaSeconds` is null until the step has a rate to go by. The last event of a job has its
 * end state, and `error` when it failed.
 */
export const JobProgressSchema = z.object({
  id: JobIdSchema,
  kind: JobKindSchema,
  state: JobStateSchema,
  step: JobStepSchema.nullable(),
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  etaSeconds: z.number().nonnegative().nullable(),
  error: SerializedErrorSchema.optional(),
});
export type JobProgress = z.infer<typeof JobProgressSchema>;
