import { z } from 'zod';
import { localPath } from '../validation/local-path.js';
import { SerializedErrorSchema } from '../errors/app-error.js';
import { CloudServerSchema } from '../cloud/cloud-account.js';
import { defineMethods } from './define.js';

/** What the registration panel and `flipbook licence status` show. */
export const LicenceStatusSchema = z.object({
  edition: z.enum(['trial', 'registered']),
  /** The installed licence, when one verifies; its code masked but for the last group. */
  licence: z
    .object({
      code: z.string(),
      mode: z.enum(['online', 'offline']),
      activatedAt: z.string(),
      expiresAt: z.string().nullable(),
      server: z.string(),
    })
    .nullable(),
  /** Why the installed licence does not count (a licence code of the spec: 1, 2, 3, 105, 107, 108…), if it does not. */
  problem: SerializedErrorSchema.nullable(),
  /** This machine's terminal code, for offline registration. */
  terminalCode: z.string(),
  /** Where a verification file is made, for a machine without network: the service's offline page. */
  offlinePage: z.string(),
  /** The service's store: licence codes, points and VIP (the home page's Buy). */
  storePage: z.string(),
});
export type LicenceStatus = z.infer<typeof LicenceStatusSchema>;

const Status = z.object({ status: LicenceStatusSchema });

/**
 * Registration (desktop-app.md sections 4 and 7): online with a licence code, offline with a
 * verification file, and deactivation. The edition every host runs as comes from here.
 */
export const licenceMethods = defineMethods({
  'licence.status': { arg: z.object({}).strict(), result: Status },
  /** Online registration: "Please enter a valid registration code!" before any call; then the service's answer (401–407). */
  'licence.activate': { arg: z.object({ code: z.string().max(200), server: CloudServerSchema.optional() }).strict(), result: Status },
  /** Frees this machine's activation on the service and returns to trial. */
  'licence.deactivate': { arg: z.object({}).strict(), result: Status },
  /** Installs an offline verification file (4, 5, 1, 2, 3 when it is missing, unreadable, for another machine…). */
  'licence.install': { arg: z.object({ path: localPath() }).strict(), result: Status },
  /** Asks the service whether the licence still stands (revocation takes effect here). */
  'licence.check': { arg: z.object({}).strict(), result: Status },
});
