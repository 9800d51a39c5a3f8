import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../server-context.js';
import { html, type SafeHtml } from './html.js';

/** The double-submit token's cookie; every form repeats its value in the CSRF_FIELD hidden field. */
export const CSRF_COOKIE = 'fc_csrf';
export const CSRF_FIELD = '_csrf';
const CSRF_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Headers every answer of the account pages carries. */
export const PAGE_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; style-src 'self' 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  // Not no-referrer: with it, browsers send `Origin: null` on the pages' own form posts.
  'referrer-policy': 'same-origin',
};

/** Whether the browser reached this server over https (the service does not trust proxy headers). */
export function isHttps(request: Pick<FastifyRequest, 'protocol'>): boolean {
  return request.protocol === 'https';
}

/** Tokens already handed out by a reply, so a page with several forms sets one cookie. */
const issuedTokens = new WeakMap<FastifyReply, string>();

/**
 * The form token of this browser: the one its CSRF cookie holds, or a new random one that the
 * reply sets as the cookie (HttpOnly, SameSite=Strict; it lives as long as the browser session).
 */
export function csrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[CSRF_COOKIE];
  if (existing !== undefined && CSRF_TOKEN.test(existing)) return existing;
  const issued = issuedTokens.get(reply);
  if (issued !== undefined) return issued;
  const token = crypto.randomBytes(32).toString('base64url');
  issuedTokens.set(reply, token);
  reply.setCookie(CSRF_COOKIE, token, { httpOnly: true, sameSite: 'strict', path: '/', secure: isHttps(request) });
  return token;
}

/** The hidden field every form of the pages carries. */
export function csrfField(request: FastifyRequest, reply: FastifyReply): SafeHtml {
  return html`<input type="hidden" name="${CSRF_FIELD}" value="${csrfToken(request, reply)}">`;
}

/** The origins a form of these pages is posted from: the configured public address, or this very host. */
function ownOrigins(ctx: ServerContext, request: FastifyRequest): Set<string> {
  const origins = new Set<string>();
  // Behind a TLS-terminating proxy the browser is on https while this server sees http.
  const candidates = request.host ? [`${request.protocol}://${request.host}`, `https://${request.host}`] : [];
  if (ctx.publicUrl) candidates.push(ctx.publicUrl);
  for (const candidate of candidates) {
    const origin = originOf(candidate);
    if (origin !== null) origins.add(origin);
  }
  return origins;
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether a POST may change anything: when the browser names where the form came from (Origin,
 * else Referer) it must be these pages; and the hidden field must repeat the CSRF cookie, which
 * another site can neither read nor set.
 */
export function isSameOriginFormPost(ctx: ServerContext, request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  const referer = request.headers.referer;
  const claimed = origin !== undefined ? originOf(origin) : referer !== undefined ? originOf(referer) : undefined;
  if (claimed === null) return false;
  if (claimed !== undefined && !ownOrigins(ctx, request).has(claimed)) return false;
  const cookie = request.cookies[CSRF_COOKIE];
  const field = formField(request.body, CSRF_FIELD);
  if (cookie === undefined || !CSRF_TOKEN.test(cookie) || !CSRF_TOKEN.test(field)) return false;
  return crypto.timingSafeEqual(Buffer.from(cookie), Buffer.from(field));
}

/** The longest form field the pages read; anything longer is treated as empty and so refused by the rules. */
const FIELD_MAX = 1000;

/** One text field of a posted form, or '' when it is missing, repeated or too long. */
export function formField(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null || !Object.hasOwn(body, name)) return '';
  const value: unknown = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value.length <= FIELD_MAX ? value : '';
}
