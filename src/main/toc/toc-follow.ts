import type { Page, TocEntry } from '../../shared/domain/page.js';
import { remapToc } from './toc-remap.js';

/**
 * The re-import rule for anything that points at pages by number (the table of contents
 * now, bookmarks later): what points at a page that still exists after the book became
 * `pageCount` pages long stays where it is, and what points beyond the end goes. An entry
 * that goes keeps those of its children that still have their pages, in its place.
 */
export function keepWherePagesExist(toc: readonly TocEntry[], pageCount: number): TocEntry[] {
  const stays = new Map<number, number>();
  for (let page = 1; page <= pageCount; page += 1) stays.set(page, page);
  return remapToc(toc, stays);
}

/**
 * Moves the contents along with their pages from one page list to another (after a delete,
 * a reorder or an insert), following each page by its id: an entry points at the same page
 * afterwards, at its new number, and an entry whose page was deleted goes.
 */
export function tocFollowingPages(toc: readonly TocEntry[], before: readonly Page[], after: readonly Page[]): TocEntry[] {
  const newNumber = new Map(after.map((page, index) => [page.id, index + 1]));
  const moves = new Map<number, number>();
  before.forEach((page, index) => {
    const now = newNumber.get(page.id);
    if (now !== undefined) moves.set(index + 1, now);
  });
  return remapToc(toc, moves);
}

/**
 * The table of contents after an import replaced a book's pages. A book that already had
 * pages and a table of contents keeps its own (the user may have edited it), trimmed to
 * the pages that still exist; otherwise the imported one (the PDF's outline) is used.
 */
export function tocAfterReimport(
  before: { pages: readonly Page[]; toc: readonly TocEntry[] },
  newPageCount: number,
  importedToc: TocEntry[],
): TocEntry[] {
  if (before.pages.length === 0 || before.toc.length === 0) return importedToc;
  return keepWherePagesExist(before.toc, newPageCount);
}
