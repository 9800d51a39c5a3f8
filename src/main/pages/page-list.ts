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

