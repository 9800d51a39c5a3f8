import crypto from 'node:crypto';

/** A new opaque token (256 random bits, URL-safe) for a session, a refresh or a reset link. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so the table alone signs nobody in. */
export function tokenHash(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** A new row id: random, so ids reveal neither counts nor order. */
export function newId(): string {
  return crypto.randomUUID();
}
