import { z } from 'zod';
import { MenuCommandSchema } from '../commands/menu-command.js';

/** Events the engine pushes to every connected client, with their payloads. */
export const eventSchemas = {
  /** page counts pages finished so far; etaSeconds is null until there is a rate to go by. */
  'import.progress': z.object({
    page: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
    etaSeconds: z.number().nonnegative().nullable(),
  }),
  /** done of total units of the current step; `step` names it when a format has several (encrypting, signing…). */
  'publish.progress': z.object({
    done: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
    step: z.string().max(64).optional(),
  }),
  /** Sent after any change to the open project, from any client. */
  'project.changed': z.object({ revision: z.number().int().nonnegative() }),
  /** A host menu item or shortcut the editor should act on (file, publish, online, options, help). */
  'app.menu': z.object({ command: MenuCommandSchema }),
} as const;

export type EventMap = { [K in keyof typeof eventSchemas]: z.infer<(typeof eventSchemas)[K]> };
export type EventName = keyof EventMap;
export const EVENT_NAMES = Object.keys(eventSchemas) as EventName[];
