import Fastify, { type FastifyInstance } from 'fastify';
import type { ObjectStorage } from '../store/object-storage.js';
import type { Db } from '../store/schema.js';
import { NOT_AVAILABLE_HTML } from './not-available.js';
import { registerBookServing } from './serve-book.js';


/** Headers every answer of the books origin carries: nothing may frame-sniff or leak the referrer to the account origin. */
const COMMON_HEADERS = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' };

/**
 * The books origin: a server of its own, on its own port (or behind --books-origin), that
 * serves hosted books and nothing else. It sets no cookies and reads none, so a book's author
 * scripts never run where an account's session could be reached.
 */
export function buildBooksApp(db: Db, storage: ObjectStorage, options: { logger?: boolean } = {}): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 });
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(COMMON_HEADERS);
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/html; charset=utf-8').send(NOT_AVAILABLE_HTML));
  registerBookServing(app, db, storage);
  return app;
}
