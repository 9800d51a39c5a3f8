import { AppError } from '../../shared/errors/app-error.js';

/** New accounts start with this many points (desktop-app.md: "New registered users get 5 free points"). */
export const SIGNUP_POINTS = 5;
/** The online editor's password rule: 6 to 20 characters. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
/** Lifetimes of what a sign-in hands out. */
export const ACCESS_TOKEN_MS = 60 * 60 * 1000;
export const REFRESH_TOKEN_MS = 30 * 24 * 60 * 60 * 1000;
export const COOKIE_SESSION_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_LINK_MS = 60 * 60 * 1000;
/** Failed logins allowed in the window, per email and per network address. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILURES_PER_EMAIL = 5;
export const LOGIN_FAILURES_PER_ADDRESS = 30;

/** An email as stored: trimmed and lower-case; anything that is not one plain address is refused. */
export function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  // One @, no spaces or control characters, a dot in the domain: enough to catch typing slips
  // without refusing real addresses, and no CR/LF can reach a mail header.
  if (email.length > 254 || !/^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u.test(email)) throw new AppError('EMAIL_FORMAT');
  return email;
}

export function checkNewPassword(password: string): void {
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) throw new AppError('ACCOUNT_PASSWORD_LENGTH');
}
