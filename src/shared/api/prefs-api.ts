import { z } from 'zod';
import { PrefEntrySchema, StoredPrefsSchema } from '../prefs/pref-catalogue.js';
import { defineMethods } from './define.js';

/**
 * The user's remembered choices, kept in the app-data folder so the desktop app, the web
 * host (whatever port it runs on) and the command line share them.
 */
export const prefsMethods = defineMethods({
  /** Every stored preference; a key never set, or stored unreadably, is absent. */
  'prefs.get': { arg: z.object({}).strict(), result: StoredPrefsSchema },
  /**
   * Stores one preference, atomically. An unknown key or a value its schema refuses is
   * INVALID_ARGUMENT; CONFIG_SAVE_FAILED when the app-data folder cannot be written.
   */
  'prefs.set': { arg: PrefEntrySchema, result: z.object({ saved: z.literal(true) }) },
});
