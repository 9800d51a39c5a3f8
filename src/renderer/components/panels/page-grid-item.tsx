import { memo, type DragEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../../shared/domain/page.js';
import { useHost } from '../../transport/host-context.js';

/** What a grid item reports; one object for the grid's life, so items need not re-render for it. */
export interface PageGridItemEvents {
  click(event: MouseEvent, id: string): void;
  dragStart(event: DragEvent, id: string): void;
  dragOver(event: DragEvent, index: number): void;
  drop(event: DragEvent): void;
  dragEnd(): void;
}

interface PageGridItemProps {
  page: Page;
  /** The page's place in the book, from 0. */
  index: number;
  count: number;
  selected: boolean;
  current: boolean;
  /** Where a dragged page would land next to this one, if here. */
  drop: 'before' | 'after' | null;
  importing: boolean;
  events: PageGridItemEvents;
}

/**
 * One page of the Pages grid. Memoised: a page move changes the props of the two or so items
 * it passes, so a quick run of moves re-renders those items, not every one in view.
 */
export const PageGridItem = memo(function PageGridItem({ page, index, count, selected, current, drop, importing, events }: PageGridItemProps) {
  const { t } = useTranslation();
  const { client } = useHost();
  return (
    <li
      role="option"
      aria-selected={selected}
      aria-posinset={index + 1}
      aria-setsize={count}
      className={['page-grid-item', selected ? 'is-selected' : '', current ? 'is-current' : '', drop === null ? '' : `drop-${drop}`].join(' ')}
      draggable={!importing}
      onClick={(event) => events.click(event, page.id)}
      onDragStart={(event) => events.dragStart(event, page.id)}
      onDragOver={(event) => events.dragOver(event, index)}
      onDrop={(event) => events.drop(event)}
      onDragEnd={() => events.dragEnd()}
      data-page-id={page.id}
      data-page={index + 1}
      data-testid="page-grid-item"
    >
      <img src={client.assetUrl(page.renditions.thumb)} alt={t('pages.pageN', { n: index + 1 })} draggable={false} data-testid="page-grid-thumb" />
      <span className="page-grid-number">{index + 1}</span>
      <span className="page-grid-size" dir="ltr">
        {page.width} × {page.height}
      </span>
    </li>
  );
});
