import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerContext } from '../server-context.js';
import { registerAccountRoutes } from './account-routes.js';
import { registerBookRoutes } from './book-routes.js';
import { setUpPayments } from '../billing/payments.js';
import { registerBillingRoutes } from './billing-routes.js';
import { registerLicenceRoutes } from './licence-routes.js';
import { replyError } from './reply-error.js';
import { uploadRoutes } from './upload-routes.js';
import { webPages } from '../web/web-pages.js';
import { registerUpdateRoutes } from '../updates/update-routes.js';

/** The largest JSON or form body the account API reads; uploads travel another way. */
const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The service's main origin: the account API and the account web page. Hosted books are
 * never served from here (see books-app.ts), so author scripts never run beside its cookies.
 */
export async function buildApiApp(ctx: ServerContext, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: BODY_LIMIT_BYTES, trustProxy: false });
  await app.register(cookie);
  await app.register(formbody);
  app.setErrorHandler((error, _request, reply) => replyError(reply, error));
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: { code: 'UNKNOWN_METHOD', messageKey: 'errors.requestError', message: 'Request Error', params: {} } }));
  registerAccountRoutes(app, ctx);
  // One payment provider for the API and the account page alike (the test mode's tokens are its own).
  const payments = await setUpPayments(ctx);
  await app.register(webPages(ctx, payments));
  registerBillingRoutes(app, ctx, payments);
  registerBookRoutes(app, ctx);
  registerLicenceRoutes(app, ctx);
  registerUpdateRoutes(app, ctx.storage);
  await app.register(uploadRoutes(ctx));
  return app;
}
