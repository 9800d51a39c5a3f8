import type { Page } from '../../../../shared/domain/page.js';

function sourceKey(file: string, pageNumber: number): string {
  return `${pageNumber}:${file}`;
}

/**
 * Turns the internal links of freshly imported pages from PDF page numbers into book
 * pages. Until the import is complete a link names the page of its own PDF it leads to;
 * once every page is made, a page range, a widepage cut or a merge has decided where that
 * PDF page sits in the book: its first book page (the left half of a cut page). Links to
 * a PDF page that is not in the book are dropped, since they would lead nowhere.
 * Works for any mix of files, so a merge keeps each PDF's links with their pages offset.
 */
export function retargetLinks(pages: Page[]): Page[] {
  const bookPage = new Map<string, number>();
  pages.forEach((page, index) => {
    if (page.source.kind !== 'pdf') return;
    const key = sourceKey(page.source.file, page.source.pageNumber);
    if (!bookPage.has(key)) bookPage.set(key, index + 1);
  });
  return pages.map((page) => {
    if (!page.links || page.source.kind !== 'pdf') return page;
    const file = page.source.file;
    const links = page.links.flatMap((link) => {
      if (link.target.kind !== 'page') return [link];
      const target = bookPage.get(sourceKey(file, link.target.page));
      return target === undefined ? [] : [{ ...link, target: { kind: 'page' as const, page: target } }];
    });
    const { links: _dropped, ...rest } = page;
    return links.length > 0 ? { ...rest, links } : rest;
  });
}
