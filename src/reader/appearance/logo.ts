import { isBookMediaKey } from '../../shared/media/book-media.js';
import { isMediaUrl } from '../../shared/settings/media-kinds.js';
import { el } from '../dom.js';
import { mediaUrl } from '../media-url.js';
import type { Reader } from '../reader.js';
import type { ReaderView } from '../view.js';
import { settingOrDefault } from './appearance-vars.js';

type Raw = Readonly<Record<string, unknown>>;

/** The spec's large logo is 55 px high, whatever the height setting says. */
export const LARGE_LOGO_HEIGHT = 55;

export interface LogoLook {
  src: string;
  /** A web page the logo opens, or null for a plain picture. */
  href: string | null;
  height: number;
  padding: number;
  /** A fixed-size logo keeps its height on small screens instead of fitting the bar. */
  fixed: boolean;
}

/** What the logo settings ask for, or null when the book has no (usable) logo picture. */
export function logoLook(raw: Raw, resolve: (key: string) => string | null): LogoLook | null {
  const image = settingOrDefault(raw, 'logoImage');
  const src = isBookMediaKey(image) ? resolve(image) : typeof image === 'string' && isMediaUrl('image', image.trim()) ? image.trim() : null;
  if (src === null || src === '') return null;
  const link = settingOrDefault(raw, 'logoUrl');
  const href = typeof link === 'string' && /^https?:\/\//i.test(link.trim()) ? link.trim() : null;
  const height = settingOrDefault(raw, 'logoLarge') === true ? LARGE_LOGO_HEIGHT : Number(settingOrDefault(raw, 'logoHeight'));
  return { src, href, height, padding: Number(settingOrDefault(raw, 'logoLeftPadding')), fixed: settingOrDefault(raw, 'logoFixedSize') === true };
}

/** The book's logo at the start of the top bar, following every logo setting live. */
export function mountLogo(reader: Reader, view: ReaderView): void {
  const link = el('a', 'fb-logo', { 'data-testid': 'book-logo' });
  const image = el('img', 'fb-logo-image', { alt: '' });
  link.append(image);
  link.hidden = true;
  view.title.before(link);
  reader.onSettingsChange((raw) => {
    const look = logoLook(raw, (key) => mediaUrl(reader.bookData ?? {}, key));
    link.hidden = look === null;
    if (look === null) return;
    if (image.getAttribute('src') !== look.src) image.src = look.src;
    // The logo stands for the book: its title is the picture's text.
    image.alt = reader.bookData?.title ?? '';
    if (look.href === null) {
      link.removeAttribute('href');
      link.removeAttribute('target');
    } else {
      link.href = look.href;
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
    }
    link.style.paddingInlineStart = `${look.padding}px`;
    image.style.height = `${look.height}px`;
    // A large logo is the spec's 55 px whatever the bar's height, like a fixed-size one.
    link.toggleAttribute('data-fixed', look.fixed || look.height === LARGE_LOGO_HEIGHT);
  });
}
