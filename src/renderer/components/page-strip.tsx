import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { previewPagesStore } from '../preview/preview-pages.js';
import { useApp, useAppStore } from '../state/store.js';
import { stripKeyTarget, stripWheelScroll } from './page-strip-input.js';
import { PageStripItem, stripItemId, THUMB_HEIGHT } from './page-strip-item.js';
import { useThumbsAfterPreview } from './thumbs-after-preview.js';
import { gapMargins, itemStarts, renderedIndices, useListView, windowRange, type ListView } from './windowing.js';

/** The strip's flex gap and inline padding (editor.css), which place the items. */
const STRIP_GAP = 10;
const STRIP_PADDING = 16;
/** The narrowest item: room for a four-digit page number under a very tall page. */
const MIN_ITEM_WIDTH = 32;

/** The width of a page's item in the strip: its thumbnail and the thumbnail's 1 px border. */
export function stripItemWidth(page: { width: number; height: number }): number {
  return Math.max(MIN_ITEM_WIDTH, Math.round((page.width / page.height) * THUMB_HEIGHT) + 2);
}

/** The strip's own view of its items, in the coordinates of its content box. */
function stripView(strip: HTMLElement): ListView {
  // In a right-to-left layout Chromium counts scrollLeft down from 0.
  const from = Math.abs(strip.scrollLeft) - STRIP_PADDING;
  return { from, to: from + strip.clientWidth };
}

/**
 * The book's pages in order under the preview: a way around the book. A click or a key
 * (Home, End, Page Up, Page Down, the arrows) shows the page in the preview and selects it;
 * the current page is marked and kept in view as the preview turns. One tab stop for the
 * whole strip (a listbox), however many pages the book has.
 */
export function PageStrip() {
  const { t } = useTranslation();
  const store = useAppStore();
  const projectPages = useApp((state) => state.project?.pages);
  // While an import runs, its pages finished so far (decision 0232); the book's own after it.
  const importedPages = useApp((state) => state.importedPages);
  const importing = importedPages !== null && importedPages.length > 0;
  const pages = importing ? importedPages : projectPages;
  const current = useStore(previewPagesStore, (state) => state.current);
  const thumbsAllowed = useThumbsAfterPreview(importing);
  const strip = useRef<HTMLOListElement>(null);
  const hasPages = pages !== undefined && pages.length > 0;
  // Bumped by every click or key, so that a key naming the current page scrolls it back into view too.
  const [reveal, setReveal] = useState(0);
  const view = useListView(strip, (element) => element, stripView, { from: 0, to: 1600 }, hasPages);
  // The items call this render's show() through one function that never changes.
  const latestShow = useRef<(page: number) => void>(() => undefined);
  const showPage = useCallback((page: number) => latestShow.current(page), []);
  const starts = useMemo(() => itemStarts((pages ?? []).map(stripItemWidth), STRIP_GAP), [pages]);

  // React listens to wheel passively, so a native listener is what may cancel the page's own scroll.
  useEffect(() => {
    const element = strip.current;
    if (element === null) return;
    const onWheel = (event: WheelEvent) => {
      const by = stripWheelScroll(event, element.clientWidth);
      if (by === 0) return;
      event.preventDefault();
      element.scrollLeft += by;
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [hasPages]);

  // 'nearest' scrolls the strip only as far as needed, and never the editor around it.
  useEffect(() => {
    strip.current?.querySelector(`#${stripItemId(current)}`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current, hasPages, reveal]);

  if (!hasPages) {
    return (
      <div className="page-strip page-strip-empty" data-testid="page-strip">
        <p>{t('pages.empty')}</p>
      </div>
    );
  }

  const show = (page: number) => {
    // Pages still being imported are not in the book yet: the preview cannot show them, and
    // the strip is looked through by scrolling it until the import ends.
    if (importing) return;
    const id = pages[page - 1]?.id;
    if (id === undefined) return;
    store.getState().setPageSelection({ ids: [id], anchor: id });
    previewPagesStore.getState().turnTo(page);
    setReveal((count) => count + 1);
  };
  latestShow.current = show;

  const shownPage = Math.min(current, pages.length);
  // Near the view, one strip's width more on each side; the current page always, so that
  // aria-activedescendant names an element that exists and it can be scrolled to.
  const indices = renderedIndices(windowRange(starts, view.from, view.to, view.to - view.from), [shownPage - 1], pages.length);
  const margins = gapMargins(indices, starts);

  const onKeyDown = (event: React.KeyboardEvent<HTMLOListElement>) => {
    const target = stripKeyTarget(event.key, shownPage, pages.length, thumbnailsInView(event.currentTarget));
    if (target === null) return;
    event.preventDefault();
    show(target);
  };

  return (
    <ol
      ref={strip}
      className="page-strip"
      role="listbox"
      aria-label={t('pages.strip')}
      aria-orientation="horizontal"
      aria-activedescendant={stripItemId(shownPage)}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-page-count={pages.length}
      data-importing={importing ? 'true' : undefined}
      data-testid="page-strip"
    >
      {indices.map((index, at) => {
        const page = pages[index];
        if (page === undefined) return null;
        return (
          <PageStripItem
            key={page.id}
            page={page}
            index={index}
            count={pages.length}
            current={index + 1 === current}
            width={stripItemWidth(page)}
            marginStart={margins.before[at]}
            marginEnd={at === indices.length - 1 ? margins.after : undefined}
            show={showPage}
            loadImage={thumbsAllowed}
          />
        );
      })}
    </ol>
  );
}

/** How many thumbnails fit across the strip, measured from the first one (gap included). */
function thumbnailsInView(element: HTMLElement): number {
  const first = element.firstElementChild as HTMLElement | null;
  const width = first === null ? 0 : first.offsetWidth + parseFloat(getComputedStyle(element).columnGap || '0');
  return width > 0 ? Math.floor(element.clientWidth / width) : 1;
}
