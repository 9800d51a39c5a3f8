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

/** The fields of the book configuration an edit may change in one call. */
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
});
export type ProjectSnapshot = z.infer<typeof ProjectSnapshotSchema>;

export const RecentProjectSchema = z.object({
  path: z.string(),
  title: z.string(),
  openedAt: z.string(),
  pageCount: z.number().int().nonnegative(),
});
export type RecentProject = z.infer<typeof RecentProjectSchema>;
