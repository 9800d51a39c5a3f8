import type { CloudBook } from '../../shared/cloud/cloud-account.js';

/** The book list's page size: a dialog's worth of rows. */
export const BOOKS_PER_PAGE = 10;

/** How many pages the list has; at least one, so an empty list still says "1 / 1". */
export function pageCount(total: number, pageSize: number = BOOKS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export type BookAction = 'open' | 'share' | 'rename' | 'enable' | 'disable' | 'delete';

/**
 * The operations a row offers. A book still uploading has no content to show or share yet;
 * enable is offered to disabled and overdue books (the service asks for points or VIP), and
 * disable only to enabled ones.
 */
export function bookActions(status: CloudBook['status']): BookAction[] {
  switch (status) {
    case 'enabled':
      return ['open', 'share', 'rename', 'disable', 'delete'];
    case 'disabled':
    case 'overdue':
      return ['open', 'share', 'rename', 'enable', 'delete'];
    case 'uploading':
    case 'error':
      return ['rename', 'delete'];
  }
}

/** The locale key of a status, as the list's Status column says it. */
export function bookStatusKey(status: CloudBook['status']): string {
  return `cloud.books.status.${status}`;
}

/** The list's Date column: the day the book last changed, in the reader's own calendar format. */
export function bookDate(book: Pick<CloudBook, 'updatedAt'>, locale: string): string {
  const date = new Date(book.updatedAt);
  return Number.isNaN(date.getTime()) ? book.updatedAt : date.toLocaleDateString(locale, { year: 'numeric', month: '2-digit', day: '2-digit' });
}
