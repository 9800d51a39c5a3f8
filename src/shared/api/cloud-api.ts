import { z } from 'zod';
import { CloudAccountSchema, CloudServerSchema } from '../cloud/cloud-account.js';
import { defineMethods } from './define.js';

const Credentials = {
  /** The service to use; the one signed in to last (or the default) when absent. */
  server: CloudServerSchema.optional(),
  email: z.string().min(1).max(320),
  password: z.string().min(1).max(200),
  /** Auto login: keep the refresh token so the next start is signed in. */
  remember: z.boolean().default(true),
};

/**
 * The cloud account, seen from the app and the CLI: they call these, and the engine talks to
 * the service. Failures carry the spec's messages: "Incorrect email or password",
 * "Login Timeout" (the session ended: sign in again), "Network Error!" (no answer).
 */
export const cloudMethods = defineMethods({
  /** Creates an account (5 free points) and signs in to it. */
  'cloud.register': { arg: z.object(Credentials).strict(), result: z.object({ account: CloudAccountSchema }) },
  'cloud.login': { arg: z.object(Credentials).strict(), result: z.object({ account: CloudAccountSchema }) },
  /** Signs out here and ends the session on the service; forgets the auto login. */
  'cloud.logout': { arg: z.object({}).strict(), result: z.object({ loggedOut: z.literal(true) }) },
  /** The signed-in account, fresh from the service (renewing the session when auto login allows), or null. */
  'cloud.account': { arg: z.object({}).strict(), result: z.object({ account: CloudAccountSchema.nullable() }) },
  /** Asks the service to mail a password reset link; the answer is the same whether or not the email has an account. */
  'cloud.forgotPassword': { arg: z.object({ server: CloudServerSchema.optional(), email: z.string().min(1).max(320) }).strict(), result: z.object({ sent: z.literal(true) }) },
});
