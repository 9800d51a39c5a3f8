import { z } from 'zod';
import { MenuCommandSchema } from '../commands/menu-command.js';
import { AssetKeySchema, PageSchema } from '../domain/page.js';
import { ProjectPartSchema } from '../domain/project-change.js';
import { JobIdSchema } from '../jobs/job-id.js';
import { JobProgressSchema } from '../jobs/job-progress.js';
import { BatchTaskSchema } from './batch-api.js';
import { LicenceStatusSchema } from './licence-api.js';
import { UpdateStateSchema } from '../updates/update-state.js';

/** Events the engine pushes to every connected client, with their payloads. */
export const eventSchemas = {
  /** Every long job's progress and its end (import, publish, runtime downloads…). */
  'job.progress': JobProgressSchema,
  /**
   * An import's next finished pages, in book order, as soon as each one and every page before
   * it are written, so the editor can show them while the import goes on. They join the
   * project only when the whole import succeeds (decision 0232).
   */
  'import.pages': z.object({ jobId: JobIdSchema, pages: z.array(PageSchema) }),
  /**
   * The asset key of the book's first page's thumbnail, written before that page's normal and HD
   * renditions are encoded, so the editor shows the book at once; sent before any import.pages
   * of the import, at most once, and the first page that import.pages hands on has this
   * thumbnail (decision 0264).
   */
  'import.firstThumbnail': z.object({ jobId: JobIdSchema, thumb: AssetKeySchema }),
  /**
   * Sent after any change to the open project, from any client, naming the parts that
   * changed (none when only its file state did: saved, saved elsewhere). Opening, creating
   * and closing a project name every part.
   */
  'project.changed': z.object({ revision: z.number().int().nonnegative(), changed: z.array(ProjectPartSchema) }),
  /** A host menu item or shortcut the editor should act on (file, publish, online, options, help). */
  'app.menu': z.object({ command: MenuCommandSchema }),
  /** The system asked the app to open project files: app.takeOpenRequests gives them. */
  'app.openRequested': z.object({}),
  /** A batch task's every change of state or progress (batch.start). */
  'batch.task': BatchTaskSchema,
  /** The edition or the licence changed (registration, deactivation, a revocation found online). */
  'licence.changed': LicenceStatusSchema,
  /** The phone preview stopped by itself (its time ran out), so its dialog can say so. */
  'lan.stopped': z.object({ reason: z.enum(['expired']) }),
  /** The update check's every change of state (Help → Check for updates, the check at start). */
  'update.state': UpdateStateSchema,
} as const;

export type EventMap = { [K in keyof typeof eventSchemas]: z.infer<(typeof eventSchemas)[K]> };
export type EventName = keyof EventMap;
export const EVENT_NAMES = Object.keys(eventSchemas) as EventName[];
