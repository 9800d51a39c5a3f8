import type { ReaderPage } from '../../shared/reader/book-data.js';
import { el } from '../dom.js';
import { setImageSource } from '../protection/hooks.js';
import { READER_STRINGS } from '../strings.js';

/** What the thumbnail panel asks of the reader. */
export interface ThumbnailSource {
  pages: readonly ReaderPage[];
  caption: (page: number) => string;
  shown: readonly number[];
  goToPage: (page: number) => void;
}

/**
 * A grid of every page's thumbnail with its caption. The images load lazily, so opening
 * the panel of a 1,000-page book fetches only the thumbnails scrolled into view.
 */
export function fillThumbnails(body: HTMLElement, source: ThumbnailSource): void {
  const list = el('ol', 'fb-thumbs');
  for (const [index, page] of source.pages.entries()) {
    const number = index + 1;
    const caption = source.caption(number);
    const button = el('button', 'fb-thumb', { type: 'button', 'data-thumb': String(number), 'aria-label': READER_STRINGS.linkToPage(caption) });
    if (source.shown.includes(number)) button.setAttribute('aria-current', 'page');
    const image = el('img', undefined, { alt: '', loading: 'lazy', decoding: 'async' });
    void setImageSource(image, page.thumb);
    // Reserves the page's shape before the image arrives, so the grid does not jump.
    image.style.aspectRatio = `${page.width} / ${page.height}`;
    const label = el('span', 'fb-thumb-caption', { 'aria-hidden': 'true' });
    label.textContent = caption;
    button.append(image, label);
    button.addEventListener('click', () => source.goToPage(number));
    const item = el('li');
    item.append(button);
    list.append(item);
  }
  body.append(list);
}
