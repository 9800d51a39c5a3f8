import { useMemo, useState, type DragEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommands } from '../../commands/commands-context.js';
import { addPage, deletePages, movePages } from '../../commands/page-commands.js';
import { dropMove, pruneSelection, selectPage, type SelectMode } from '../../state/page-order.js';
import { useApp } from '../../state/store.js';
import { useHost } from '../../transport/host-context.js';

/** The data type a page drag carries, so drops from elsewhere (files, text) are ignored. */
const DRAG_TYPE = 'application/x-flipbook-pages';

function modeOf(event: MouseEvent): SelectMode {
  if (event.shiftKey) return 'range';
  return event.ctrlKey || event.metaKey ? 'toggle' : 'single';
}

/**
 * The page tab: every page as a thumbnail. Click, Shift-click and Ctrl-click select; Delete
 * or the button deletes after confirming; pages move by dragging or with Alt+Arrow keys;
 * Add page inserts a blank, image or PDF page next to the current one.
 */
export function PagePanel() {
  const { t } = useTranslation();
  const { client } = useHost();
  const { ctx, run } = useCommands();
  const pages = useApp((state) => state.project?.pages);
  const rawSelection = useApp((state) => state.pageSelection);
  const setSelection = useApp((state) => state.setPageSelection);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const order = useMemo(() => (pages ?? []).map((page) => page.id), [pages]);
  const selection = pruneSelection(order, rawSelection);
  const selected = new Set(selection.ids);

  if (pages === undefined) return <p className="empty-note">{t('pages.empty')}</p>;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      void deletePages(ctx, selection.ids);
      return;
    }
    if (!event.altKey) return;
    const step = event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : 0;
    if (step === 0) return;
    event.preventDefault();
    // In a right-to-left layout "left" is later in the book.
    const rtl = document.documentElement.dir === 'rtl' && (event.key === 'ArrowLeft' || event.key === 'ArrowRight');
    // A move by places, applied to the order on screen now (not the one of the last render):
    // presses quicker than a render each move on from the last, and none is lost.
    void movePages(ctx, selection.ids, { by: rtl ? -step : step });
  };

  const onDragStart = (event: DragEvent, id: string) => {
    const dragged = selected.has(id) ? selection.ids : [id];
    if (!selected.has(id)) setSelection({ ids: [id], anchor: id });
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(dragged));
  };
  const onDragOver = (event: DragEvent, index: number) => {
    if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    const after = event.clientX > box.left + box.width / 2 !== (document.documentElement.dir === 'rtl');
    setDropAt(after ? index + 1 : index);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const raw = event.dataTransfer.getData(DRAG_TYPE);
    const at = dropAt;
    setDropAt(null);
    if (raw === '' || at === null) return;
    const dragged = JSON.parse(raw) as string[];
    void movePages(ctx, dragged, dropMove(order, dragged, at));
  };

  return (
    <>
      <div className="page-tools">
        <button type="button" className="button" onClick={() => void addPage(ctx)} data-testid="pages-add">
          {t('pages.add')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => void deletePages(ctx, selection.ids)}
          disabled={selection.ids.length === 0}
          data-testid="pages-delete"
        >
          {t('pages.delete')}
        </button>
        {/* Re-import asks first: it replaces the pages and keeps the configuration. */}
        <button type="button" className="button" onClick={() => run('file.importPdf')} disabled={pages.length === 0} data-testid="pages-reimport">
          {t('pages.reimport')}
        </button>
      </div>
      <p className="panel-note">
        {t('pages.count', { count: pages.length })}
        {selection.ids.length > 0 && <> · {t('pages.selected', { count: selection.ids.length })}</>}
      </p>
      {pages.length === 0 ? (
        <p className="empty-note">{t('pages.empty')}</p>
      ) : (
        <>
          <p className="field-hint">{t('pages.hint')}</p>
          <ol
            className="page-grid"
            role="listbox"
            aria-multiselectable="true"
            aria-label={t('pages.grid')}
            tabIndex={0}
            onKeyDown={onKeyDown}
            onDragLeave={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropAt(null);
            }}
            data-testid="page-grid"
          >
            {pages.map((page, index) => (
              <li
                key={page.id}
                role="option"
                aria-selected={selected.has(page.id)}
                className={[
                  'page-grid-item',
                  selected.has(page.id) ? 'is-selected' : '',
                  page.id === selection.anchor ? 'is-current' : '',
                  dropAt === index ? 'drop-before' : '',
                  dropAt === index + 1 && index === pages.length - 1 ? 'drop-after' : '',
                ].join(' ')}
                draggable
                onClick={(event) => setSelection(selectPage(order, selection, page.id, modeOf(event)))}
                onDragStart={(event) => onDragStart(event, page.id)}
                onDragOver={(event) => onDragOver(event, index)}
                onDrop={onDrop}
                onDragEnd={() => setDropAt(null)}
                data-page-id={page.id}
                data-testid="page-grid-item"
              >
                <img
                  src={client.assetUrl(page.renditions.thumb)}
                  alt={t('pages.pageN', { n: index + 1 })}
                  loading="lazy"
                  draggable={false}
                  data-testid="page-grid-thumb"
                />
                <span className="page-grid-number">{index + 1}</span>
                <span className="page-grid-size" dir="ltr">
                  {page.width} × {page.height}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}
