import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { UpdateState } from '../../shared/updates/update-state.js';
import { UpdateService } from '../updates/update-service.js';
import { createElectronUpdateDriver, type UpdaterLike } from './electron-update-driver.js';

/** electron-updater's AppUpdater as far as the adapter sees it: events, and calls that emit them. */
class FakeUpdater extends EventEmitter {
  autoDownload = true;
  autoInstallOnAppQuit = false;
  feedUrl = '';
  installed = false;
  failDownload = false;
  setFeedURL(options: { url: string }) {
    this.feedUrl = options.url;
  }
  async checkForUpdates() {
    this.emit('checking-for-update');
    this.emit('update-available', { version: '2.0.0', releaseDate: '2026-11-20', releaseNotes: [{ version: '2.0.0', note: 'New sounds' }], files: [{ url: 'Setup-2.0.0.exe' }] });
  }
  async downloadUpdate() {
    this.emit('download-progress', { transferred: 50, total: 200 });
    if (this.failDownload) {
      const error = new Error('sha512 checksum mismatch');
      this.emit('error', error);
      throw error;
    }
    this.emit('download-progress', { transferred: 200, total: 200 });
    this.emit('update-downloaded', { version: '2.0.0' });
  }
  quitAndInstall() {
    this.installed = true;
  }
}

function rig(updater: FakeUpdater) {
  const pushed: UpdateState[] = [];
  let tick = 0;
  const service = new UpdateService(createElectronUpdateDriver(updater as unknown as UpdaterLike, () => 'https://cloud.example.com/login', '1.0.0'), (state) => pushed.push(state), () => (tick += 1000));
  return { service, pushed };
}

describe('the desktop app wires electron-updater into the update state machine', () => {
  it('checks the service feed with the generic provider, downloads on request, and installs on restart', async () => {
    const updater = new FakeUpdater();
    const { service, pushed } = rig(updater);
    expect(updater.autoDownload).toBe(false);
    expect(await service.check()).toEqual({ status: 'available', version: '2.0.0', releaseDate: '2026-11-20', releaseNotes: '2.0.0\nNew sounds', canInstall: true, installerUrl: 'https://cloud.example.com/updates/Setup-2.0.0.exe' });
    expect(updater.feedUrl).toBe('https://cloud.example.com/updates/');
    expect(await service.download()).toEqual({ status: 'ready', version: '2.0.0' });
    expect(pushed.map((state) => (state.status === 'downloading' ? state.percent : state.status))).toEqual(['checking', 'available', 0, 25, 100, 'ready']);
    expect(updater.installed).toBe(false);
    service.restart();
    expect(updater.installed).toBe(true);
  });

  it('shows a failed download as "Download failed", once', async () => {
    const updater = new FakeUpdater();
    updater.failDownload = true;
    const { service, pushed } = rig(updater);
    await service.check();
    expect(await service.download()).toMatchObject({ status: 'error', phase: 'download', error: { code: 'DOWNLOAD_FAILED', message: 'Download failed' } });
    expect(pushed.filter((state) => state.status === 'error')).toHaveLength(1);
    expect(() => service.restart()).toThrow();
  });
});
