import type { ServerContext } from '../server-context.js';
import { booksIn, settleBook, type BookSettlement } from './hosting-charges.js';

/**
 * The overdue rule (desktop-app.md: out of points or expired VIP, the book is disabled 24
 * hours later). An overdue book whose owner can pay again, with live VIP or with points (this
 * month's point is charged then, under the same key as the monthly charge), is enabled; one
 * still unpaid 24 hours after it turned overdue is disabled. Returns what changed or was charged.
 */
export async function runOverdueRule(ctx: ServerContext): Promise<BookSettlement[]> {
  const settled: BookSettlement[] = [];
  for (const bookId of await booksIn(ctx, ['overdue'])) {
    const result = await settleBook(ctx, bookId, 'disable-after-grace');
    if (result) settled.push(result);
  }
  return settled;
}
