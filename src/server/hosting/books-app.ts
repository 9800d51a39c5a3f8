import Fastify, { type FastifyInstance } from 'fastify';

/** The page a reader gets for a book that is disabled, overdue past its day of grace, or gone. */
export const NOT_AVAILABLE_HTML = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Not available</title></head><body style="font:16px system-ui,sans-serif;margin:3em;text-align:center"><p>This book is not available</p></body></html>';

/** Headers every answer of the books origin carries: nothing may frame-sniff or leak the referrer to the account origin. */
const COMMON_HEADERS = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' };

/**
 * The books origin: a server of its own, on its own port (or behind --books-origin), that
 * serves hosted books and nothing else. It sets no cookies and reads none, so a book's author
 * scripts never run where an account's session could be reached.
 */
export function buildBooksApp(options: { logger?: boolean } = {}): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 });
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(COMMON_HEADERS);
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/html; charset=utf-8').send(NOT_AVAILABLE_HTML));
  return app;
}
