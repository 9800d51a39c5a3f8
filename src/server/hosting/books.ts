import { sql } from 'kysely';
import { AppError } from '../../shared/errors/app-error.js';
import { accountSummary } from '../accounts/account-summary.js';
import type { ServerContext } from '../server-context.js';
import type { Selectable } from 'kysely';
import type { BookStatus, BooksTable } from '../store/schema.js';
import type { BookListQuery } from './book-list-query.js';

/** A hosted book as the book list shows it (desktop-app.md: name, date, status, URL, operation). */
export interface BookListing {
  id: string;
  title: string;
  status: BookStatus;
  createdAt: string;
  updatedAt: string;
  url: string;
}

/** Titles sort as people read them, whatever their case; the same on both databases whatever their collation. */
const SORT_COLUMN = { updated: sql`updated_at`, created: sql`created_at`, title: sql`lower(title)`, status: sql`status` } as const;

/** The stable address of a book on the books origin; overwriting the book keeps it. */
export function bookUrl(ctx: ServerContext, bookId: string): string {
  return `${ctx.booksUrl ?? ctx.publicUrl}/b/${encodeURIComponent(bookId)}/`;
}

function listing(ctx: ServerContext, row: Pick<Selectable<BooksTable>, 'id' | 'title' | 'status' | 'created_at' | 'updated_at'>): BookListing {
  return { id: row.id, title: row.title, status: row.status, createdAt: row.created_at.toISOString(), updatedAt: row.updated_at.toISOString(), url: bookUrl(ctx, row.id) };
}

/**
 * One page of the account's books (deleted ones never), sorted as asked, with the total for the
 * pager, in one statement: the count, and the page joined to it laterally, so a page past the
 * end still has its total. The page is read along an index of its sort (migration 0006), so only
 * the rows up to the page are read, not all of the account's books.
 */
export async function listBooks(ctx: ServerContext, userId: string, query: BookListQuery): Promise<{ total: number; page: number; pageSize: number; books: BookListing[] }> {
  const own = ctx.db.selectFrom('books').where('user_id', '=', userId).where('deleted_at', 'is', null);
  const rows = await ctx.db
    .selectFrom(own.select(sql<string>`count(*)`.as('total')).as('counted'))
    .leftJoinLateral(
      own
        .select(['id', 'title', 'status', 'created_at', 'updated_at'])
        .orderBy(sql`${SORT_COLUMN[query.sort]} ${sql.raw(query.order)}`)
        .orderBy('id', query.order)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .as('listed'),
      (join) => join.onTrue(),
    )
    .select(['counted.total', 'listed.id', 'listed.title', 'listed.status', 'listed.created_at', 'listed.updated_at'])
    .execute();
  // The left-joined columns are all null (a page past the end) or none.
  const books = rows.flatMap((row) => (row.id === null ? [] : [listing(ctx, row as Parameters<typeof listing>[1])]));
  return { total: Number(rows[0]?.total ?? 0), page: query.page, pageSize: query.pageSize, books };
}

/**
 * The caller's own, undeleted book. Someone else's book and a missing one get the same
 * NOT_FOUND, so ids reveal nothing about other accounts.
 */
export async function ownBook(ctx: ServerContext, userId: string, bookId: string): Promise<BookListing> {
  const row = await ctx.db
    .selectFrom('books')
    .select(['id', 'title', 'status', 'created_at', 'updated_at'])
    .where('id', '=', bookId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return listing(ctx, row);
}

/** Every change below names the owner in its WHERE clause too, so no race can reach another account's row. */
async function update(ctx: ServerContext, userId: string, bookId: string, values: { title?: string; status?: BookStatus; deleted_at?: Date }, fromStatuses?: BookStatus[]): Promise<boolean> {
  const now = ctx.clock();
  let query = ctx.db
    .updateTable('books')
    .set({ ...values, updated_at: now, ...(values.status ? { status_changed_at: now } : {}) })
    .where('id', '=', bookId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null);
  if (fromStatuses) query = query.where('status', 'in', fromStatuses);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The title is what readers and the book list see; the same rule as at upload ("Please enter book title!"). */
export async function renameBook(ctx: ServerContext, userId: string, bookId: string, title: string): Promise<BookListing> {
  const trimmed = title.trim();
  if (trimmed === '' || trimmed.length > 200) throw new AppError('INVALID_ARGUMENT', {}, 'a title is 1 to 200 characters');
  await ownBook(ctx, userId, bookId);
  await update(ctx, userId, bookId, { title: trimmed });
  return ownBook(ctx, userId, bookId);
}

/** Stops serving a book; its URL shows "This book is not available" until it is enabled. */
export async function disableBook(ctx: ServerContext, userId: string, bookId: string): Promise<BookListing> {
  const book = await ownBook(ctx, userId, bookId);
  if (book.status === 'disabled') return book;
  if (!(await update(ctx, userId, bookId, { status: 'disabled' }, ['enabled', 'overdue']))) throw new AppError('INVALID_ARGUMENT', {}, `a book that is ${book.status} cannot be disabled`);
  return ownBook(ctx, userId, bookId);
}

/**
 * Serves a disabled book again. Hosting costs points or VIP, so an account that has neither
 * cannot enable one (FORBIDDEN); a book still uploading or in error has nothing to serve.
 */
export async function enableBook(ctx: ServerContext, userId: string, bookId: string): Promise<BookListing> {
  const book = await ownBook(ctx, userId, bookId);
  if (book.status === 'enabled') return book;
  if (!(await accountSummary(ctx, userId)).canUpload) throw new AppError('FORBIDDEN', {}, 'hosting needs points or VIP');
  if (!(await update(ctx, userId, bookId, { status: 'enabled' }, ['disabled']))) throw new AppError('INVALID_ARGUMENT', {}, `a book that is ${book.status} cannot be enabled`);
  return ownBook(ctx, userId, bookId);
}

/** Deletes a book: it leaves the list and its URL at once. Its files stay while other versions or books share them. */
export async function deleteBook(ctx: ServerContext, userId: string, bookId: string): Promise<void> {
  await ownBook(ctx, userId, bookId);
  await update(ctx, userId, bookId, { deleted_at: ctx.clock() });
}
