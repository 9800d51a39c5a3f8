import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { previewPagesStore } from '../preview/preview-pages.js';
import { useApp, useAppStore } from '../state/store.js';
import { useHost } from '../transport/host-context.js';
import { stripKeyTarget, stripWheelScroll } from './page-strip-input.js';

/** The id of a strip item, for aria-activedescendant. */
const itemId = (page: number) => `page-strip-item-${page}`;

/**
 * The book's pages in order under the preview: a way around the book. A click or a key
 * (Home, End, Page Up, Page Down, the arrows) shows the page in the preview and selects it;
 * the current page is marked and kept in view as the preview turns. One tab stop for the
 * whole strip (a listbox), however many pages the book has.
 */
export function PageStrip() {
  const { t } = useTranslation();
  const { client } = useHost();
  const store = useAppStore();
  const pages = useApp((state) => state.project?.pages);
  const current = useStore(previewPagesStore, (state) => state.current);
  const strip = useRef<HTMLOListElement>(null);
  const hasPages = pages !== undefined && pages.length > 0;

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
    strip.current?.querySelector(`#${itemId(current)}`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current, hasPages]);

  if (!hasPages) {
    return (
      <div className="page-strip page-strip-empty" data-testid="page-strip">
        <p>{t('pages.empty')}</p>
      </div>
    );
  }

  const show = (page: number) => {
    const id = pages[page - 1]?.id;
    if (id === undefined) return;
    store.getState().setPageSelection({ ids: [id], anchor: id });
    previewPagesStore.getState().turnTo(page);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLOListElement>) => {
    const target = stripKeyTarget(event.key, Math.min(current, pages.length), pages.length, thumbnailsInView(event.currentTarget));
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
      aria-activedescendant={itemId(Math.min(current, pages.length))}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="page-strip"
    >
      {pages.map((page, index) => (
        <li
          key={page.id}
          id={itemId(index + 1)}
          className="page-strip-item"
          role="option"
          aria-selected={index + 1 === current}
          onClick={() => show(index + 1)}
          data-testid="page-strip-item"
        >
          <img
            src={client.assetUrl(page.renditions.thumb)}
            alt={t('pages.pageN', { n: index + 1 })}
            width={Math.round((page.width / page.height) * 96)}
            height={96}
            loading="lazy"
            data-testid="page-thumb"
          />
          <span>{index + 1}</span>
        </li>
      ))}
    </ol>
  );
}

/** How many thumbnails fit across the strip, measured from the first one (gap included). */
function thumbnailsInView(element: HTMLElement): number {
  const first = element.firstElementChild as HTMLElement | null;
  const width = first === null ? 0 : first.offsetWidth + parseFloat(getComputedStyle(element).columnGap || '0');
  return width > 0 ? Math.floor(element.clientWidth / width) : 1;
}
