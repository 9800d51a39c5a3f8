import { z } from 'zod';
import { BookConfigSchema, ProjectSnapshotSchema, type ProjectSnapshot } from './book.js';
import { PageSchema, TocEntrySchema } from './page.js';

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
  if (snapshot.id !== change.id) return null;
  const next: ProjectSnapshot = { ...snapshot, path: change.path, dirty: change.dirty, revision: change.revision };
  if (change.history !== undefined) next.history = change.history;
  if (change.book !== undefined) next.book = change.book;
  if (change.pages !== undefined) next.pages = change.pages;
  if (change.toc !== undefined) next.toc = change.toc;
  return next;
}
