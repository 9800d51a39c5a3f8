import crypto from 'node:crypto';

/**
 * Compares a presented token with the session token in constant time. Both sides are
 * hashed first so that differing lengths neither throw nor leak through timing.
 */
export function tokensEqual(presented: string | undefined | null, expected: string): boolean {
  if (typeof presented !== 'string' || presented === '') return false;
  const a = crypto.createHash('sha256').update(presented).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/** A fresh session token: 32 random bytes, URL-safe. */
export function newSessionToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/**
 * DNS-rebinding guard: a page on evil.example that rebinds its name to 127.0.0.1 still
 * sends `Host: evil.example`, so only the loopback names with our own port are served.
 */
export function isAllowedHost(host: string | undefined, port: number): boolean {
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

/**
 * CSRF guard: browsers send Origin on cross-site requests, so a present Origin must be the
 * origin the request was addressed to. A missing Origin (curl, same-origin GET) is fine,
 * because the token still has to be presented.
 */
export function isAllowedOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  return host !== undefined && origin === `http://${host}`;
}

/** True for `application/json` with or without parameters such as charset. */
export function isJsonContentType(value: string | undefined): boolean {
  if (value === undefined) return false;
  return value.split(';')[0]?.trim().toLowerCase() === 'application/json';
}
