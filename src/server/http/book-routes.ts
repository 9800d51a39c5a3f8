import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BOOK_SORTS } from '../hosting/book-list-query.js';
import { deleteBook, disableBook, enableBook, listBooks, ownBook, renameBook } from '../hosting/books.js';
import { BookListCache } from '../hosting/book-list-cache.js';
import { ListCallers } from '../hosting/book-list-revision.js';
import { qrPng, qrSvg, shareLinks } from '../hosting/share.js';
import type { ServerContext } from '../server-context.js';
import { authenticate, authenticateWithListRevision } from './authenticate.js';
import { parseInput } from './parse-input.js';

const BookParams = z.object({ id: z.string().uuid() });
const ListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(BOOK_SORTS).default('updated'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
const RenameBody = z.object({ title: z.string().max(400) });
const ShareQuery = z.object({ width: z.coerce.number().int().min(100).max(4000).default(800), height: z.coerce.number().int().min(100).max(4000).default(600) });

/**
 * The online book list and its operations (desktop-app.md: open, share, rename, enable,
 * disable, delete). Every route authenticates first and then reaches books only through the
 * caller's id, so another account's book answers exactly like a missing one.
 */
export function registerBookRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // Pages are kept per instance, keyed by the list revision the database reports with the session (docs/decisions/0254).
  const pages = new BookListCache();
  // Sessions are checked per request, in one statement for the requests that arrive together (docs/decisions/0263).
  const callers = new ListCallers(ctx);
  app.get('/api/v1/books', async (request, reply) => {
    const caller = await authenticateWithListRevision(callers, request);
    const query = parseInput(ListQuery, request.query);
    const page = await pages.page(caller.userId, caller.listRevision, query, async () => JSON.stringify(await listBooks(ctx, caller.userId, query)));
    return reply.type('application/json; charset=utf-8').send(page);
  });

  app.get('/api/v1/books/:id', async (request) => ownBook(ctx, await authenticate(ctx, request), parseInput(BookParams, request.params).id));

  app.post('/api/v1/books/:id/rename', async (request) => {
    const userId = await authenticate(ctx, request);
    return renameBook(ctx, userId, parseInput(BookParams, request.params).id, parseInput(RenameBody, request.body).title);
  });

  app.post('/api/v1/books/:id/enable', async (request) => enableBook(ctx, await authenticate(ctx, request), parseInput(BookParams, request.params).id));

  app.post('/api/v1/books/:id/disable', async (request) => disableBook(ctx, await authenticate(ctx, request), parseInput(BookParams, request.params).id));

  app.delete('/api/v1/books/:id', async (request, reply) => {
    await deleteBook(ctx, await authenticate(ctx, request), parseInput(BookParams, request.params).id);
    return reply.code(204).send();
  });

  /** The share dialog: the link, the embed code and the QR code as SVG. */
  app.get('/api/v1/books/:id/share', async (request) => {
    const book = await ownBook(ctx, await authenticate(ctx, request), parseInput(BookParams, request.params).id);
    const size = parseInput(ShareQuery, request.query);
    const { link, embedCode } = shareLinks(book.url, { ...size, title: book.title });
    return { link, embedCode, qrSvg: await qrSvg(link) };
  });

  app.get('/api/v1/books/:id/qr.png', async (request, reply) => {
    const book = await ownBook(ctx, await authenticate(ctx, request), parseInput(BookParams, request.params).id);
    return reply.type('image/png').header('cache-control', 'private, max-age=300').send(await qrPng(book.url));
  });
}
