import { z } from 'zod';
import { localPath } from '../validation/local-path.js';
import { ImportOptionsSchema } from '../domain/import-options.js';
import { SerializedErrorSchema } from '../errors/app-error.js';
import { JOB_ID_FIELD, JobIdSchema } from '../jobs/job-id.js';
import { TemplateNameSchema } from '../design/user-template.js';
import { defineMethods } from './define.js';

/** The formats a batch publishes every book in (the publish panels of the spec). */
export const BATCH_FORMATS = ['html', 'wordpress', 'joomla', 'drupal', 'exe', 'app', 'apk'] as const;
export type BatchFormat = (typeof BATCH_FORMATS)[number];

/** How many books a batch converts at once. */
export const BATCH_JOBS = { min: 1, max: 4, default: 2 } as const;

/**
 * A batch task's state, exactly the spec's (desktop-app.md section 4): `waiting` for a free
 * slot, `not started` when the batch was stopped before its turn came, `converting` (import
 * and publish), `stopping` until its work has ended, then `stopped`, `success` or `failed`.
 */
export const BATCH_TASK_STATES = ['waiting', 'not started', 'converting', 'stopping', 'stopped', 'success', 'failed'] as const;
export const BatchTaskStateSchema = z.enum(BATCH_TASK_STATES);
export type BatchTaskState = z.infer<typeof BatchTaskStateSchema>;

/** The states a task never leaves. */
export const BATCH_END_STATES: ReadonlySet<BatchTaskState> = new Set<BatchTaskState>(['not started', 'stopped', 'success', 'failed']);

/** One task as the list shows it; the `batch.task` event carries it on every change. */
export const BatchTaskSchema = z.object({
  /** The batch's job id. */
  jobId: JobIdSchema,
  taskId: z.string(),
  /** The book's name, from the PDF's or the image folder's name. */
  name: z.string(),
  /** The PDF file or the folder of images. */
  input: z.string(),
  /** The book's page count, once the import knows it. */
  pages: z.number().int().nonnegative().nullable(),
  state: BatchTaskStateSchema,
  /** 0 to 100 across the import and the publish. */
  progress: z.number().min(0).max(100),
  /** Where the book is written: never an existing file or folder. */
  outputPath: z.string(),
  /** Why the task failed ("Batch conversion failed" is shown with it). */
  error: SerializedErrorSchema.optional(),
});
export type BatchTask = z.infer<typeof BatchTaskSchema>;

/** What an APK batch signs every book with; each book's application ID is `<appIdPrefix>.<name>`. */
export const BatchApkSigningSchema = z
  .object({
    keystorePath: localPath(),
    keystorePassword: z.string().max(1024),
    /** Such as com.acme; the book's name (letters and digits) is appended. */
    appIdPrefix: z.string().min(1).max(100),
  })
  .strict();

export const BatchStartArgSchema = z
  .object({
    /** PDF files and folders: each PDF in a folder is one task, a folder holding only images is one book. */
    inputs: z.array(localPath()).min(1).max(10_000),
    /** The folder every book is written into; created when missing; never inside an input folder. */
    outDir: localPath(0),
    format: z.enum(BATCH_FORMATS),
    /** A saved template's name; its password group is ignored (groupsForBatch). */
    template: TemplateNameSchema.optional(),
    /** The import panel's choices, for every PDF. */
    options: ImportOptionsSchema.optional(),
    jobs: z.number().int().min(BATCH_JOBS.min).max(BATCH_JOBS.max).optional(),
    /** Required for `format: 'apk'`. */
    apk: BatchApkSigningSchema.optional(),
    ...JOB_ID_FIELD,
  })
  .strict();
export type BatchStartArg = z.infer<typeof BatchStartArgSchema>;

/**
 * Batch conversion (docs/decisions/0218): each task converts one input and publishes it in
 * an engine of its own, so the open project is never touched. The batch is one `batch` job;
 * `job.cancel` with its id stops every task (the call then fails with CANCELLED, and the
 * books already finished stay).
 */
export const batchMethods = defineMethods({
  /** Runs the whole batch and answers with every task's end, once all have ended. */
  'batch.start': { arg: BatchStartArgSchema, result: z.object({ tasks: z.array(BatchTaskSchema) }) },
  /** Stops one task of a running batch; false when no running batch has it or it has ended. */
  'batch.stop': { arg: z.object({ taskId: z.string().max(200) }).strict(), result: z.object({ stopped: z.boolean() }) },
});
