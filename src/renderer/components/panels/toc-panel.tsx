import { useEffect, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TocEntry } from '../../../shared/domain/page.js';
import { appendChild, indent, insertAfter, moveAmongSiblings, moveEntry, outdent, removeEntry, updateEntry, type TocPath } from '../../../shared/features/toc-tree.js';
import { isSafeUrl } from '../../../shared/settings/media-kinds.js';
import { useCommands } from '../../commands/commands-context.js';
import { importTocFromOutline, setToc } from '../../commands/toc-commands.js';
import { useApp, useAppStore } from '../../state/store.js';
import { NO_ITEMS } from '../../state/empty-values.js';

type DropPlace = 'before' | 'after' | 'into';
const pathKey = (path: TocPath) => path.join('.');
const parsePath = (key: string): TocPath => (key === '' ? [] : key.split('.').map(Number));

/** Where a drop lands on a row: its top quarter before it, its bottom quarter after it, else inside it. */
function dropPlace(event: DragEvent<HTMLElement>): DropPlace {
  const box = event.currentTarget.getBoundingClientRect();
  const at = (event.clientY - box.top) / Math.max(1, box.height);
  return at < 0.25 ? 'before' : at > 0.75 ? 'after' : 'into';
}

/**
 * The TOC tab: the table of contents as an editable tree. Entries are added, renamed, given
 * a page or a web link, reordered and nested with the buttons (or the keyboard), or dragged:
 * onto an entry's middle to nest, onto its top or bottom edge to place it before or after.
 * Every change is one undo step; typed text is committed when the field is left.
 */
export function TocPanel() {
  const { t } = useTranslation();
  const { ctx } = useCommands();
  const toc = useApp((state) => state.project?.toc ?? NO_ITEMS);
  const pageCount = useApp((state) => state.project?.pages.length ?? 0);
  const [dragging, setDragging] = useState<string | null>(null);
  const [target, setTarget] = useState<{ key: string; place: DropPlace } | null>(null);
  const store = useAppStore();
  // Each edit builds on the contents as they are now, which may be newer than this render's
  // (a rename committed by Enter just before a click on a tree button).
  const latest = (): TocEntry[] => store.getState().project?.toc ?? [...toc];
  const save = (next: TocEntry[]) => void setToc(ctx, next);
  const blank = (page: number): TocEntry => ({ title: t('toc-edit.newEntry'), page, children: [] });

  const rows = (entries: readonly TocEntry[], parent: TocPath, depth: number): React.JSX.Element[] =>
    entries.flatMap((entry, index) => {
      const path = [...parent, index];
      const key = pathKey(path);
      return [
        <TocRow
          key={key}
          entry={entry}
          depth={depth}
          pageCount={pageCount}
          dropHint={target?.key === key ? target.place : null}
          onCommit={(patch) => save(updateEntry(latest(), path, patch))}
          onAction={(action) => {
            if (action === 'child') save(appendChild(latest(), path, blank(entry.page)));
            else if (action === 'after') save(insertAfter(latest(), path, blank(entry.page)));
            else if (action === 'up') save(moveAmongSiblings(latest(), path, -1));
            else if (action === 'down') save(moveAmongSiblings(latest(), path, 1));
            else if (action === 'indent') save(indent(latest(), path));
            else if (action === 'outdent') save(outdent(latest(), path));
            else save(removeEntry(latest(), path));
          }}
          drag={{
            onDragStart: (event) => {
              event.dataTransfer.setData('text/plain', key);
              event.dataTransfer.effectAllowed = 'move';
              setDragging(key);
            },
            onDragOver: (event) => {
              if (dragging === null) return;
              event.preventDefault();
              setTarget({ key, place: dropPlace(event) });
            },
            onDrop: (event) => {
              event.preventDefault();
              const from = parsePath(event.dataTransfer.getData('text/plain') || (dragging ?? ''));
              setDragging(null);
              setTarget(null);
              if (from.length > 0) save(moveEntry(latest(), from, path, dropPlace(event)));
            },
            onDragEnd: () => {
              setDragging(null);
              setTarget(null);
            },
          }}
        />,
        ...rows(entry.children, path, depth + 1),
      ];
    });

  return (
    <div className="form" data-testid="toc-panel">
      <div className="choice-row">
        <button type="button" className="button button-primary" disabled={pageCount === 0} onClick={() => save([...latest(), blank(1)])} data-testid="toc-add">
          {t('toc-edit.add')}
        </button>
        <button type="button" className="button" disabled={pageCount === 0} onClick={() => void importTocFromOutline(ctx)} data-testid="toc-import-outline">
          {t('toc-edit.importOutline')}
        </button>
      </div>
      {toc.length === 0 ? <p className="empty-note">{t('toc.empty')}</p> : <p className="field-hint">{t('toc-edit.hint')}</p>}
      <ul className="toc-tree" data-testid="toc-list">
        {rows(toc, [], 0)}
      </ul>
    </div>
  );
}

