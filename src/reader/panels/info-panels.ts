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
export function fillAbout(body: HTMLElement, about: ReaderSettings['about']): void {
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
export function fillDownloads(body: HTMLElement, downloads: ReaderSettings['downloads']): void {
  const list = el('ul', 'fb-downloads');
  for (const file of downloads) {
    const name = file.title.trim() !== '' ? file.title : decodeURIComponent(file.url.split(/[?#]/)[0]?.split('/').pop() ?? file.url);
    const link = el('a', 'fb-toc-entry', { href: file.url, download: '', target: '_blank', rel: 'noopener noreferrer' });
    link.textContent = name;
    const item = el('li');
    item.append(link);
    list.append(item);
  }
  body.append(list);
}
