import type { FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors/app-error.js';
import { userOfToken } from '../accounts/sessions.js';
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
  const bearer = bearerToken(request);
  if (bearer) return userOfToken(ctx, bearer, 'access');
  const cookie = request.cookies[SESSION_COOKIE];
  if (cookie) return userOfToken(ctx, cookie, 'cookie');
  throw new AppError('UNAUTHORIZED');
}
