import type { TocEntry } from '../../shared/domain/page.js';
import { AppError } from '../../shared/errors/app-error.js';
import { isSafeTocUrl } from '../../shared/settings/unsafe-urls.js';
import { MAX_TOC_DEPTH, MAX_TOC_ENTRIES } from '../import/import-limits.js';

/**
 * Checks a table of contents from the editor before it replaces the book's: every page in
 * the book, links safe, and no deeper or larger than an import keeps (the reader draws it).
 */
export function checkToc(toc: readonly TocEntry[], pageCount: number): void {
  let count = 0;
  const walk = (entries: readonly TocEntry[], depth: number) => {
    if (depth > MAX_TOC_DEPTH) throw new AppError('INVALID_ARGUMENT', {}, `the table of contents is deeper than ${MAX_TOC_DEPTH} levels`);
    for (const entry of entries) {
      count += 1;
      if (count > MAX_TOC_ENTRIES) throw new AppError('INVALID_ARGUMENT', {}, `the table of contents has more than ${MAX_TOC_ENTRIES} entries`);
      if (entry.page > pageCount) throw new AppError('TOC_PAGE_OUT_OF_BOOK', { page: entry.page, count: pageCount }, entry.title);
      if (entry.url !== undefined && entry.url !== '' && !isSafeTocUrl(entry.url)) {
        throw new AppError('INVALID_ARGUMENT', {}, `unsafe link in the table of contents: ${entry.url}`);
      }
      walk(entry.children, depth + 1);
    }
  };
  walk(toc, 1);
}
