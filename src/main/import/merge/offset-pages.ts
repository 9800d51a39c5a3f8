import type { Page, TocEntry } from '../../../shared/domain/page.js';

/**
 * A merged file's pages come after the pages of the files before it, so everything in it
 * that points at a page by number moves on by that many pages.
 */
export function offsetToc(toc: readonly TocEntry[], by: number): TocEntry[] {
  return toc.map((entry) => ({ ...entry, page: entry.page + by, children: offsetToc(entry.children, by) }));
}

/** Moves a page's internal links on by `by` pages; URL links point outside the book and stay. */
export function offsetLinks(page: Page, by: number): Page {
  if (!page.links || by === 0) return page;
  return {
    ...page,
    links: page.links.map((link) => (link.target.kind === 'page' ? { ...link, target: { kind: 'page', page: link.target.page + by } } : link)),
  };
}
