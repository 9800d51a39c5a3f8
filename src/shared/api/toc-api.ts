import { z } from 'zod';
import { ProjectSnapshotSchema } from '../domain/book.js';
import { TocEntrySchema } from '../domain/page.js';
import { defineMethods } from './define.js';

/** The TOC tab: the table of contents edited as a tree, and read again from the source PDF. */
export const tocMethods = defineMethods({
  /**
   * Replaces the table of contents as one undo step. Refused with TOC_PAGE_OUT_OF_BOOK when
   * an entry names a page the book lacks, and INVALID_ARGUMENT for an unsafe link or a tree
   * deeper or larger than an import would keep.
   */
  'toc.set': { arg: z.object({ toc: z.array(TocEntrySchema).max(5000) }).strict(), result: ProjectSnapshotSchema },
  /**
   * Reads the outline of the PDF(s) the pages came from again, numbered as the book's pages
   * are now, and makes it the table of contents (one undo step). TOC_SOURCE_MISSING when a
   * source PDF is gone or cannot be read.
   */
  'toc.importOutline': { arg: z.object({}).strict(), result: ProjectSnapshotSchema },
});
