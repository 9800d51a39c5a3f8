import { accountSummary } from '../accounts/account-summary.js';
import { newId } from '../accounts/tokens.js';
import { grantPoints } from '../billing/grant-points.js';
import { bookUrl } from '../hosting/books.js';
import type { ServerContext } from '../server-context.js';
import { publishRelease } from '../updates/update-release.js';
import { LICENCE_ADMIN_USAGE, runLicenceAdmin } from './licence-admin.js';
import { REFUND_ADMIN_USAGE, runRefundAdmin } from './refund-admin.js';

export const ADMIN_USAGE = `Usage: npm run server -- admin <command> [--data DIR]
  grant-points EMAIL N   give an account N points (a ledger grant)
  accounts               list the accounts with their points and VIP
  books                  list the hosted books with their owner, status and link
  publish-update DIR     publish a release from an electron-builder output folder: its latest*.yml
                         and the installers they name (checked against their sha512), served at /updates/
${REFUND_ADMIN_USAGE}
${LICENCE_ADMIN_USAGE}`;

/**
 * Runs one admin command against the service's database and returns what to print. It works on
 * the same database the service uses (the data folder's, or DATABASE_URL's).
 */
export async function runAdminCommand(ctx: ServerContext, words: string[]): Promise<string> {
  const [command, ...rest] = words;
  if (command === 'licence') {
    const printed = await runLicenceAdmin(ctx, rest);
    if (printed !== null) return printed;
  }
  const refunded = await runRefundAdmin(ctx, words);
  if (refunded !== null) return refunded;
  if (command === 'grant-points' && rest.length === 2) {
    const [email, count] = rest as [string, string];
    const points = Number(count);
    const { userId } = await grantPoints(ctx, { email, points, idempotencyKey: `admin-grant:${newId()}`, memo: 'Granted by an administrator' });
    const summary = await accountSummary(ctx, userId);
    return `Granted ${points} points to ${summary.email}; the balance is now ${summary.points}.`;
  }
  if (command === 'publish-update' && rest.length === 1) {
    const { feeds } = await publishRelease(ctx.storage, rest[0] as string);
    return feeds.map((feed) => `Published ${feed.name}: version ${feed.version} (${feed.files.join(', ')})`).join('\n');
  }
  if (command === 'accounts' && rest.length === 0) {
    const users = await ctx.db.selectFrom('users').select('id').orderBy('created_at').execute();
    const lines = ['email\tpoints\tvip\tvip expires'];
    for (const { id } of users) {
      const summary = await accountSummary(ctx, id);
      lines.push([summary.email, summary.points, summary.vip?.plan ?? '-', summary.vip?.expiresAt ?? '-'].join('\t'));
    }
    return lines.join('\n');
  }
  if (command === 'books' && rest.length === 0) {
    const books = await ctx.db
      .selectFrom('books')
      .innerJoin('users', 'users.id', 'books.user_id')
      .select(['books.id', 'books.title', 'books.status', 'books.updated_at', 'users.email'])
      .where('books.deleted_at', 'is', null)
      .orderBy('books.updated_at', 'desc')
      .execute();
    const lines = ['id\towner\tstatus\tupdated\ttitle\tlink'];
    for (const book of books) lines.push([book.id, book.email, book.status, book.updated_at.toISOString().slice(0, 10), book.title, bookUrl(ctx, book.id)].join('\t'));
    return lines.join('\n');
  }
  throw new Error(ADMIN_USAGE);
}
