import { z } from 'zod';
import { localPath } from '../validation/local-path.js';
import { ProjectSnapshotSchema } from '../domain/book.js';
import { ImportResultSchema } from './import-api.js';
import { JOB_ID_FIELD } from '../jobs/job-id.js';
import { defineMethods } from './define.js';

const PageId = z.string().min(1).max(64);

/** Where the add-new-page dialog puts a page, relative to the current page or the book. */
export const InsertPositionSchema = z.enum(['first', 'last', 'before', 'after']);

/** What a new page is made from. */
export const NewPageSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('blank'), width: z.number().int().min(50).max(10000), height: z.number().int().min(50).max(10000), color: z.string().regex(/^#[0-9a-fA-F]{6}$/).optional() }),
  z.object({ kind: z.literal('image'), path: localPath() }),
  z.object({ kind: z.literal('pdf'), path: localPath(), pageNumber: z.number().int().positive(), password: z.string().max(1000).optional() }),
]);

/** Editing the page list after import. Each call is one undoable step for the editor. */
export const pagesMethods = defineMethods({
  'pages.add': {
    arg: z
      .object({ position: InsertPositionSchema, anchorPageId: PageId.optional(), source: NewPageSourceSchema, ...JOB_ID_FIELD })
      .strict(),
    result: ImportResultSchema,
  },
  'pages.delete': { arg: z.object({ pageIds: z.array(PageId).min(1).max(1000) }).strict(), result: ProjectSnapshotSchema },
  /** order is the complete new order of the book's page ids. */
  'pages.reorder': { arg: z.object({ order: z.array(PageId).max(1000) }).strict(), result: ProjectSnapshotSchema },
  /** The words on a page (its text layer as reading text), '' when it has none. Changes nothing. */
  'pages.text': { arg: z.object({ pageId: PageId }).strict(), result: z.object({ text: z.string() }) },
});
