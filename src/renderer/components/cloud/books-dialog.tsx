import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CloudBook } from '../../../shared/cloud/cloud-account.js';
import { useCommands } from '../../commands/commands-context.js';
import { BOOKS_PER_PAGE, pageCount } from '../../cloud/book-list.js';
import { errorText } from '../../i18n/error-text.js';
import { Modal } from '../dialogs/modal.js';
import { BookRow, type BookChange } from './book-row.js';

/**
 * The online book list (desktop-app.md): name, date, status, URL and operations, newest first,
 * a page at a time, with Refresh. A list that cannot be read says "Failed to get book list",
 * followed by why.
 */
export function BooksDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { ctx } = useCommands();
  const client = ctx.host.client;
  const [page, setPage] = useState(1);
  const [books, setBooks] = useState<CloudBook[] | null>(null);
  const [total, setTotal] = useState(0);
  /** What went wrong: the spec's "Failed to get book list" (or an operation's failure) and why. */
  const [error, setError] = useState<{ title: string | null; reason: string } | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(
    async (wanted: number) => {
      setLoading(true);
      try {
        const answer = await client.call('cloud.books', { page: wanted, pageSize: BOOKS_PER_PAGE, sort: 'updated', order: 'desc' });
        // A delete can empty the last page: step back to the one that now is last.
        const last = pageCount(answer.total);
        if (wanted > last) return await load(last);
        setBooks(answer.books);
        setTotal(answer.total);
        setPage(wanted);
        setError(null);
      } catch (failure) {
        setError({ title: t('cloud.books.failed'), reason: errorText(t, failure) });
      } finally {
        setLoading(false);
      }
    },
    [client, t],
  );

  useEffect(() => {
    void load(1);
  }, [load]);

  /** Runs one row's operation, then shows the list as the service now has it. */
  const change = async (book: CloudBook, action: BookChange) => {
    try {
      if (action.kind === 'delete') await client.call('cloud.deleteBook', { bookId: book.id });
      else if (action.kind === 'rename') await client.call('cloud.updateBook', { bookId: book.id, action: 'rename', title: action.title });
      else await client.call('cloud.updateBook', { bookId: book.id, action: action.kind });
    } catch (failure) {
      setError({ title: null, reason: errorText(t, failure) });
      return;
    }
    await load(page);
  };

  const pages = pageCount(total);
  return (
    <Modal title={t('cloud.books.title')} onCancel={onClose} testId="cloud-books" wide>
      {error !== null && (
        <p className="form-error" role="alert" data-testid="cloud-books-error">
          {error.title !== null && <strong data-testid="cloud-books-error-title">{error.title}</strong>} {error.reason}
        </p>
      )}
      {books !== null && books.length === 0 && <p data-testid="cloud-books-empty">{t('cloud.books.empty')}</p>}
      {books !== null && books.length > 0 && (
        <table className="cloud-books" data-testid="cloud-books-table" aria-busy={loading}>
          <thead>
            <tr>
              <th>{t('cloud.books.name')}</th>
              <th>{t('cloud.books.date')}</th>
              <th>{t('cloud.books.statusTitle')}</th>
              <th>{t('cloud.books.url')}</th>
              <th>{t('cloud.books.operations')}</th>
            </tr>
          </thead>
          <tbody>
            {books.map((book) => (
              <BookRow key={book.id} book={book} onChange={(action) => change(book, action)} onShare={() => ctx.store.getState().setDialog({ kind: 'cloudShare', bookId: book.id, back: 'cloudBooks' })} />
            ))}
          </tbody>
        </table>
      )}
      <div className="modal-actions">
        <button type="button" className="button" disabled={loading || page <= 1} onClick={() => void load(page - 1)} data-testid="cloud-books-prev">
          {t('cloud.books.previous')}
        </button>
        <span data-testid="cloud-books-page">{t('cloud.books.page', { page, pages })}</span>
        <button type="button" className="button" disabled={loading || page >= pages} onClick={() => void load(page + 1)} data-testid="cloud-books-next">
          {t('cloud.books.next')}
        </button>
        <span className="modal-actions-spacer" />
        <button type="button" className="button" disabled={loading} onClick={() => void load(page)} data-testid="cloud-books-refresh">
          {t('cloud.account.refresh')}
        </button>
        <button type="button" className="button button-primary" onClick={onClose} data-testid="cloud-books-close">
          {t('common.close')}
        </button>
      </div>
    </Modal>
  );
}
