import { z } from 'zod';
import { PageSchema, TocEntrySchema } from './page.js';

/** The default name of a new project, as the spec says ("My Project"). */
export const DEFAULT_PROJECT_TITLE = 'My Project';

/**
 * The book configuration: one typed document that the editor edits and the reader applies.
 * `settings` holds catalogue keys (issue "Design"); unknown keys are kept, never dropped.
 */
export const BookConfigSchema = z.object({
  title: z.string().max(500),
  description: z.string().max(5000),
  keywords: z.string().max(1000),
  settings: z.record(z.string(), z.unknown()),
});
export type BookConfig = z.infer<typeof BookConfigSchema>;

/**
 * The fields of the book configuration an edit may change in one call. Settings merge key
 * by key; a key set to null is removed, so it falls back to its default.
 */
export const BookPatchSchema = z
  .object({
    title: z.string().max(500),
    description: z.string().max(5000),
    keywords: z.string().max(1000),
    settings: z.record(z.string(), z.unknown()),
  })
  .partial()
  .strict();
export type BookPatch = z.infer<typeof BookPatchSchema>;

export function defaultBookConfig(title: string = DEFAULT_PROJECT_TITLE): BookConfig {
  return { title, description: '', keywords: '', settings: {} };
}

/**
 * What the editor sees of the open project. `path` is null until the project is first saved;
 * `dirty` is true when there are edits the project file does not have yet.
 */
export const ProjectSnapshotSchema = z.object({
  id: z.string(),
  path: z.string().nullable(),
  dirty: z.boolean(),
  book: BookConfigSchema,
  pages: z.array(PageSchema),
  toc: z.array(TocEntrySchema),
  /** Bumped on every change, so hosts can cache-bust asset URLs and previews. */
  revision: z.number().int().nonnegative(),
  /** How many steps undo and redo can go; 0 marks the first or the last step. */
  history: z.object({ undo: z.number().int().nonnegative(), redo: z.number().int().nonnegative() }).optional(),
});
export type ProjectSnapshot = z.infer<typeof ProjectSnapshotSchema>;

export const RecentProjectSchema = z.object({
  path: z.string(),
  title: z.string(),
  openedAt: z.string(),
  pageCount: z.number().int().nonnegative(),
});
export type RecentProject = z.infer<typeof RecentProjectSchema>;

/** A project whose unsaved edits were kept when the app stopped without saving or closing it. */
export const RecoverableProjectSchema = z.object({
  id: z.string(),
  /** The saved file, or null for an untitled project. */
  path: z.string().nullable(),
  title: z.string(),
  savedAt: z.string(),
  pageCount: z.number().int().nonnegative(),
});
export type RecoverableProject = z.infer<typeof RecoverableProjectSchema>;
