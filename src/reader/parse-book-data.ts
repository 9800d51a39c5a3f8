import type { TocEntry } from '../shared/domain/page.js';
import type { ReaderBookData, ReaderPage } from '../shared/reader/book-data.js';

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
  return {
    version: 1,
    title: typeof value.title === 'string' ? value.title : '',
    description: typeof value.description === 'string' ? value.description : '',
    pages,
    toc: Array.isArray(value.toc) ? (value.toc as TocEntry[]) : [],
    settings: isRecord(value.settings) ? { ...value.settings } : {},
  };
}

function parsePage(raw: unknown): ReaderPage | null {
  if (!isRecord(raw)) return null;
  const { width, height, thumb, normal, hd } = raw;
  if (!isPositive(width) || !isPositive(height)) return null;
  if (typeof thumb !== 'string' || typeof normal !== 'string' || typeof hd !== 'string') return null;
  return { width, height, thumb, normal, hd };
}

function isPositive(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
