import { AppError } from '../errors/app-error.js';

/** The page range that means every page; also what an absent range means. */
export const ALL_PAGES = 'all';

/** One piece of a custom range: a single page (first === last) or an inclusive span. */
interface RangePart {
  first: number;
  last: number;
}

// A piece is a page number or "from-to"; spaces may sit around the numbers and the dash.
const PART = /^(\d{1,9})(?:\s*-\s*(\d{1,9}))?$/;

/** True when the text asks for every page: absent, or "all" in any letter case. */
export function isAllPages(text: string | undefined): boolean {
  return text === undefined || text.trim().toLowerCase() === ALL_PAGES;
}

/**
 * Checks the shape of a page range without knowing the document, so the import panel can
 * flag a typo as it is typed. Throws PAGE_RANGE_EMPTY for a blank custom range and
 * PAGE_RANGE_FORMAT ("Incorrect Format") for anything else that is not "all" or a list
 * such as `1,5-8,20` of positive page numbers and rising spans.
 */
export function checkPageRangeFormat(text: string | undefined): void {
  if (!isAllPages(text)) parseParts(text ?? '');
}

/**
 * Turns a page range into the 1-based pages to import: sorted, each once. "all" (or no
 * range) is every page; a custom range may list pages and spans in any order, with spaces.
 * A blank custom range gives PAGE_RANGE_EMPTY; a malformed one, or one naming a page past
 * the end of the document, gives PAGE_RANGE_FORMAT with the reason in its detail.
 * The editor and the engine both call this, so they refuse exactly the same input.
 */
export function parsePageRange(text: string | undefined, pageCount: number): number[] {
  if (isAllPages(text)) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const pages = new Set<number>();
  for (const { first, last } of parseParts(text ?? '')) {
    // Checked before the span is walked, so "1-999999999" costs nothing.
    if (last > pageCount) {
      throw new AppError('PAGE_RANGE_FORMAT', {}, `page ${last} is past the last page of the document (${pageCount})`);
    }
    for (let page = first; page <= last; page += 1) pages.add(page);
  }
  return [...pages].sort((a, b) => a - b);
}

function parseParts(text: string): RangePart[] {
  if (text.trim() === '') throw new AppError('PAGE_RANGE_EMPTY');
  return text.split(',').map((raw) => {
    const piece = raw.trim();
    const match = PART.exec(piece);
    if (!match) throw new AppError('PAGE_RANGE_FORMAT', {}, piece === '' ? 'an empty item between commas' : `"${piece}" is not a page or a span of pages`);
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : Number(match[2]);
    if (first < 1) throw new AppError('PAGE_RANGE_FORMAT', {}, 'pages are numbered from 1');
    if (last < first) throw new AppError('PAGE_RANGE_FORMAT', {}, `the span "${piece}" runs backwards`);
    return { first, last };
  });
}
