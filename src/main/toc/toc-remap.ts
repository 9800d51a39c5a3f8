import type { TocEntry } from '../../shared/domain/page.js';

/**
 * Renumbers a table of contents read from the PDF (PDF page numbers) to book pages, given
 * where each imported PDF page landed (bookPageMap). An entry whose page was not imported
 * is dropped, but its children are kept in its place, as readOutline does for an entry
 * without a target: leaving out a chapter's first page must not lose its sections.
 */
export function remapToc(toc: readonly TocEntry[], bookPageOf: ReadonlyMap<number, number>): TocEntry[] {
  const out: TocEntry[] = [];
  for (const entry of toc) {
    const children = remapToc(entry.children, bookPageOf);
    const page = bookPageOf.get(entry.page);
    if (page === undefined) {
      out.push(...children);
      continue;
    }
    out.push({ ...entry, page, children });
  }
  return out;
}
