import { z } from 'zod';
import { CloudServerSchema } from '../cloud/cloud-account.js';

/**
 * The login panel's remembered fields. `server` is the service URL preference: absent means the
 * host's own default (FLIPBOOK_CLOUD_URL, else the embedded server's address), so a user who
 * never touches it follows that default. The password is never kept here: auto login is the
 * engine's refresh token, kept beside the session (cloud-session-store.ts).
 */
export const CloudLoginPrefsSchema = z.object({
  server: CloudServerSchema.optional(),
  email: z.string().max(320).optional(),
  /** The "auto login" box, remembered as the user left it. */
  remember: z.boolean(),
});
export type CloudLoginPrefs = z.infer<typeof CloudLoginPrefsSchema>;
