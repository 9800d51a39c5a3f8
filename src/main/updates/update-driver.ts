import type { UpdateEvent } from '../../shared/updates/update-machine.js';

/**
 * What checks for, downloads and installs an update: electron-updater in the installed
 * desktop app (src/main/electron/electron-update-driver.ts), the feed check of feed-driver.ts
 * elsewhere. A driver only reports events; the engine's UpdateService keeps the state.
 */
export interface UpdateDriver {
  /** Whether this host can download and install an update (only the installed desktop app can). */
  readonly canInstall: boolean;
  /** Called once, before any other call, with where to report events. */
  listen(report: (event: UpdateEvent) => void): void;
  /** Checks the feed; resolves once the outcome (available, not available or error) was reported. */
  check(): Promise<void>;
  /** Downloads the available update; resolves once it was reported downloaded or failed. */
  download(): Promise<void>;
  /** Quits and installs the downloaded update. */
  restart(): void;
}
