import { z } from 'zod';
import { localPath } from '../validation/local-path.js';
import { JOB_ID_FIELD } from '../jobs/job-id.js';
import { defineMethods } from './define.js';
import { ImportResultSchema } from './import-api.js';

/** Help, feedback and support. */
export const helpMethods = defineMethods({
  /**
   * Writes a zip of the app's logs (and its version and platform) into a folder, for a
   * feedback or support request; LOG_EXPORT_FAILED when it cannot be written.
   */
  'help.exportLogs': { arg: z.object({ outDir: localPath(0) }).strict(), result: z.object({ path: z.string() }) },
  /** Whether the guided tour has been shown on this installation (it opens by itself until it has). */
  'help.tourState': { arg: z.object({}).strict(), result: z.object({ seen: z.boolean() }) },
  /** Remembers the guided tour as shown. */
  'help.tourShown': { arg: z.object({}).strict(), result: z.object({ seen: z.boolean() }) },
  /**
   * Opens the demo book the build made from the app's own content: a new, unsaved project
   * titled `title`, its pages imported from the demo PDF as an `import` job (outline and links
   * included). The open project is replaced: the caller asks about unsaved changes first.
   */
  'help.openDemo': { arg: z.object({ title: z.string().min(1).max(500), ...JOB_ID_FIELD }).strict(), result: ImportResultSchema },
});
