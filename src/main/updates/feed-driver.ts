import path from 'node:path';
import { AppError } from '../../shared/errors/app-error.js';
import { feedNameFor, isNewerRelease, mainInstaller, type UpdateInfo } from '../../shared/updates/update-feed.js';
import type { UpdateEvent } from '../../shared/updates/update-machine.js';
import type { UpdateDriver } from './update-driver.js';
import { downloadVerified, feedBaseFor, feedFileUrl, fetchFeed } from './feed-client.js';

export interface FeedDriverOptions {
  /** The cloud service's origin, read at each check (the service URL preference may change). */
  server: () => string;
  currentVersion: string;
  platform: string;
  /**
   * Where a download goes; null for a host that cannot install (the web host, a desktop app
   * run from source), which then only checks and shows where the installer is.
   */
  downloadDir: string | null;
}

/**
 * The update check in plain Node, against the same feed electron-updater reads: the web host
 * uses it to check, and it downloads and verifies an installer as electron-updater does.
 * It cannot install; only the desktop app's electron-updater can.
 */
export function createFeedDriver(options: FeedDriverOptions): UpdateDriver & { downloaded(): string | null } {
  let report: (event: UpdateEvent) => void = () => {};
  let found: { info: UpdateInfo; feedBase: string } | null = null;
  let downloadedFile: string | null = null;
  return {
    canInstall: options.downloadDir !== null,
    listen(listener) {
      report = listener;
    },
    async check() {
      report({ type: 'checking' });
      try {
        const feedBase = feedBaseFor(options.server());
        const info = await fetchFeed(feedBase, feedNameFor(options.platform));
        if (!isNewerRelease(info.version, options.currentVersion)) {
          found = null;
          report({ type: 'notAvailable', currentVersion: options.currentVersion });
          return;
        }
        found = { info, feedBase };
        report({ type: 'available', version: info.version, releaseDate: info.releaseDate, releaseNotes: info.releaseNotes, canInstall: options.downloadDir !== null, installerUrl: feedFileUrl(feedBase, mainInstaller(info).url) });
      } catch (error) {
        report({ type: 'error', error: AppError.from(error, 'NETWORK').toJSON() });
      }
    },
    async download() {
      try {
        if (options.downloadDir === null) throw new AppError('INVALID_ARGUMENT', {}, 'this host checks for updates only; the installed desktop app downloads and installs them');
        if (found === null) throw new AppError('INVALID_ARGUMENT', {}, 'no update is available to download: check first');
        const installer = mainInstaller(found.info);
        const folder = path.join(options.downloadDir, found.info.version);
        downloadedFile = await downloadVerified(feedFileUrl(found.feedBase, installer.url), installer, folder, (progress) => report({ type: 'progress', ...progress }));
        report({ type: 'downloaded', version: found.info.version });
      } catch (error) {
        report({ type: 'error', error: AppError.from(error, 'DOWNLOAD_FAILED').toJSON() });
      }
    },
    restart() {
      throw new AppError('INVALID_ARGUMENT', {}, 'only the installed desktop app can install an update');
    },
    downloaded: () => downloadedFile,
  };
}
