import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../shared/domain/page.js';
import { useHost } from '../transport/host-context.js';

/** The id of a strip item, for aria-activedescendant. */
export const stripItemId = (page: number) => `page-strip-item-${page}`;

/** A thumbnail's height in the strip, in CSS pixels; its width follows the page's shape. */
export const THUMB_HEIGHT = 96;

interface PageStripItemProps {
  page: Page;
  /** The page's place in the book, from 0. */
  index: number;
  count: number;
  current: boolean;
  width: number;
  marginStart: number | undefined;
  marginEnd: number | undefined;
  /** One function for the strip's life: shows a page (from 1) in the preview. */
  show: (page: number) => void;
  /** False until the preview has drawn its first spread: the thumbnail keeps its place, empty. */
  loadImage: boolean;
}

/**
 * One thumbnail of the page strip. Memoised: a page move changes the props of the few items
 * it passes, so a quick run of moves re-renders those, not every thumbnail in view.
 */
export const PageStripItem = memo(function PageStripItem({ page, index, count, current, width, marginStart, marginEnd, show, loadImage }: PageStripItemProps) {
  const { t } = useTranslation();
  const { client } = useHost();
  return (
    <li
      id={stripItemId(index + 1)}
      className="page-strip-item"
      role="option"
      aria-selected={current}
      aria-posinset={index + 1}
      aria-setsize={count}
      style={{ width, marginInlineStart: marginStart, marginInlineEnd: marginEnd }}
      onClick={() => show(index + 1)}
      data-page={index + 1}
      data-testid="page-strip-item"
    >
      {/* Low, so that later the preview's pages are fetched before the strip's thumbnails. */}
      <img src={loadImage ? client.assetUrl(page.renditions.thumb) : undefined} alt={t('pages.pageN', { n: index + 1 })} width={width - 2} height={THUMB_HEIGHT} fetchPriority="low" data-testid="page-thumb" />
      <span>{index + 1}</span>
    </li>
  );
});
