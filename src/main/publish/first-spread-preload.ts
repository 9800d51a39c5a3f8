import type { ProjectSnapshot } from '../../shared/domain/book.js';
import { firstSealedPage } from '../../shared/protection/protection-settings.js';
import { settingEntry } from '../../shared/settings/catalogue.js';
import { pageFilePath } from './book-script.js';
import { escapeHtml } from './index-html.js';

/** The pixel widths of a page's renditions that a first paint may choose between. */
export interface ReadingWidths {
  thumb: number;
  normal: number;
}

/** One page of the opening spread, and the screens on which the reader shows it there. */
export interface OpeningPage {
  page: number;
  /** A media query; absent when every screen shows this page on the first spread. */
  media?: string;
}

type Raw = Readonly<Record<string, unknown>>;

/** A choice setting as the reader reads it: the stored value when it is one of the catalogue's choices, else the default. */
function choice(raw: Raw, key: string): unknown {
  const entry = settingEntry(key);
  const value = raw[key];
  return entry?.type === 'choice' && entry.choices.some((option) => option === value) ? value : entry?.default;
}

function flag(raw: Raw, key: string): boolean {
  const value = raw[key];
  return typeof value === 'boolean' ? value : settingEntry(key)?.default === true;
}

/**
 * Whether the reader's auto page mode shows one page on this screen, as a media query. It
 * mirrors singleShowsMore (src/reader/layout.ts): side by side, one page wins while the
 * screen is narrower than √2 page widths per page height; stacked (a top binding), while it
 * is wider than 1/√2 of the page's own ratio. Margins and the toolbar are left out: the
 * query only picks a rendition, and erring large keeps the page sharp.
 */
function singleQuery(aspect: number, vertical: boolean): string {
  const ratio = Math.round((vertical ? aspect / Math.SQRT2 : aspect * Math.SQRT2) * 1000);
  return `(${vertical ? 'min' : 'max'}-aspect-ratio: ${ratio}/1000)`;
}

/** How wide the page shows, in CSS: the page's box in one or two page slots of the screen. */
function shownWidth(aspect: number, single: boolean, vertical: boolean): string {
  const across = single || vertical ? 100 : 50;
  const down = single || !vertical ? 100 : 50;
  return `min(${across}vw, ${Math.round(aspect * down * 100) / 100}vh)`;
}

/**
 * The pages of the spread the reader opens on (spread.ts buildSpreads): the cover alone,
 * unless the book starts on a double page and the screen shows two. Protected pages are
 * left out: their images are published sealed, and the markup must never name them.
 */
export function openingPages(snapshot: Pick<ProjectSnapshot, 'book' | 'pages'>): OpeningPage[] {
  const { settings } = snapshot.book;
  const first = snapshot.pages[0];
  if (first === undefined) return [];
  const mode = choice(settings, 'pageMode');
  const pages: OpeningPage[] = [{ page: 1 }];
  if (snapshot.pages.length > 1 && mode !== 'single' && flag(settings, 'startOnDoublePage')) {
    pages.push(mode === 'double' ? { page: 2 } : { page: 2, media: `not all and ${singleQuery(first.width / first.height, isTopBound(settings))}` });
  }
  const sealed = firstSealedPage(settings);
  return pages.filter(({ page }) => sealed === null || page < sealed);
}

function isTopBound(settings: Raw): boolean {
  return choice(settings, 'flipDirection') === 'vertical' || choice(settings, 'bindingType') === 'top';
}

/** The `sizes` of the opening pages: the width the reader gives a page on each kind of screen. */
export function openingSizes(snapshot: Pick<ProjectSnapshot, 'book' | 'pages'>): string {
  const first = snapshot.pages[0];
  if (first === undefined) return '100vw';
  const aspect = first.width / first.height;
  const vertical = isTopBound(snapshot.book.settings);
  const mode = choice(snapshot.book.settings, 'pageMode');
  if (mode !== 'auto') return shownWidth(aspect, mode === 'single', vertical);
  return `${singleQuery(aspect, vertical)} ${shownWidth(aspect, true, vertical)}, ${shownWidth(aspect, false, vertical)}`;
}

/**
 * Preload links for the opening spread's images, so the browser fetches them while it is
 * still parsing the head instead of after reader.js has run. They offer the reading
 * renditions (thumbnail and normal; HD comes later, when the reader swaps it in) with the
 * sizes the reader will show them at, and the reader's images copy that srcset and sizes
 * (page-images.ts) so they pick the very file already on its way.
 */
export function firstSpreadPreloads(snapshot: Pick<ProjectSnapshot, 'book' | 'pages'>, widths: ReadonlyMap<number, ReadingWidths>): string[] {
  const sizes = openingSizes(snapshot);
  return openingPages(snapshot).flatMap(({ page, media }) => {
    const width = widths.get(page);
    if (width === undefined) return [];
    const srcset = `${pageFilePath(page, 'thumb')} ${width.thumb}w, ${pageFilePath(page, 'normal')} ${width.normal}w`;
    const attributes = [
      'rel="preload"',
      'as="image"',
      `href="${pageFilePath(page, 'normal')}"`,
      `imagesrcset="${escapeHtml(srcset)}"`,
      `imagesizes="${escapeHtml(sizes)}"`,
      'fetchpriority="high"',
      ...(media === undefined ? [] : [`media="${escapeHtml(media)}"`]),
      `data-page="${page}"`,
    ];
    return [`<link ${attributes.join(' ')}>`];
  });
}

/** Puts the preload links into the head, before the stylesheet, so they are the first fetches the parser starts. */
export function withFirstSpreadPreloads(html: string, links: readonly string[]): string {
  if (links.length === 0) return html;
  const at = html.indexOf('<link rel="stylesheet"');
  if (at < 0) throw new Error(`the reader's index.html has no stylesheet link`);
  return `${html.slice(0, at)}${links.join('\n    ')}\n    ${html.slice(at)}`;
}
