import type { z } from 'zod';
import type { InsertPositionSchema } from '../../shared/api/pages-api.js';
import type { Page } from '../../shared/domain/page.js';
import { AppError } from '../../shared/errors/app-error.js';

/** Where the add-new-page dialog puts a page. */
export type InsertPosition = z.infer<typeof InsertPositionSchema>;

/**
 * The index a new page goes to. before and after are relative to an existing page, which
 * the editor names by id so that a page list changed elsewhere can never shift the spot.
 */
export function insertionIndex(pages: readonly Page[], position: InsertPosition, anchorPageId: string | undefined): number {
  if (position === 'first') return 0;
  if (position === 'last') return pages.length;
  const anchor = pages.findIndex((page) => page.id === anchorPageId);
  if (anchor < 0) throw new AppError('PAGE_NOT_FOUND', {}, `no page ${anchorPageId ?? '(none given)'} to insert ${position}`);
  return position === 'before' ? anchor : anchor + 1;
}

/** The pages without those named; every named page must be in the book. */
export function withoutPages(pages: readonly Page[], pageIds: readonly string[]): Page[] {
  const present = new Set(pages.map((page) => page.id));
  const missing = pageIds.filter((id) => !present.has(id));
  if (missing.length > 0) throw new AppError('PAGE_NOT_FOUND', {}, `not in the book: ${missing.join(', ')}`);
  const doomed = new Set(pageIds);
  return pages.filter((page) => !doomed.has(page.id));
}

/**
 * The pages in the order given. The order must name every page of the book exactly once:
 * anything else means the editor's list is out of date, and reordering from it could
 * silently drop or duplicate pages.
 */
export function inOrder(pages: readonly Page[], order: readonly string[]): Page[] {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const seen = new Set<string>();
  const result: Page[] = [];
  for (const id of order) {
    const page = byId.get(id);
    if (!page || seen.has(id)) throw new AppError('PAGE_NOT_FOUND', {}, `${id} is ${page ? 'named twice' : 'not in the book'}`);
    seen.add(id);
    result.push(page);
  }
  if (result.length !== pages.length) {
    throw new AppError('PAGE_NOT_FOUND', {}, `the order names ${result.length} of the book's ${pages.length} pages`);
  }
  return result;
}
