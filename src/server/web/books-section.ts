import { listBooks } from '../hosting/books.js';
import type { AccountSection } from './account-section.js';
import { html } from './html.js';

const STATUS_NAMES = { uploading: 'Uploading', enabled: 'Enabled', disabled: 'Disabled', overdue: 'Overdue', error: 'Error' } as const;

/** The account's online books, newest first: name, date, status and link (desktop-app.md's book list). */
export const booksSection: AccountSection = async ({ ctx, summary }) => {
  const { books, total } = await listBooks(ctx, summary.userId, { page: 1, pageSize: 100, sort: 'updated', order: 'desc' });
  if (total === 0) return html`<h2>Online books</h2><p>No books uploaded yet. Upload one from Flipbook Studio.</p>`;
  return html`<h2>Online books (${total})</h2>
<table id="books"><thead><tr><th>Name</th><th>Date</th><th>Status</th><th>Link</th></tr></thead><tbody>
${books.map(
  (book) => html`<tr><td>${book.title}</td><td><time datetime="${book.updatedAt}">${book.updatedAt.slice(0, 10)}</time></td><td>${STATUS_NAMES[book.status]}</td><td>${book.status === 'enabled' || book.status === 'overdue' ? html`<a href="${book.url}" rel="noopener" target="_blank">${book.url}</a>` : '—'}</td></tr>`,
)}
</tbody></table>${total > books.length ? html`<p>Showing the ${books.length} most recent; Flipbook Studio lists them all.</p>` : null}`;
};
