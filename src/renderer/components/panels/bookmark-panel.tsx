import { useTranslation } from 'react-i18next';
import {
  BOOKMARK_CAPTION_MAX,
  BOOKMARK_TEXTURES,
  bookmarkProblem,
  newBookmark,
  parseBookmarks,
  type Bookmark,
} from '../../../shared/features/bookmarks.js';
import { cssColourToStored, storedColourToCss } from '../../../shared/settings/colour.js';
import { useApp } from '../../state/store.js';
import { NO_ITEMS } from '../../state/empty-values.js';

/**
 * The bookmark tab: tabs on the book's side edge, each with a caption, a page, its colours,
 * a side and a texture. Adding, removing, reordering and picking are undo steps of their
 * own; typing a caption merges like any typing. The preview shows every change at once.
 */
export function BookmarkPanel() {
  const { t } = useTranslation();
  const bookmarks = parseBookmarks(useApp((state) => state.project?.book.settings.bookmarks));
  const pages = useApp((state) => state.project?.pages ?? NO_ITEMS);
  const anchor = useApp((state) => state.pageSelection.anchor);
  const editSettings = useApp((state) => state.editSettings);
  const commitSettings = useApp((state) => state.commitSettings);
  const commit = (next: Bookmark[]) => void commitSettings({ bookmarks: next });
  const type = (next: Bookmark[]) => editSettings({ bookmarks: next });
  const change = (index: number, patch: Partial<Bookmark>, typing = false) => {
    const next = bookmarks.map((bookmark, i) => (i === index ? { ...bookmark, ...patch } : bookmark));
    if (typing) type(next);
    else commit(next);
  };
  const move = (index: number, step: -1 | 1) => {
    const next = [...bookmarks];
    const [moved] = next.splice(index, 1);
    if (moved !== undefined) next.splice(index + step, 0, moved);
    commit(next);
  };
  const currentPage = Math.max(1, pages.findIndex((page) => page.id === anchor) + 1);

  return (
    <form className="form" onSubmit={(event) => event.preventDefault()} data-testid="bookmark-panel">
      <button
        type="button"
        className="button button-primary"
        disabled={pages.length === 0}
        onClick={() => commit([...bookmarks, newBookmark(bookmarks, currentPage, pages.length)])}
        data-testid="bookmark-add"
      >
        {t('bookmarks.add')}
      </button>
      {bookmarks.length === 0 && <p className="field-hint">{t('bookmarks.none')}</p>}
      <ol className="language-order">
        {bookmarks.map((bookmark, index) => {
          const problem = bookmarkProblem(bookmark, pages.length);
          return (
            <li key={index} className="import-section bookmark-item" data-testid="bookmark-item">
              <div className="bookmark-fields">
                <label className="field">
                  <span className="field-label">{t('bookmarks.caption')}</span>
                  <input
                    type="text"
                    value={bookmark.caption}
                    maxLength={BOOKMARK_CAPTION_MAX}
                    onChange={(event) => change(index, { caption: event.target.value }, true)}
                    data-testid="bookmark-caption"
                  />
                </label>
                <label className="field">
                  <span className="field-label">{t('bookmarks.page')}</span>
                  <input
                    type="number"
                    min={1}
                    max={Math.max(1, pages.length)}
                    value={bookmark.page}
                    aria-invalid={problem !== null}
                    onChange={(event) => {
                      const page = Number.parseInt(event.target.value, 10);
                      if (Number.isInteger(page) && page >= 1) change(index, { page }, true);
                    }}
                    data-testid="bookmark-page"
                  />
                </label>
                <ColourField label={t('bookmarks.background')} value={bookmark.background} onPick={(background) => change(index, { background })} testId="bookmark-background" />
                <ColourField label={t('bookmarks.fontColour')} value={bookmark.fontColour} onPick={(fontColour) => change(index, { fontColour })} testId="bookmark-font" />
                <label className="field">
                  <span className="field-label">{t('bookmarks.side')}</span>
                  <select value={bookmark.side} onChange={(event) => change(index, { side: event.target.value === 'left' ? 'left' : 'right' })} data-testid="bookmark-side">
                    <option value="left">{t('bookmarks.left')}</option>
                    <option value="right">{t('bookmarks.right')}</option>
                  </select>
                </label>
                <label className="field">
                  <span className="field-label">{t('bookmarks.texture')}</span>
                  <select
                    value={bookmark.texture}
                    onChange={(event) => change(index, { texture: BOOKMARK_TEXTURES.find((texture) => texture === event.target.value) ?? 'none' })}
                    data-testid="bookmark-texture"
                  >
                    {BOOKMARK_TEXTURES.map((texture) => (
                      <option key={texture} value={texture}>
                        {t(`bookmarks.textures.${texture}`)}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              {problem !== null && (
                <p className="form-error" role="alert">
                  {t(`bookmarks.${problem}`, { count: pages.length })}
                </p>
              )}
              <div className="choice-row">
                <button type="button" className="button icon-button" disabled={index === 0} onClick={() => move(index, -1)} aria-label={t('bookmarks.earlier')}>
                  ↑
                </button>
                <button type="button" className="button icon-button" disabled={index === bookmarks.length - 1} onClick={() => move(index, 1)} aria-label={t('bookmarks.later')}>
                  ↓
                </button>
                <button type="button" className="button" onClick={() => commit(bookmarks.filter((_, i) => i !== index))} data-testid="bookmark-delete">
                  {t('bookmarks.delete')}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
    </form>
  );
}

/** A colour picker that stores 0xrrggbb; each pick is one undo step. */
function ColourField({ label, value, onPick, testId }: { label: string; value: string; onPick: (stored: string) => void; testId: string }) {
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <input
        type="color"
        value={storedColourToCss(value) ?? '#000000'}
        onChange={(event) => {
          const stored = cssColourToStored(event.target.value);
          if (stored !== null && stored !== value) onPick(stored);
        }}
        data-testid={testId}
      />
    </label>
  );
}
