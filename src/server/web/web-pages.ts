import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { AppError } from '../../shared/errors/app-error.js';
import { statusOf } from '../http/reply-error.js';
import type { Payments } from '../billing/payments.js';
import type { ServerContext } from '../server-context.js';
import { registerAccountPage } from './account-page.js';
import { html } from './html.js';
import { sendPage } from './page-reply.js';
import { registerLicencePages } from './licence-pages.js';
import { registerPasswordPages } from './password-pages.js';
import { registerPurchasePages } from './purchase-pages.js';
import { registerSignInPages } from './sign-in-pages.js';
import { isSameOriginFormPost, PAGE_HEADERS } from './web-security.js';

/** What a refused form post says: the cookie may simply have been lost, so the way on is to reload. */
export const FORM_REFUSED_MESSAGE = 'This form has expired or did not come from this site. Go back, reload the page and try again.';

/**
 * The account holders' web page (server-rendered HTML): sign in, create an account, reset a
 * password, see the account, sign out. Its hooks are its own (fastify encapsulates them), so the
 * JSON API beside it is untouched: every answer here carries the page headers, and every POST
 * must come from one of these pages' forms (Origin/Referer and the double-submit CSRF pair).
 */
export function webPages(ctx: ServerContext, payments: Payments): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(PAGE_HEADERS);
    });
    app.addHook('preHandler', async (request, reply) => {
      if (request.method !== 'POST' || isSameOriginFormPost(ctx, request)) return;
      return sendPage(reply, 'Request refused', html`<p class="error" role="alert">${FORM_REFUSED_MESSAGE}</p><p class="links"><a href="/">Back</a></p>`, 403);
    });
    app.setErrorHandler((error, request, reply) => {
      const appError = error instanceof AppError ? error : null;
      const clientStatus = typeof (error as { statusCode?: unknown }).statusCode === 'number' ? (error as { statusCode: number }).statusCode : 500;
      const status = appError ? statusOf(appError) : clientStatus >= 400 && clientStatus < 500 ? clientStatus : 500;
      if (status >= 500) request.log.error({ err: error }, 'unexpected error on the account pages');
      const message = appError?.message ?? new AppError(status >= 500 ? 'UNKNOWN' : 'INVALID_ARGUMENT').message;
      return sendPage(reply, 'Something went wrong', html`<p class="error" role="alert">${message}</p><p class="links"><a href="/">Back</a></p>`, status);
    });
    registerSignInPages(app, ctx);
    registerPasswordPages(app, ctx);
    registerAccountPage(app, ctx);
    registerPurchasePages(app, ctx, payments);
    registerLicencePages(app, ctx);
  };
}
