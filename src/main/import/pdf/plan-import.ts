import type { ImportOptions } from '../../../shared/domain/import-options.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { MAX_PDF_PAGES } from '../../../shared/limits.js';
import { parsePageRange } from '../../../shared/validation/page-range.js';
import type { EditionPolicy } from '../../../shared/domain/edition.js';
import { assertPageAllowance } from '../page-policy.js';
import { bookPageMap, cutNeedsSizes, planPages, plannedPageCount, type PagePlan, type PageSize } from './widepage-cut.js';

/** Which book pages a PDF import makes, decided before any page is rendered. */
export interface ImportPlan {
  /** The chosen PDF pages in order, each whole or cut into halves. */
  plans: PagePlan[];
  /** How many book pages the plans make. */
  total: number;
  /** The first book page of each imported PDF page, for the TOC and internal links. */
  bookPageOf: Map<number, number>;
}

/**
 * Plans a PDF import from the document's page count and the user's choices: the page
 * range picks the pages, the widepage cut splits them, and the result must fit both the
 * 1,000-page limit and the page policy. `readSizes` is asked for page sizes only when the
 * cut mode needs them. Every refusal here happens before anything is rendered.
 */
export async function planImport(
  numPages: number,
  choices: ImportOptions,
  policy: EditionPolicy,
  readSizes: (pageNumbers: number[]) => Promise<PageSize[]>,
): Promise<ImportPlan> {
  if (numPages > MAX_PDF_PAGES) throw new AppError('PDF_TOO_MANY_PAGES', { pdfLength: MAX_PDF_PAGES }, `the PDF has ${numPages} pages`);
  if (numPages < 1) throw new AppError('PDF_FILE_ERRORS', {}, 'the PDF has no pages');
  const chosen = parsePageRange(choices.pageRange, numPages);
  const cut = choices.cut ?? 'none';
  const sizes = cutNeedsSizes(cut) ? await readSizes(chosen) : [];
  const plans = planPages(chosen, cut, sizes);
  const total = plannedPageCount(plans);
  if (total > MAX_PDF_PAGES) {
    throw new AppError('PDF_TOO_MANY_PAGES', { pdfLength: MAX_PDF_PAGES }, `cutting wide pages makes ${total} pages`);
  }
  // An import replaces every page of the book, so nothing it keeps counts against it.
  assertPageAllowance(policy, 0, total);
  return { plans, total, bookPageOf: bookPageMap(plans) };
}
