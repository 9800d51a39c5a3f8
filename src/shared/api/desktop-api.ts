import { z } from 'zod';
import { localPath } from '../validation/local-path.js';
import { WindowLaunchSchema } from '../desktop/viewer-config.js';
import { JOB_ID_FIELD } from '../jobs/job-id.js';
import { defineMethods } from './define.js';

/**
 * The Electron runtimes a desktop book can be built on: Windows x64 for EXE, and the two
 * Mac architectures for APP (Apple Silicon needs arm64, Intel Macs x64).
 */
export const RuntimeTargetSchema = z.enum(['win32-x64', 'darwin-x64', 'darwin-arm64']);
export type RuntimeTarget = z.infer<typeof RuntimeTargetSchema>;
export const RUNTIME_TARGETS = RuntimeTargetSchema.options;

/** One cached runtime: ready to publish with, or missing (download it or choose one from disk). */
export const RuntimeStateSchema = z.object({
  target: RuntimeTargetSchema,
  ready: z.boolean(),
  /** The Electron version of the cached runtime; null when missing. */
  version: z.string().nullable(),
  /** How it got into the cache: downloaded, or chosen from disk. */
  source: z.enum(['download', 'local']).nullable(),
});
export type RuntimeState = z.infer<typeof RuntimeStateSchema>;

const PathSchema = localPath(0);
/** An optional PNG the author picked; absent means the book's first page. */
const IconSchema = PathSchema.nullable().optional();

const RuntimeResultSchema = RuntimeStateSchema;

/** An app version as Windows and macOS show it: 1 to 4 dot-separated numbers (1.0, 2.1.3). */
export const APP_VERSION_PATTERN = /^\d{1,5}(\.\d{1,5}){0,3}$/;
const AppVersionSchema = z.string().max(32).regex(APP_VERSION_PATTERN).optional();

/**
 * Publishing a book as a desktop app (EXE for Windows, APP for Mac): our own small viewer
 * on the Electron runtime, with the book beside it. Runtimes are downloaded once (or chosen
 * from disk when offline) and cached. Progress comes as `job.progress` with a step.
 */
export const desktopMethods = defineMethods({
  /** Which runtimes are cached, and the Electron version a download would fetch. */
  'runtime.status': {
    arg: z.object({}).strict(),
    result: z.object({ electronVersion: z.string(), runtimes: z.array(RuntimeStateSchema) }),
  },
  /** Downloads one runtime from Electron's releases, verifies its checksum and caches it. */
  'runtime.download': {
    arg: z.object({ target: RuntimeTargetSchema, ...JOB_ID_FIELD }).strict(),
    result: RuntimeResultSchema,
  },
  /** Offline: caches a runtime folder or release zip the user chose from disk, after checking its layout. */
  'runtime.useLocal': {
    arg: z.object({ target: RuntimeTargetSchema, path: PathSchema, ...JOB_ID_FIELD }).strict(),
    result: RuntimeResultSchema,
  },
  /** Writes a portable Windows app as a zip: <Book>/<Book>.exe, the runtime and the book. */
  'publish.exe': {
    arg: z
      .object({
        outFile: PathSchema,
        window: WindowLaunchSchema,
        iconPath: IconSchema,
        /** Shown in the file's properties; 1 to 4 dot-separated numbers. */
        appVersion: AppVersionSchema,
        companyName: z.string().max(200).optional(),
        ...JOB_ID_FIELD,
      })
      .strict(),
    result: z.object({ outFile: z.string(), executableName: z.string(), pageCount: z.number().int().nonnegative() }),
  },
  /** Writes a Mac app as a zip holding <Title>.app, for Apple Silicon (arm64) or Intel (x64). */
  'publish.app': {
    arg: z
      .object({
        outFile: PathSchema,
        /** The app's name in Finder and the menu bar; the book's title when absent. */
        title: z.string().max(200).optional(),
        iconPath: IconSchema,
        arch: z.enum(['arm64', 'x64']).default('arm64'),
        appVersion: AppVersionSchema,
        ...JOB_ID_FIELD,
      })
      .strict(),
    result: z.object({ outFile: z.string(), appName: z.string(), pageCount: z.number().int().nonnegative() }),
  },
});
