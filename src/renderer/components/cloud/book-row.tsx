import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CloudBook } from '../../../shared/cloud/cloud-account.js';
import { bookActions, bookDate, bookStatusKey } from '../../cloud/book-list.js';

/** What a row asks the list to do with its book. */
export type BookChange = { kind: 'enable' | 'disable' | 'delete' } | { kind: 'rename'; title: string };

/**
 * One online book: name, date, status, URL and its operations. Rename and delete are answered in
 * the row itself (delete asks to confirm), so the list stays open with its page and position.
 */
export function BookRow({ book, onChange, onShare }: { book: CloudBook; onChange(change: BookChange): Promise<void>; onShare(): void }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<'rename' | 'delete' | null>(null);
  const [title, setTitle] = useState(book.title);
  const [busy, setBusy] = useState(false);
  const act = async (change: BookChange) => {
    setBusy(true);
    await onChange(change);
    setBusy(false);
    setEditing(null);
  };
  const actions = bookActions(book.status);
  return (
    <tr data-testid="cloud-book" data-book-id={book.id} data-status={book.status}>
      <td data-testid="cloud-book-title">
        {editing === 'rename' ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (title.trim() !== '') void act({ kind: 'rename', title: title.trim() });
            }}
          >
            <input type="text" value={title} onChange={(event) => setTitle(event.target.value)} autoFocus aria-label={t('cloud.books.name')} data-testid="cloud-book-rename-input" />
            <button type="submit" className="button" disabled={busy || title.trim() === ''} data-testid="cloud-book-rename-save">
              {t('cloud.books.save')}
            </button>
          </form>
        ) : (
          book.title
        )}
      </td>
      <td>{bookDate(book, i18n.language)}</td>
      <td data-testid="cloud-book-status">{t(bookStatusKey(book.status))}</td>
      <td className="cloud-book-url">{book.url}</td>
      <td className="cloud-row-actions">
        {editing === 'delete' ? (
          <>
            <span>{t('cloud.books.confirmDelete')}</span>
            <button type="button" className="button button-danger" disabled={busy} onClick={() => void act({ kind: 'delete' })} data-testid="cloud-book-delete-yes">
              {t('cloud.books.actions.delete')}
            </button>
            <button type="button" className="button" onClick={() => setEditing(null)}>
              {t('common.cancel')}
            </button>
          </>
        ) : (
          actions.map((action) =>
            action === 'open' ? (
              <a key={action} className="button" href={book.url} target="_blank" rel="noopener noreferrer" data-testid="cloud-book-open">
                {t('cloud.books.actions.open')}
              </a>
            ) : (
              <button
                key={action}
                type="button"
                className="button"
                disabled={busy}
                data-testid={`cloud-book-${action}`}
                onClick={() => {
                  if (action === 'share') onShare();
                  else if (action === 'rename' || action === 'delete') setEditing(action);
                  else void act({ kind: action });
                }}
              >
                {t(`cloud.books.actions.${action}`)}
              </button>
            ),
          )
        )}
      </td>
    </tr>
  );
}
