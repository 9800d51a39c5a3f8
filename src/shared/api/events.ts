import { z } from 'zod';
import { MenuCommandSchema } from '../commands/menu-command.js';
import { ProjectPartSchema } from '../domain/project-change.js';
import { JobProgressSchema } from '../jobs/job-progress.js';
import { BatchTaskSchema } from './batch-api.js';
import { LicenceStatusSchema } from './licence-api.js';

/** Events the engine pushes to every connected client, with their payloads. */
export const eventSchemas = {
  /** Every long job's progress and its end (import, publish, runtime downloads…). */
  'job.progress': JobProgressSchema,
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
} as const;

export type EventMap = { [K in keyof typeof eventSchemas]: z.infer<(typeof eventSchemas)[K]> };
export type EventName = keyof EventMap;
export const EVENT_NAMES = Object.keys(eventSchemas) as EventName[];
