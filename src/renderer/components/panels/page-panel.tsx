import { useEffect, useLayoutEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { PageGridItem, type PageGridItemEvents } from './page-grid-item.js';
import { useTranslation } from 'react-i18next';
import { useCommands } from '../../commands/commands-context.js';
import { addPage, deletePages, movePages } from '../../commands/page-commands.js';
import { dropMove, pruneSelection, selectPage, type SelectMode } from '../../state/page-order.js';
import { useApp } from '../../state/store.js';
import { scrollingAncestor, useListView, type ListView } from '../windowing.js';

/** The data type a page drag carries, so drops from elsewhere (files, text) are ignored. */
const DRAG_TYPE = 'application/x-flipbook-pages';

/** The grid's columns and row gap; every cell has the same height (editor.css), so rows are uniform. */
const GRID_COLUMNS = 3;
const GRID_GAP = 10;
/** A row's height and gap before the first one is measured. */
const FIRST_ROW_PITCH = 150;

/** The grid's part in view of the panel that scrolls it, in the grid's own coordinates. */
function gridView(grid: HTMLElement, scroller: HTMLElement): ListView {
  const from = scroller.getBoundingClientRect().top - grid.getBoundingClientRect().top;
  return { from, to: from + scroller.clientHeight };
}

/**
 * The grid's rows to render: those in view and one view's height more on each side
 * (decision 0232). The rows before and after are stood for by the grid's padding.
 */
export function gridRows(view: ListView, pitch: number, count: number): { first: number; last: number; rows: number } {
  const rows = Math.ceil(count / GRID_COLUMNS);
  const height = view.to - view.from;
  const first = Math.max(0, Math.floor((view.from - height) / pitch));
  const last = Math.min(rows - 1, Math.floor((view.to + height) / pitch));
  return { first: Math.min(first, Math.max(0, last)), last, rows };
}

function modeOf(event: MouseEvent): SelectMode {
  if (event.shiftKey) return 'range';
  return event.ctrlKey || event.metaKey ? 'toggle' : 'single';
}

/**
 * The page tab: every page as a thumbnail. Click, Shift-click and Ctrl-click select; Delete
 * or the button deletes after confirming; pages move by dragging or with Alt+Arrow keys;
 * Add page inserts a blank, image or PDF page next to the current one. While an import runs
 * it shows the pages imported so far instead, to be looked through and not edited: they are
 * not in the book until the import ends (decisions 0232, 0243).
 */
export function PagePanel() {
  const { t } = useTranslation();
  const { ctx, run } = useCommands();
  const bookPages = useApp((state) => state.project?.pages);
  const importedPages = useApp((state) => state.importedPages);
  const importing = importedPages !== null && importedPages.length > 0;
  const pages = importing ? importedPages : bookPages;
  const rawSelection = useApp((state) => state.pageSelection);
  const setSelection = useApp((state) => state.setPageSelection);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const order = useMemo(() => (pages ?? []).map((page) => page.id), [pages]);
  const selection = pruneSelection(order, rawSelection);
  const selected = new Set(selection.ids);
  const grid = useRef<HTMLOListElement>(null);
  const [pitch, setPitch] = useState(FIRST_ROW_PITCH);
  const hasPages = pages !== undefined && pages.length > 0;
  const view = useListView(grid, scrollingAncestor, gridView, { from: 0, to: 1000 }, hasPages);
  const anchorIndex = selection.anchor === null ? -1 : order.indexOf(selection.anchor);
  // The items' events go to this render's handlers through one object that never changes.
  const latestEvents = useRef<PageGridItemEvents | null>(null);
  const itemEvents = useMemo<PageGridItemEvents>(
    () => ({
      click: (event, id) => latestEvents.current?.click(event, id),
      dragStart: (event, id) => latestEvents.current?.dragStart(event, id),
      dragOver: (event, index) => latestEvents.current?.dragOver(event, index),
      drop: (event) => latestEvents.current?.drop(event),
      dragEnd: () => latestEvents.current?.dragEnd(),
    }),
    [],
  );

  // Rows are uniform: one rendered cell gives every row's height (it changes with the panel's width).
  useLayoutEffect(() => {
    const cell = grid.current?.querySelector<HTMLElement>('.page-grid-item');
    if (cell === undefined || cell === null || cell.offsetHeight === 0) return;
    const measured = cell.offsetHeight + GRID_GAP;
    if (Math.abs(measured - pitch) > 0.5) setPitch(measured);
  });

  // A page moved by the keys, or selected elsewhere (the strip), is kept in view.
  useEffect(() => {
    const element = grid.current;
    const scroller = element === null ? null : scrollingAncestor(element);
    if (element === null || scroller === null || anchorIndex < 0) return;
    const top = Math.floor(anchorIndex / GRID_COLUMNS) * pitch - gridView(element, scroller).from;
    if (top < 0) scroller.scrollTop += top;
    else if (top + pitch > scroller.clientHeight) scroller.scrollTop += top + pitch - scroller.clientHeight;
    // Only a change of place scrolls; the pitch is read as it is then.
  }, [anchorIndex]);

  if (pages === undefined) return <p className="empty-note">{t('pages.empty')}</p>;

  const rows = gridRows(view, pitch, pages.length);

  const onKeyDown = (event: KeyboardEvent) => {
    if (importing) return;
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
    if (importing) return;
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
  latestEvents.current = {
    click: (event, id) => {
      if (!importing) setSelection(selectPage(order, selection, id, modeOf(event)));
    },
    dragStart: onDragStart,
    dragOver: onDragOver,
    drop: onDrop,
    dragEnd: () => setDropAt(null),
  };

  return (
    <>
      <div className="page-tools">
        <button type="button" className="button" onClick={() => void addPage(ctx)} disabled={importing} data-testid="pages-add">
          {t('pages.add')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => void deletePages(ctx, selection.ids)}
          disabled={importing || selection.ids.length === 0}
          data-testid="pages-delete"
        >
          {t('pages.delete')}
        </button>
        {/* Re-import asks first: it replaces the pages and keeps the configuration. */}
        <button type="button" className="button" onClick={() => run('file.importPdf')} disabled={importing || pages.length === 0} data-testid="pages-reimport">
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
          <p className="field-hint">{t(importing ? 'pages.importingHint' : 'pages.hint')}</p>
          <ol
            ref={grid}
            className="page-grid"
            role="listbox"
            aria-multiselectable="true"
            aria-label={t('pages.grid')}
            tabIndex={0}
            onKeyDown={onKeyDown}
            onDragLeave={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropAt(null);
            }}
            data-page-count={pages.length}
            data-importing={importing ? 'true' : undefined}
            data-testid="page-grid"
            style={{ gridTemplateColumns: `repeat(${GRID_COLUMNS}, minmax(0, 1fr))`, paddingBlock: `${rows.first * pitch}px ${(rows.rows - 1 - rows.last) * pitch}px` }}
          >
            {pages.slice(rows.first * GRID_COLUMNS, (rows.last + 1) * GRID_COLUMNS).map((page, at) => {
              const index = rows.first * GRID_COLUMNS + at;
              return (
                <PageGridItem
                  key={page.id}
                  page={page}
                  index={index}
                  count={pages.length}
                  selected={selected.has(page.id)}
                  current={page.id === selection.anchor}
                  drop={dropAt === index ? 'before' : dropAt === index + 1 && index === pages.length - 1 ? 'after' : null}
                  importing={importing}
                  events={itemEvents}
                />
              );
            })}
          </ol>
        </>
      )}
    </>
  );
}
