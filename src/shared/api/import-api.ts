import { z } from 'zod';
import { ProjectSnapshotSchema } from '../domain/book.js';
import { defineMethods } from './define.js';

const FilePath = z.string().min(1).max(4096);

/** The outcome of an import: the pages it added and the project as it now is. */
export const ImportResultSchema = z.object({
  importedPages: z.number().int().nonnegative(),
  project: ProjectSnapshotSchema,
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

/**
 * Imports replace the open project's pages (creating a project if none is open).
 * Only one import runs at a time; `import.cancel` stops it and leaves the project as it was.
 */
export const importMethods = defineMethods({
  'pdf.import': {
    arg: z.object({ path: FilePath, password: z.string().max(1000).optional() }).strict(),
    result: ImportResultSchema,
  },
  'image.import': {
    arg: z.object({ paths: z.array(FilePath).min(1).max(10000) }).strict(),
    result: ImportResultSchema,
  },
  'import.cancel': { arg: z.object({}).strict(), result: z.object({ cancelled: z.boolean() }) },
});
