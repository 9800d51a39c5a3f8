import type { CloudAccount, CloudBook } from '../../shared/cloud/cloud-account.js';

/** The books the service charges for each month: enabled and overdue ones (a disabled book costs nothing). */
export function chargedBooks(books: readonly Pick<CloudBook, 'status'>[]): number {
  return books.filter((book) => book.status === 'enabled' || book.status === 'overdue').length;
}

/**
 * Whether the account cannot pay to host its books, `adding` being the book about to be uploaded
 * (0 when it overwrites one already counted). desktop-app.md: out of points or with VIP expired,
 * the upload may go on after a warning, and the book is disabled 24 hours later — which is what
 * the service's monthly charge and overdue rule do to a book its owner cannot pay for. An expired
 * VIP comes back from the service as no VIP, so both cases are "no VIP, fewer points than books".
 */
export function hostingRunsOut(account: Pick<CloudAccount, 'points' | 'vip'>, charged: number, adding: 0 | 1): boolean {
  return account.vip === null && account.points < charged + adding;
}
