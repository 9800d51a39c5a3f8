import { z } from 'zod';

/**
 * A job's id. The caller may choose it (so it can cancel before the first progress event
 * arrives); otherwise the engine makes one. Letters, digits, `-` and `_` only, since ids
 * travel in events and logs.
 */
export const JobIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'A job id is 8 to 64 letters, digits, - or _');
export type JobId = z.infer<typeof JobIdSchema>;

/** The optional `jobId` every long method's argument accepts. */
export const JOB_ID_FIELD = { jobId: JobIdSchema.optional() } as const;

/** A fresh job id, unique enough to tell apart every job of one engine's lifetime. */
export function newJobId(): JobId {
  return globalThis.crypto.randomUUID();
}
