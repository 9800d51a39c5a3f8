import { z } from 'zod';
import { BATCH_FORMATS } from '../api/batch-api.js';
import { ImportChoicesSchema } from './import-prefs.js';

/**
 * What the batch panel remembers between runs: the settings for the whole batch, never its
 * inputs (a new batch is usually a new pile of files). The template is kept by name, as
 * batch.start takes it; an empty name means none.
 */
export const BatchChoicesSchema = z
  .object({
    format: z.enum(BATCH_FORMATS),
    outDir: z.string().max(4096),
    template: z.string().max(100),
    import: ImportChoicesSchema,
    /** For APK batches: the signature file and the application ID prefix; never its password. */
    apk: z.object({ keystorePath: z.string().max(4096), appIdPrefix: z.string().max(100) }).strict(),
  })
  .strict();
export type BatchChoices = z.infer<typeof BatchChoicesSchema>;
