import type { TocEntry } from '../../shared/domain/page.js';
import { el } from '../dom.js';

/** Only web links leave the book; anything else (javascript:, data:) is not a link at all. */
const WEB_URL = /^https?:\/\//i;

/**
 * The table of contents as nested lists. An entry is a button that turns to its page, or a
 * link that opens in a new tab when the PDF's outline pointed at a web page. Titles come
 * from the PDF, so they are only ever set as text.
 */
export function fillContents(body: HTMLElement, toc: readonly TocEntry[], goToPage: (page: number) => void): void {
  body.append(contentsList(toc, goToPage));
}

function contentsList(entries: readonly TocEntry[], goToPage: (page: number) => void): HTMLElement {
  const list = el('ul', 'fb-toc');
  for (const entry of entries) {
    const item = el('li');
    let target: HTMLElement;
    if (entry.url !== undefined && WEB_URL.test(entry.url)) {
      target = el('a', 'fb-toc-entry', { href: entry.url, target: '_blank', rel: 'noopener noreferrer' });
    } else {
      target = el('button', 'fb-toc-entry', { type: 'button', 'data-page': String(entry.page) });
      target.addEventListener('click', () => goToPage(entry.page));
    }
    target.textContent = entry.title;
    item.append(target);
    if (entry.children.length > 0) item.append(contentsList(entry.children, goToPage));
    list.append(item);
  }
  return list;
}
