import type { FastifyInstance, FastifyReply } from 'fastify';
import { contentTypeFor } from '../../main/http/static-files.js';
import type { ObjectStorage } from '../store/object-storage.js';
import { contentKey } from '../store/content-store.js';
import type { Db } from '../store/schema.js';
import { NOT_AVAILABLE_HTML } from './not-available.js';
import { requestedRange } from './byte-range.js';

/** Statuses whose book readers may open: an overdue book stays up through its day of grace. */
const SERVED_STATUSES = ['enabled', 'overdue'] as const;
const ID = /^[0-9a-f-]{36}$/;
/** A version's files never change, so browsers and CDNs may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function notAvailable(reply: FastifyReply): FastifyReply {
  return reply.code(404).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(NOT_AVAILABLE_HTML);
}

/** A book path as stored: decoded, relative, no dot segments; anything else is not in any book. */
function storedPath(raw: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded === '' || decoded.endsWith('/')) decoded += 'index.html';
  if (/[\p{Cc}\\]/u.test(decoded) || decoded.split('/').some((part) => part === '' || part === '.' || part === '..')) return null;
  return decoded;
}

/**
 * Hosted books on the books origin. The stable address `/b/<book>/` (what the link, the QR code
 * and the embed name) answers with a redirect, never cached, to the book's current version at
 * `/b/<book>/v/<version>/`, whose files never change and are cached for a year. Overwriting a
 * book moves the redirect; disabling or deleting it makes both answer "This book is not
 * available" (a version's files are served only while its book is).
 */
export function registerBookServing(app: FastifyInstance, db: Db, storage: ObjectStorage): void {
  const servedBook = (bookId: string) =>
    ID.test(bookId)
      ? db.selectFrom('books').select(['id', 'current_version_id']).where('id', '=', bookId).where('deleted_at', 'is', null).where('status', 'in', SERVED_STATUSES).executeTakeFirst()
      : Promise.resolve(undefined);

  app.get<{ Params: { bookId: string } }>('/b/:bookId', (request, reply) => reply.redirect(`/b/${encodeURIComponent(request.params.bookId)}/`, 301));

  app.get<{ Params: { bookId: string; '*': string } }>('/b/:bookId/*', async (request, reply) => {
    const rest = request.params['*'];
    const versioned = /^v\/([0-9a-f-]{36})\/(.*)$/s.exec(rest);
    const book = await servedBook(request.params.bookId);
    if (!book?.current_version_id) return notAvailable(reply);
    if (!versioned) {
      const tail = rest.split('?')[0] ?? '';
      return reply.header('cache-control', 'no-store').redirect(`/b/${book.id}/v/${book.current_version_id}/${tail}`, 302);
    }
    const [, versionId, rawPath] = versioned as unknown as [string, string, string];
    const filePath = storedPath(rawPath);
    if (filePath === null) return notAvailable(reply);
    const file = await db
      .selectFrom('book_files')
      .innerJoin('book_versions', 'book_versions.id', 'book_files.version_id')
      .select(['book_files.sha256', 'book_files.size'])
      .where('book_versions.book_id', '=', book.id)
      .where('book_files.version_id', '=', versionId)
      .where('book_files.path', '=', filePath)
      .executeTakeFirst();
    if (!file) return notAvailable(reply);
    const etag = `"${file.sha256}"`;
    reply.header('etag', etag).header('cache-control', IMMUTABLE).header('accept-ranges', 'bytes');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const size = Number(file.size);
    // If-Range names the version the client already holds part of; another gets the whole file.
    const ifRange = request.headers['if-range'];
    const range = ifRange === undefined || ifRange === etag ? requestedRange(request.headers.range, size) : null;
    if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send();
    const body = await storage.get(contentKey(file.sha256), range ?? undefined);
    if (!body) return notAvailable(reply);
    reply.type(contentTypeFor(filePath));
    if (range === null) return reply.header('content-length', String(size)).send(body);
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', String(range.end - range.start + 1))
      .send(body);
  });
}
