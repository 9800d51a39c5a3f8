import { z } from 'zod';
import { JobIdSchema } from '../jobs/job-id.js';
import { defineMethods } from './define.js';

/** The one way to stop any long job, whatever its kind. */
export const jobMethods = defineMethods({
  /** Stops the job with this id; it then leaves everything as it was. False when no such job runs. */
  'job.cancel': { arg: z.object({ id: JobIdSchema }).strict(), result: z.object({ cancelled: z.boolean() }) },
});