type RowAction = 'child' | 'after' | 'up' | 'down' | 'indent' | 'outdent' | 'delete';

interface RowProps {
  entry: TocEntry;
  depth: number;
  pageCount: number;
  dropHint: DropPlace | null;
  onCommit: (patch: Partial<Omit<TocEntry, 'children'>>) => void;
  onAction: (action: RowAction) => void;
  drag: Pick<React.HTMLAttributes<HTMLLIElement>, 'onDragStart' | 'onDragOver' | 'onDrop' | 'onDragEnd'>;
}

/** One entry: its fields (committed when left, or with Enter) and its tree buttons. */
function TocRow({ entry, depth, pageCount, dropHint, onCommit, onAction, drag }: RowProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(entry.title);
  const [page, setPage] = useState(String(entry.page));
  const [url, setUrl] = useState(entry.url ?? '');
  useEffect(() => setTitle(entry.title), [entry.title]);
  useEffect(() => setPage(String(entry.page)), [entry.page]);
  useEffect(() => setUrl(entry.url ?? ''), [entry.url]);
  const pageNumber = Number(page);
  const pageError = !Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > pageCount ? t('toc-edit.pageRange', { count: pageCount }) : null;
  const urlError = url.trim() !== '' && !(isSafeUrl(url.trim()) && /^https?:\/\//i.test(url.trim())) ? t('toc-edit.badUrl') : null;
  const commit = () => {
    if (pageError !== null || urlError !== null) return;
    const trimmedUrl = url.trim();
    if (title === entry.title && pageNumber === entry.page && trimmedUrl === (entry.url ?? '')) return;
    onCommit({ title, page: pageNumber, url: trimmedUrl === '' ? undefined : trimmedUrl });
  };
  const onKey = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };
  const button = (action: RowAction, label: string, glyph: string) => (
    <button type="button" className="button icon-button" onClick={() => onAction(action)} aria-label={label} title={label} data-testid={`toc-${action}`}>
      {glyph}
    </button>
  );

  return (
    <li className={`toc-edit-row${dropHint === null ? '' : ` drop-${dropHint}`}`} style={{ paddingInlineStart: `${depth * 18}px` }} draggable data-testid="toc-entry" {...drag}>
      <div className="toc-edit-fields">
        <span className="drag-handle" aria-hidden="true">
          ⋮⋮
        </span>
        <input
          type="text"
          value={title}
          maxLength={500}
          aria-label={t('toc-edit.title')}
          onChange={(event) => setTitle(event.target.value)}
          onBlur={commit}
          onKeyDown={onKey}
          data-testid="toc-title"
        />
        <input
          type="number"
          className="toc-page-input"
          value={page}
          min={1}
          max={Math.max(1, pageCount)}
          aria-label={t('toc-edit.page')}
          aria-invalid={pageError !== null}
          onChange={(event) => setPage(event.target.value)}
          onBlur={commit}
          onKeyDown={onKey}
          data-testid="toc-page"
        />
        <input
          type="url"
          value={url}
          placeholder={t('toc-edit.urlPlaceholder')}
          aria-label={t('toc-edit.url')}
          aria-invalid={urlError !== null}
          onChange={(event) => setUrl(event.target.value)}
          onBlur={commit}
          onKeyDown={onKey}
          data-testid="toc-url"
        />
      </div>
      {(pageError ?? urlError) !== null && (
        <p className="form-error" role="alert">
          {pageError ?? urlError}
        </p>
      )}
      <div className="toc-edit-buttons">
        {button('after', t('toc-edit.addAfter'), '+')}
        {button('child', t('toc-edit.addChild'), '↳')}
        {button('up', t('toc-edit.up'), '↑')}
        {button('down', t('toc-edit.down'), '↓')}
        {button('outdent', t('toc-edit.outdent'), '⇤')}
        {button('indent', t('toc-edit.indent'), '⇥')}
        {button('delete', t('toc-edit.delete'), '×')}
      </div>
    </li>
  );
}
