import type { BookListQuery } from './book-list-query.js';

/**
 * How many serialised pages one instance keeps. A page is at most 100 rows of about 250 bytes,
 * so the cache holds at most about 12 MB; 500 pages are 25 accounts paging through 20 pages each.
 */
export const BOOK_LIST_CACHE_PAGES = 500;

/**
 * Serialised pages of book lists, keyed by the account, the list revision the database reported
 * for this request and the page asked for (docs/decisions/0254).
 *
 * It is a hint that the database validates on every request, so instances may each keep one: the
 * revision is read from the database in the same statement that checks the session, and a
 * trigger bumps it in the transaction of every change to the account's books, so a page cached
 * under the revision read now was read at that revision or later, never earlier. Another
 * account's page has another account's id in its key, and the id comes from the session.
 *
 * Requests for a page that is being read wait for that read rather than start their own, so a
 * burst of clients after a change costs one query per page. A read that fails is not kept.
 */
export class BookListCache {
  private readonly pages = new Map<string, Promise<string>>();

  constructor(private readonly capacity = BOOK_LIST_CACHE_PAGES) {}

  /** The page's JSON: kept, being read, or read now with `read`. */
  page(userId: string, revision: string, query: BookListQuery, read: () => Promise<string>): Promise<string> {
    const key = `${userId} ${revision} ${query.page} ${query.pageSize} ${query.sort} ${query.order}`;
    const kept = this.pages.get(key);
    if (kept !== undefined) {
      // Most recently used last, so the oldest is the first to go.
      this.pages.delete(key);
      this.pages.set(key, kept);
      return kept;
    }
    const reading = read();
    this.pages.set(key, reading);
    reading.catch(() => {
      if (this.pages.get(key) === reading) this.pages.delete(key);
    });
    if (this.pages.size > this.capacity) this.pages.delete(this.pages.keys().next().value as string);
    return reading;
  }

  /** How many pages are kept (for tests). */
  get size(): number {
    return this.pages.size;
  }
}
