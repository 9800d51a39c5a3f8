import { z } from 'zod';
import { SerializedErrorSchema } from '../errors/app-error.js';

/**
 * What Help → Check for updates shows, and what the `update.state` event carries. The engine
 * keeps one such state; the desktop app's electron-updater and the feed check of the other
 * hosts both move it through update-machine.ts.
 */
export const UpdateStateSchema = z.discriminatedUnion('status', [
  /** No check since the app started. */
  z.object({ status: z.literal('idle') }),
  z.object({ status: z.literal('checking') }),
  /** The feed's release is not newer than this app (`version` is the app's own). */
  z.object({ status: z.literal('upToDate'), version: z.string() }),
  z.object({
    status: z.literal('available'),
    version: z.string(),
    releaseDate: z.string().nullable(),
    releaseNotes: z.string().nullable(),
    /**
     * Whether this host can download and install it: only the installed desktop app can. The
     * others show where the installer is instead (`installerUrl`).
     */
    canInstall: z.boolean(),
    installerUrl: z.string().nullable(),
  }),
  z.object({ status: z.literal('downloading'), version: z.string(), transferred: z.number().nonnegative(), total: z.number().nonnegative(), percent: z.number().min(0).max(100) }),
  /** Downloaded and verified: a restart installs it. */
  z.object({ status: z.literal('ready'), version: z.string() }),
  /** The check or the download failed; a download failure shows "Download failed". */
  z.object({ status: z.literal('error'), phase: z.enum(['check', 'download']), error: SerializedErrorSchema }),
]);
export type UpdateState = z.infer<typeof UpdateStateSchema>;
export type UpdateStatus = UpdateState['status'];
