import { z } from 'zod';
import { defineMethods } from './define.js';

/** Publishing writes a finished book; the project itself is never changed by it. */
export const publishMethods = defineMethods({
  'publish.html': {
    arg: z.object({ outDir: z.string().max(4096) }).strict(),
    result: z.object({
      outDir: z.string(),
      indexPath: z.string(),
      pageCount: z.number().int().nonnegative(),
    }),
  },
  /** Stops the running publish (the encryption of protected pages included); the target stays as it was. */
  'publish.cancel': { arg: z.object({}).strict(), result: z.object({ cancelled: z.boolean() }) },
});
