import { z } from 'zod';
import { defineMethods } from './define.js';

const Empty = z.object({}).strict();

/** Facts about the running engine and the default places it offers in file prompts. */
export const appMethods = defineMethods({
  'app.info': {
    arg: Empty,
    result: z.object({ name: z.string(), version: z.string(), platform: z.string() }),
  },
  'app.paths': {
    arg: Empty,
    result: z.object({
      home: z.string(),
      defaultProjectDir: z.string(),
      defaultPublishDir: z.string(),
    }),
  },
});
