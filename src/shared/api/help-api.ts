import { z } from 'zod';
import { defineMethods } from './define.js';

/** Help, feedback and support. */
export const helpMethods = defineMethods({
  /**
   * Writes a zip of the app's logs (and its version and platform) into a folder, for a
   * feedback or support request; LOG_EXPORT_FAILED when it cannot be written.
   */
  'help.exportLogs': { arg: z.object({ outDir: z.string().max(4096) }).strict(), result: z.object({ path: z.string() }) },
  /** Whether the guided tour has been shown on this installation (it opens by itself until it has). */
  'help.tourState': { arg: z.object({}).strict(), result: z.object({ seen: z.boolean() }) },
  /** Remembers the guided tour as shown. */
  'help.tourShown': { arg: z.object({}).strict(), result: z.object({ seen: z.boolean() }) },
});
