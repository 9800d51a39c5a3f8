import { z } from 'zod';
import { localPath } from '../validation/local-path.js';
import { PageMoveSchema } from '../domain/page-moves.js';
import { PageEditSchema } from '../domain/project-change.js';
import { ImportResultSchema } from './import-api.js';
import { JOB_ID_FIELD } from '../jobs/job-id.js';
import { defineMethods } from './define.js';

const PageId = z.string().min(1).max(64);
/**
 * The project revision the editor's page list came from when it made the command: the
 * revision of the last answer or fetch it had from the engine (`ProjectSnapshot.revision`).
 */
const BaseRevision = z.number().int().nonnegative();

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
  /** Deletes the pages named; the answer carries no pages (decision 0231). */
  'pages.delete': { arg: z.object({ baseRevision: BaseRevision, pageIds: z.array(PageId).min(1).max(1000) }).strict(), result: PageEditSchema },
  /**
   * Moves the pages named as `move` says (by places, or together to an index). A move based
   * on a page list changed since is applied again on the list as it is now when it still
   * means the same (a move by places), else refused with PAGES_CHANGED (decision 0231).
   */
  'pages.move': { arg: z.object({ baseRevision: BaseRevision, pageIds: z.array(PageId).min(1).max(1000), move: PageMoveSchema }).strict(), result: PageEditSchema },
  /** The words on a page (its text layer as reading text), '' when it has none. Changes nothing. */
  'pages.text': { arg: z.object({ pageId: PageId }).strict(), result: z.object({ text: z.string() }) },
});
