import { z } from 'zod';
import { BookConfigSchema, ProjectSnapshotSchema, type ProjectSnapshot } from './book.js';
import { PageSchema, TocEntrySchema } from './page.js';
import { applyPageListDiff, PageListDiffSchema } from './page-list-diff.js';
import { applyTocDiff, TocDiffSchema, type TocDiff } from './toc-diff.js';

/** The parts of the open project an edit can change; the rest of a snapshot is its small header. */
export const PROJECT_PARTS = ['book', 'pages', 'toc'] as const;
export const ProjectPartSchema = z.enum(PROJECT_PARTS);
export type ProjectPart = z.infer<typeof ProjectPartSchema>;

/**
 * What an edit answers: the project's header (id, path, dirty, revision, history) and only
 * the parts listed in `changed`. A setting edit on a 1,000-page book carries the book
 * configuration, never the page list.
 */
export const ProjectChangeSchema = ProjectSnapshotSchema.pick({ id: true, path: true, dirty: true, revision: true, history: true }).extend({
  changed: z.array(ProjectPartSchema),
  book: BookConfigSchema.optional(),
  pages: z.array(PageSchema).optional(),
  toc: z.array(TocEntrySchema).optional(),
});
export type ProjectChange = z.infer<typeof ProjectChangeSchema>;

/**
 * The snapshot after a change, or null when the change belongs to another project (the
 * caller then fetches the whole project). Parts the change does not carry stay as they were.
 */
export function applyProjectChange(snapshot: ProjectSnapshot, change: ProjectChange): ProjectSnapshot | null {
  const next = withHeader(snapshot, change);
  if (next === null) return null;
  if (change.book !== undefined) next.book = change.book;
  if (change.pages !== undefined) next.pages = change.pages;
  if (change.toc !== undefined) next.toc = change.toc;
  return next;
}

/** The snapshot with the answer's header, or null for another project's answer. */
function withHeader(snapshot: ProjectSnapshot, change: Pick<ProjectChange, 'id' | 'path' | 'dirty' | 'revision' | 'history'>): ProjectSnapshot | null {
  if (snapshot.id !== change.id) return null;
  const next: ProjectSnapshot = { ...snapshot, path: change.path, dirty: change.dirty, revision: change.revision };
  if (change.history !== undefined) next.history = change.history;
  return next;
}

/**
 * The snapshot with a table-of-contents diff applied, when the answer has one; null when the
 * diff was made from contents other than those shown.
 */
function withTocDiff(next: ProjectSnapshot, change: { tocDiff?: TocDiff | undefined }): ProjectSnapshot | null {
  if (change.tocDiff === undefined) return next;
  const toc = applyTocDiff(next.toc, change.tocDiff);
  return toc === null ? null : { ...next, toc };
}

/**
 * What a page command (a move or a delete) answers: the project's header, `changed`, and,
 * when the table of contents followed its pages, a diff of it (decision 0245), but never the
 * page list. The editor already shows the command applied, so a move in a 1,000-page book
 * answers in a few hundred bytes however long its contents are. `rebased` says the engine
 * applied the command on a page list changed since its `baseRevision` (by another window or
 * the CLI): the editor then fetches the project once.
 */
export const PageEditSchema = ProjectChangeSchema.omit({ pages: true, book: true, toc: true }).extend({ tocDiff: TocDiffSchema.optional(), rebased: z.boolean() });
export type PageEdit = z.infer<typeof PageEditSchema>;

/**
 * The snapshot shown, with a page command's answer laid over it: its header and its table
 * of contents diff. The pages stay as shown, since the editor applied the command itself.
 * Null when the answer belongs to another project or its contents diff was made from
 * contents other than those shown: the caller then fetches the project whole.
 */
export function applyPageEdit(snapshot: ProjectSnapshot, edit: PageEdit): ProjectSnapshot | null {
  const next = withHeader(snapshot, edit);
  return next === null ? null : withTocDiff(next, edit);
}

/**
 * What undo and redo answer (decision 0243): the project's header, the book when the step
 * changed it, and, when it changed the page list or the table of contents, a diff of each
 * instead of the whole (decision 0245): an undone page move in a 1,000-page book is a few
 * dozen bytes, its contents renumbered included.
 */
export const HistoryChangeSchema = ProjectChangeSchema.omit({ pages: true, toc: true }).extend({ pageDiff: PageListDiffSchema.optional(), tocDiff: TocDiffSchema.optional() });
export type HistoryChange = z.infer<typeof HistoryChangeSchema>;

/**
 * The snapshot with an undo or redo laid over it, or null when it cannot be: another
 * project's answer, or a page or contents diff made from a list other than the one shown. The caller
 * then fetches the project whole.
 */
export function applyHistoryChange(snapshot: ProjectSnapshot, change: HistoryChange): ProjectSnapshot | null {
  const header = withHeader(snapshot, change);
  const next = header === null ? null : withTocDiff(header, change);
  if (next === null) return null;
  if (change.book !== undefined) next.book = change.book;
  if (change.pageDiff === undefined) return next;
  const pages = applyPageListDiff(snapshot.pages, change.pageDiff);
  return pages === null ? null : { ...next, pages };
}
