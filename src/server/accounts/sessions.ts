import { AppError } from '../../shared/errors/app-error.js';
import type { ServerContext } from '../server-context.js';
import type { SessionsTable } from '../store/schema.js';
import { ACCESS_TOKEN_MS, COOKIE_SESSION_MS, REFRESH_TOKEN_MS } from './account-rules.js';
import { newToken, tokenHash } from './tokens.js';

export type SessionKind = SessionsTable['kind'];

const LIFETIME_MS: Record<SessionKind, number> = { access: ACCESS_TOKEN_MS, refresh: REFRESH_TOKEN_MS, cookie: COOKIE_SESSION_MS };

/** A token handed to a client, and when it stops working. */
export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/** The app's pair: a short-lived bearer token and the refresh token behind auto login. */
export interface TokenPair {
  accessToken: IssuedToken;
  refreshToken: IssuedToken;
}

export async function issueToken(ctx: ServerContext, userId: string, kind: SessionKind): Promise<IssuedToken> {
  const token = newToken();
  const expiresAt = new Date(ctx.clock().getTime() + LIFETIME_MS[kind]);
  await ctx.db.insertInto('sessions').values({ token_hash: tokenHash(token), user_id: userId, kind, expires_at: expiresAt, revoked_at: null }).execute();
  return { token, expiresAt };
}

export async function issueTokenPair(ctx: ServerContext, userId: string): Promise<TokenPair> {
  return { accessToken: await issueToken(ctx, userId, 'access'), refreshToken: await issueToken(ctx, userId, 'refresh') };
}

/**
 * The account a token signs in, if it is of the expected kind and still live. An expired or
 * revoked token is LOGIN_TIMEOUT (the spec's "Login Timeout": sign in again); a token nobody
 * issued is UNAUTHORIZED.
 */
export async function userOfToken(ctx: ServerContext, token: string, kind: SessionKind): Promise<string> {
  const row = await ctx.db.selectFrom('sessions').select(['user_id', 'kind', 'expires_at', 'revoked_at']).where('token_hash', '=', tokenHash(token)).executeTakeFirst();
  return liveSessionUser(ctx, row, kind);
}

/** The session's account if the row found for a token is of the expected kind and still live; else the error userOfToken names. */
export function liveSessionUser(ctx: ServerContext, row: Pick<SessionsTable, 'user_id' | 'kind' | 'expires_at' | 'revoked_at'> | undefined, kind: SessionKind): string {
  if (!row || row.kind !== kind) throw new AppError('UNAUTHORIZED');
  if (row.revoked_at !== null || row.expires_at.getTime() <= ctx.clock().getTime()) throw new AppError('LOGIN_TIMEOUT');
  return row.user_id;
}

/**
 * Trades a refresh token for a new pair. The old refresh token is revoked in the same step,
 * and only one of two racing refreshes wins it, so a stolen refresh token that is used after
 * its owner's is dead.
 */
export async function refreshTokens(ctx: ServerContext, refreshToken: string): Promise<TokenPair> {
  const userId = await userOfToken(ctx, refreshToken, 'refresh');
  const revoked = await ctx.db
    .updateTable('sessions')
    .set({ revoked_at: ctx.clock() })
    .where('token_hash', '=', tokenHash(refreshToken))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (revoked.numUpdatedRows === 0n) throw new AppError('LOGIN_TIMEOUT');
  return issueTokenPair(ctx, userId);
}

/** Ends the sessions behind the given tokens (any kind); unknown tokens are ignored. */
export async function revokeTokens(ctx: ServerContext, tokens: string[]): Promise<void> {
  if (tokens.length === 0) return;
  await ctx.db.updateTable('sessions').set({ revoked_at: ctx.clock() }).where('token_hash', 'in', tokens.map(tokenHash)).where('revoked_at', 'is', null).execute();
}

/** Ends every session of an account, as a password reset must. */
export async function revokeAllSessions(ctx: ServerContext, userId: string): Promise<void> {
  await ctx.db.updateTable('sessions').set({ revoked_at: ctx.clock() }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}
