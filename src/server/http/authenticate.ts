import type { FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors/app-error.js';
import { userOfToken, type SessionKind } from '../accounts/sessions.js';
import type { CallerWithListRevision, ListCallers } from '../hosting/book-list-revision.js';
import type { ServerContext } from '../server-context.js';

/** The web page's session cookie: HttpOnly, SameSite=Lax, Secure behind https, path /. */
export const SESSION_COOKIE = 'fc_session';

/** The bearer token of a request, if it carries one. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header === undefined ? null : /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header);
  return match?.[1] ?? null;
}

/**
 * The account behind a request: the app's bearer token, or else the web page's cookie. Every
 * route that serves an account's rows starts here, and passes on only the id it returns.
 */
export async function authenticate(ctx: ServerContext, request: FastifyRequest): Promise<string> {
  const { token, kind } = sessionToken(request);
  return userOfToken(ctx, token, kind);
}

/** As authenticate, and the caller's book-list revision read in the same statement (for the book list's cache). */
export async function authenticateWithListRevision(callers: ListCallers, request: FastifyRequest): Promise<CallerWithListRevision> {
  const { token, kind } = sessionToken(request);
  return callers.caller(token, kind);
}

/** The session a request names: the app's bearer token first, else the web page's cookie. */
function sessionToken(request: FastifyRequest): { token: string; kind: SessionKind } {
  const bearer = bearerToken(request);
  if (bearer) return { token: bearer, kind: 'access' };
  const cookie = request.cookies[SESSION_COOKIE];
  if (cookie) return { token: cookie, kind: 'cookie' };
  throw new AppError('UNAUTHORIZED');
}
