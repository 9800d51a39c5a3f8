import { formatFileSize } from '../../shared/features/contact.js';
import { isBookMediaKey } from '../../shared/media/book-media.js';
import { el } from '../dom.js';
import type { AboutField, ReaderSettings } from '../settings.js';
import { READER_STRINGS } from '../strings.js';

/** Links an about line may become; anything else is shown as plain text. */
function aboutHref(field: AboutField, value: string): string | null {
  if (field === 'email') return `mailto:${value}`;
  if (field === 'tel') return `tel:${value.replace(/[^\d+]/g, '')}`;
  if (field === 'url' && /^https?:\/\//i.test(value)) return value;
  return null;
}

/** Whether the book has anything to say in its about panel. */
export function hasAbout(about: ReaderSettings['about']): boolean {
  return Object.values(about).some((value) => value.trim() !== '');
}

/** The about panel: the book's contact lines as a description list, every value as text. */
export function fillAbout(body: HTMLElement, about: ReaderSettings['about'], picture: string | null = null): void {
  if (picture !== null) body.append(el('img', 'fb-about-image', { src: picture, alt: '', 'data-testid': 'about-image' }));
  const list = el('dl', 'fb-about');
  for (const [field, value] of Object.entries(about) as [AboutField, string][]) {
    if (value.trim() === '') continue;
    const term = el('dt');
    term.textContent = READER_STRINGS.aboutFields[field];
    const detail = el('dd', undefined, { 'data-about': field });
    const href = aboutHref(field, value.trim());
    if (href === null) {
      detail.textContent = value;
    } else {
      const link = el('a', undefined, { href, rel: 'noopener noreferrer', ...(field === 'url' ? { target: '_blank' } : {}) });
      link.textContent = value;
      detail.append(link);
    }
    list.append(term, detail);
  }
  body.append(list);
}

/** The download panel: one link per file, named by its title or else its file name. */
export function fillDownloads(body: HTMLElement, downloads: ReaderSettings['downloads'], resolve: (key: string) => string | null = () => null): void {
  const list = el('ul', 'fb-downloads');
  for (const file of downloads) {
    // A file stored in the book is found through the book's media table; a key it lacks is left out.
    const href = isBookMediaKey(file.url) ? resolve(file.url) : file.url;
    if (href === null) continue;
    const name = file.title.trim() !== '' ? file.title : decodeURIComponent(file.url.split(/[?#]/)[0]?.split('/').pop() ?? file.url);
    const link = el('a', 'fb-toc-entry', { href, download: name, target: '_blank', rel: 'noopener noreferrer' });
    link.textContent = file.size === undefined ? name : `${name} (${formatFileSize(file.size)})`;
    const item = el('li');
    item.append(link);
    list.append(item);
  }
  body.append(list);
}
