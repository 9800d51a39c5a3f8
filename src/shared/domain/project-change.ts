import { z } from 'zod';
import { BookConfigSchema, ProjectSnapshotSchema, type ProjectSnapshot } from './book.js';
import { PageSchema, TocEntrySchema } from './page.js';
import { applyPageListDiff, PageListDiffSchema } from './page-list-diff.js';

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
  return next;
}

/** The snapshot with the answer's header and table of contents, or null for another project's answer. */
function withHeader(snapshot: ProjectSnapshot, change: Omit<ProjectChange, 'book' | 'pages'>): ProjectSnapshot | null {
  if (snapshot.id !== change.id) return null;
  const next: ProjectSnapshot = { ...snapshot, path: change.path, dirty: change.dirty, revision: change.revision };
  if (change.history !== undefined) next.history = change.history;
  if (change.toc !== undefined) next.toc = change.toc;
  return next;
}

/**
 * What a page command (a move or a delete) answers: the project's header, `changed`, and the
 * table of contents when it followed its pages, but never the page list. The editor already
 * shows the command applied, so a move in a 1,000-page book answers in a few hundred bytes.
 * `rebased` says the engine applied the command on a page list changed since its
 * `baseRevision` (by another window or the CLI): the editor then fetches the project once.
 */
export const PageEditSchema = ProjectChangeSchema.omit({ pages: true, book: true }).extend({ rebased: z.boolean() });
export type PageEdit = z.infer<typeof PageEditSchema>;

/**
 * The snapshot shown, with a page command's answer laid over it: its header and table of
 * contents. The pages stay as shown, since the editor applied the command itself. Null when
 * the answer belongs to another project.
 */
export function applyPageEdit(snapshot: ProjectSnapshot, edit: PageEdit): ProjectSnapshot | null {
  return withHeader(snapshot, edit);
}

/**
 * What undo and redo answer (decision 0243): the project's header, the book and the table
 * of contents when the step changed them, and, when it changed the page list, a diff of it
 * instead of the list (an undone page move in a 1,000-page book is a few dozen bytes).
 */
export const HistoryChangeSchema = ProjectChangeSchema.omit({ pages: true }).extend({ pageDiff: PageListDiffSchema.optional() });
export type HistoryChange = z.infer<typeof HistoryChangeSchema>;

/**
 * The snapshot with an undo or redo laid over it, or null when it cannot be: another
 * project's answer, or a page diff made from a list other than the one shown. The caller
 * then fetches the project whole.
 */
export function applyHistoryChange(snapshot: ProjectSnapshot, change: HistoryChange): ProjectSnapshot | null {
  const next = withHeader(snapshot, change);
  if (next === null) return null;
  if (change.book !== undefined) next.book = change.book;
  if (change.pageDiff === undefined) return next;
  const pages = applyPageListDiff(snapshot.pages, change.pageDiff);
  return pages === null ? null : { ...next, pages };
}
