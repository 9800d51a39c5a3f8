import { AppError } from '../../shared/errors/app-error.js';
import type { UpdateEvent } from '../../shared/updates/update-machine.js';
import type { UpdateDriver } from '../updates/update-driver.js';
import { feedBaseFor, feedFileUrl } from '../updates/feed-client.js';

/**
 * The part of electron-updater's AppUpdater this adapter uses, so a test can hand it a fake.
 * The names and payloads are electron-updater's own (UpdateInfo, ProgressInfo).
 */
export interface UpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  on(event: 'checking-for-update', listener: () => void): unknown;
  on(event: 'update-available' | 'update-not-available' | 'update-downloaded', listener: (info: UpdaterInfo) => void): unknown;
  on(event: 'download-progress', listener: (progress: { transferred: number; total: number }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  checkForUpdates(): Promise<unknown>;
  downloadUpdate(): Promise<unknown>;
  quitAndInstall(): void;
}

interface UpdaterInfo {
  version: string;
  releaseDate?: string;
  releaseNotes?: string | { version: string; note: string | null }[] | null;
  files?: { url: string }[];
}

function notesOf(notes: UpdaterInfo['releaseNotes']): string | null {
  if (notes === null || notes === undefined) return null;
  if (typeof notes === 'string') return notes.trim() === '' ? null : notes;
  return notes.map((entry) => `${entry.version}\n${entry.note ?? ''}`.trim()).join('\n\n') || null;
}

/**
 * The installed desktop app's driver: electron-updater's generic provider on the cloud
 * service's feed, its events turned into the shared state machine's. Nothing is downloaded
 * until the user asks; a downloaded update also installs when the app quits.
 */
export function createElectronUpdateDriver(updater: UpdaterLike, server: () => string, currentVersion: string): UpdateDriver {
  let report: (event: UpdateEvent) => void = () => {};
  let feedBase = feedBaseFor(server());
  let downloading = false;
  updater.autoDownload = false;
  updater.autoInstallOnAppQuit = true;
  const failed = (error: unknown, fallback: 'NETWORK' | 'DOWNLOAD_FAILED') => report({ type: 'error', error: AppError.from(error, fallback).toJSON() });
  return {
    canInstall: true,
    listen(listener) {
      report = listener;
      updater.on('checking-for-update', () => report({ type: 'checking' }));
      updater.on('update-available', (info) => {
        const installer = info.files?.[0]?.url;
        report({ type: 'available', version: info.version, releaseDate: info.releaseDate ?? null, releaseNotes: notesOf(info.releaseNotes), canInstall: true, installerUrl: installer === undefined ? null : feedFileUrl(feedBase, installer) });
      });
      updater.on('update-not-available', () => report({ type: 'notAvailable', currentVersion }));
      updater.on('download-progress', (progress) => report({ type: 'progress', transferred: progress.transferred, total: progress.total }));
      updater.on('update-downloaded', (info) => report({ type: 'downloaded', version: info.version }));
      // electron-updater reports a check's and a download's failure alike; the state machine tells them apart.
      updater.on('error', (error) => failed(error, downloading ? 'DOWNLOAD_FAILED' : 'NETWORK'));
    },
    async check() {
      // The service URL preference may have changed since the last check.
      feedBase = feedBaseFor(server());
      updater.setFeedURL({ provider: 'generic', url: feedBase });
      await updater.checkForUpdates().catch((error: unknown) => failed(error, 'NETWORK'));
    },
    async download() {
      downloading = true;
      await updater
        .downloadUpdate()
        .catch((error: unknown) => failed(error, 'DOWNLOAD_FAILED'))
        .finally(() => {
          downloading = false;
        });
    },
    restart() {
      updater.quitAndInstall();
    },
  };
}
