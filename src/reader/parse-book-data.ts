import type { TocEntry } from '../shared/domain/page.js';
import type { PageLink } from '../shared/domain/page-content.js';
import type { ReaderBookData, ReaderPage } from '../shared/reader/book-data.js';
import { parseProtection } from './protection/parse-protection.js';
import { parseMediaTable } from './multimedia/parse-media-table.js';
import { safeLinkUrl } from '../shared/validation/safe-url.js';


/** The text script must be the book's own file: a relative path, never another origin or scheme. */
const SAFE_SCRIPT = /^(?![a-z][a-z0-9+.-]*:|\/\/|\/)[^\\]+\.js$/i;

/**
 * Checks book data arriving from book.js or a preview message before the reader trusts it.
 * Written by hand rather than with zod to keep the reader small; a malformed book is
 * refused as a whole (null) instead of being shown half-broken.
 */
export function parseBookData(value: unknown): ReaderBookData | null {
  if (!isRecord(value) || !Array.isArray(value.pages)) return null;
  const pages: ReaderPage[] = [];
  for (const raw of value.pages) {
    const page = parsePage(raw);
    if (page === null) return null;
    pages.push(page);
  }
  // A protected book whose protection block is malformed could not show its protected pages.
  const protection = value.protection === undefined ? undefined : parseProtection(value.protection);
  if (protection === null) return null;
  return {
    version: 1,
    title: typeof value.title === 'string' ? value.title : '',
    description: typeof value.description === 'string' ? value.description : '',
    pages,
    toc: Array.isArray(value.toc) ? (value.toc as TocEntry[]) : [],
    settings: isRecord(value.settings) ? { ...value.settings } : {},
    ...(typeof value.text === 'string' && SAFE_SCRIPT.test(value.text) ? { text: value.text } : {}),
    ...(protection === undefined ? {} : { protection }),
    ...parseMediaTable(value.media),
  };
}

function parsePage(raw: unknown): ReaderPage | null {
  if (!isRecord(raw)) return null;
  const { width, height, thumb, normal, hd } = raw;
  if (!isPositive(width) || !isPositive(height)) return null;
  if (typeof thumb !== 'string' || typeof normal !== 'string' || typeof hd !== 'string') return null;
  const page: ReaderPage = { width, height, thumb, normal, hd };
  if (typeof raw.id === 'string' && raw.id !== '') page.id = raw.id;
  if (Array.isArray(raw.links)) page.links = raw.links.map(parseLink).filter((link): link is PageLink => link !== null);
  return page;
}

/** A link that is malformed or unsafe is dropped on its own; the page still shows. */
function parseLink(raw: unknown): PageLink | null {
  if (!isRecord(raw) || !isRecord(raw.target)) return null;
  const { x, y, width, height, target } = raw;
  if (![x, y, width, height].every((value) => typeof value === 'number' && value >= 0 && value <= 1)) return null;
  const box = { x: x as number, y: y as number, width: width as number, height: height as number };
  if (target.kind === 'page' && typeof target.page === 'number' && Number.isInteger(target.page) && target.page > 0) {
    return { ...box, target: { kind: 'page', page: target.page } };
  }
  const url = target.kind === 'url' && typeof target.url === 'string' ? safeLinkUrl(target.url) : null;
  if (url !== null) return { ...box, target: { kind: 'url', url } };
  return null;
}

function isPositive(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
