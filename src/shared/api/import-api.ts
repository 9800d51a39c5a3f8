import { z } from 'zod';
import { localPath } from '../validation/local-path.js';
import { ProjectSnapshotSchema } from '../domain/book.js';
import { ImportOptionsSchema } from '../domain/import-options.js';
import { JOB_ID_FIELD } from '../jobs/job-id.js';
import { defineMethods } from './define.js';

const FilePath = localPath();
const Password = z.string().max(1000);

/** The outcome of an import: the pages it added and the project as it now is. */
export const ImportResultSchema = z.object({
  importedPages: z.number().int().nonnegative(),
  /** Large images left out at the user's choice (image import only). */
  skippedFiles: z.array(z.string()).optional(),
  project: ProjectSnapshotSchema,
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

/** What the import panel shows about a PDF before importing it. */
export const PdfFactsSchema = z.object({
  pageCount: z.number().int().nonnegative(),
  fileSize: z.number().int().nonnegative(),
  hasOutline: z.boolean(),
  /** Size of page 1 in PDF points. */
  firstPage: z.object({ width: z.number(), height: z.number() }),
});

/**
 * How many pages the book may still take. maxPages is null for registered users;
 * trial users get TRIAL_PAGE_LIMIT (the licensing issue decides which applies).
 */
export const PageAllowanceSchema = z.object({
  maxPages: z.number().int().positive().nullable(),
  currentPages: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative().nullable(),
});

/**
 * Imports replace the open project's pages (creating a project if none is open) and keep
 * its configuration; the table of contents is kept where its pages still exist.
 * Each runs as an `import` job (one at a time); `job.cancel` with its id stops it and leaves the project as it was.
 */
/**
 * How often an open import panel asks for `pdf.holdWorker`: well within the 5 s an idle render
 * worker waits (SPARE_RENDER_WORKER_IDLE_MS), so one request lost to a busy moment still leaves
 * time for the next (decision 0274).
 */
export const HOLD_WORKER_EVERY_MS = 3000;

export const importMethods = defineMethods({
  'pdf.inspect': {
    arg: z.object({ path: FilePath, password: Password.optional() }).strict(),
    result: PdfFactsSchema,
  },
  /**
   * Keeps a render worker warm for an import about to start: the import panel calls it while it
   * is open, more often than an idle worker's few seconds, so Import finds one started.
   */
  'pdf.holdWorker': { arg: z.object({}).strict(), result: z.object({ waiting: z.boolean() }) },
  'pdf.import': {
    arg: z.object({ path: FilePath, password: Password.optional(), options: ImportOptionsSchema.optional(), ...JOB_ID_FIELD }).strict(),
    result: ImportResultSchema,
  },
  /** Merges several PDFs, in the order given, into the book's pages. */
  'pdf.merge': {
    arg: z.object({ paths: z.array(FilePath).max(500), options: ImportOptionsSchema.optional(), ...JOB_ID_FIELD }).strict(),
    result: ImportResultSchema,
  },
  'image.import': {
    arg: z
      .object({
        /** Image files and/or folders of images. */
        paths: z.array(FilePath).min(1).max(10000),
        /** What to do with images over the size limit: ask (the default) fails with LARGE_IMAGES. */
        largeImages: z.enum(['ask', 'include', 'skip']).optional(),
        ...JOB_ID_FIELD,
      })
      .strict(),
    result: ImportResultSchema,
  },
  'import.allowance': { arg: z.object({}).strict(), result: PageAllowanceSchema },
  /** Looks for pdftoppm or mutool on PATH, or in the given folder. */
  'import.detectEngine': {
    arg: z.object({ dir: localPath(0, 'engine-folder').optional() }).strict(),
    result: z.object({ found: z.boolean(), tool: z.enum(['pdftoppm', 'mutool']).nullable(), path: z.string().nullable() }),
  },
});
