import { z } from 'zod';
import { UpdateStateSchema } from '../updates/update-state.js';
import { defineMethods } from './define.js';

/**
 * Help → Check for updates (desktop-app.md section 7): the app reads the update feed the cloud
 * service serves (`/updates/latest.yml` and its kin, electron-updater's generic provider). Every
 * change of state is also pushed as `update.state`.
 */
export const updateMethods = defineMethods({
  /** The update state as it is now (idle until the first check). */
  'update.state': { arg: z.object({}).strict(), result: UpdateStateSchema },
  /**
   * Checks the service's feed and answers with the outcome: up to date, available (with its
   * notes), or an error state. A check during a download answers with the download's state.
   */
  'update.check': { arg: z.object({}).strict(), result: UpdateStateSchema },
  /**
   * Downloads the available update, verifying its sha512; answers when it is ready to restart
   * or failed ("Download failed"). Only the installed desktop app can: elsewhere, and before
   * an update was found, INVALID_ARGUMENT.
   */
  'update.download': { arg: z.object({}).strict(), result: UpdateStateSchema },
  /** Quits and installs the downloaded update; INVALID_ARGUMENT when none is ready. */
  'update.restart': { arg: z.object({}).strict(), result: z.object({ restarting: z.literal(true) }) },
});
