import { mediaUrl } from '../media-url.js';
import type { Reader } from '../reader.js';
import { drawMediaLayer } from './media-layer.js';
import { pageMediaItems } from './parse-page-media.js';
import './multimedia.css';

/**
 * Shows each page's multimedia (links, videos, audio, pictures placed with Add multimedia)
 * on the page, and redraws it when the preview changes `pageMedia`.
 */
export function mountMultimedia(reader: Reader): void {
  reader.addPageLayer((page, wrapper) => {
    const book = reader.bookData;
    if (book === null) return;
    drawMediaLayer(wrapper, pageMediaItems(book.settings, book.pages[page - 1]?.id), (src) => mediaUrl(book, src));
  });
  reader.onSettingsChange(() => reader.redrawPageLayers());
}
