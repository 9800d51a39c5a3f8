import { CloudServerSchema } from '../../shared/cloud/cloud-account.js';

/** What the login panel's fields hold as the user types them. */
export interface LoginForm {
  email: string;
  password: string;
  /** The service URL as typed; empty means the host's default service. */
  server: string;
}

/**
 * Why the form cannot be sent yet, as a locale key, or null. Checked here so an empty field
 * is named before a round trip; everything else (a wrong password, a taken email) is the
 * service's to say.
 */
export function loginProblem(form: LoginForm, needsPassword = true): string | null {
  if (form.email.trim() === '') return 'cloud.login.emailRequired';
  if (needsPassword && form.password === '') return 'cloud.login.passwordRequired';
  if (parseServer(form.server) === 'invalid') return 'cloud.login.serverInvalid';
  return null;
}

/**
 * The service URL field as the contract wants it: its origin, null when empty (the host's
 * default), or 'invalid'. A trailing slash or path is forgiven, since people paste whole links.
 */
export function parseServer(text: string): string | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  try {
    const url = new URL(trimmed);
    // Credentials in the address would be dropped by taking the origin; refuse them rather than hide it.
    if (url.username !== '' || url.password !== '') return 'invalid';
    const origin = url.origin;
    return CloudServerSchema.safeParse(origin).success ? origin : 'invalid';
  } catch {
    return 'invalid';
  }
}
