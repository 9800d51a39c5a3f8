import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_SESSION_MS } from '../accounts/account-rules.js';
import { issueToken, revokeTokens, userOfToken } from '../accounts/sessions.js';
import { AppError } from '../../shared/errors/app-error.js';
import { SESSION_COOKIE } from '../http/authenticate.js';
import type { ServerContext } from '../server-context.js';
import { isHttps } from './web-security.js';

/** The session cookie's attributes; the cookie lives as long as the session it names. */
export function sessionCookieOptions(request: Pick<FastifyRequest, 'protocol'>) {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: isHttps(request), maxAge: Math.floor(COOKIE_SESSION_MS / 1000) } as const;
}

/** The account the browser's session cookie signs in, or null (no cookie, or one that ended). */
export async function signedInUser(ctx: ServerContext, request: FastifyRequest): Promise<string | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  try {
    return await userOfToken(ctx, token, 'cookie');
  } catch (error) {
    if (error instanceof AppError && (error.code === 'UNAUTHORIZED' || error.code === 'LOGIN_TIMEOUT')) return null;
    throw error;
  }
}

/** Signs the browser in: a new cookie session (ending the one it had, if any). */
export async function startSession(ctx: ServerContext, request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await revokeTokens(ctx, [previous]);
  const { token } = await issueToken(ctx, userId, 'cookie');
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(request));
}

/** Signs the browser out: the session ends on the server and the cookie is cleared. */
export async function endSession(ctx: ServerContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await revokeTokens(ctx, [token]);
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: isHttps(request) });
}
