import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openTestDatabase } from '../../../tests/support/test-databases.js';
import { runAdminCommand } from '../../server/admin/admin-command.js';
import { buildApiApp } from '../../server/http/api-app.js';
import { FolderStorage } from '../../server/store/folder-storage.js';
import { testContext } from '../../server/testing/test-context.js';
import type { UpdateState } from '../../shared/updates/update-state.js';
import { createFeedDriver } from './feed-driver.js';
import { UpdateService } from './update-service.js';

const INSTALLER = 'Flipbook-Studio-Setup-0.2.0.exe';
const NOTES = 'Faster imports.\nA new page-turn sound.';

function feedText(file: string, bytes: Buffer, version = '0.2.0'): string {
  const sha512 = createHash('sha512').update(bytes).digest('base64');
  return [`version: ${version}`, 'files:', `  - url: ${file}`, `    sha512: ${sha512}`, `    size: ${bytes.length}`, `path: ${file}`, `sha512: ${sha512}`, "releaseDate: '2026-11-20T10:00:00.000Z'", 'releaseNotes: |-', ...NOTES.split('\n').map((line) => `  ${line}`), ''].join('\n');
}

describe('the update feed, served by the cloud service and read by the app', () => {
  let app: FastifyInstance;
  let closeDb: () => Promise<void>;
  let cloud: { apiUrl: string; ctx: ReturnType<typeof testContext> };
  let root: string;
  let build: string;
  const installer = randomBytes(3 * 1024 * 1024 + 17);

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-updates-'));
    // The service's own API app over its folder storage, on a real loopback port, as the other service tests run it.
    const database = await openTestDatabase('embedded');
    closeDb = database.close;
    const ctx = testContext(database.db, new FolderStorage(path.join(root, 'cloud', 'storage')));
    app = await buildApiApp(ctx);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    cloud = { apiUrl: `http://127.0.0.1:${address.port}`, ctx };
    build = path.join(root, 'release');
    fs.mkdirSync(build);
    // electron-builder names the NSIS file with spaces on disk and with dashes in the feed.
    fs.writeFileSync(path.join(build, INSTALLER.replaceAll('-', ' ')), installer);
    fs.writeFileSync(path.join(build, 'latest.yml'), feedText(INSTALLER, installer));
    fs.writeFileSync(path.join(build, 'latest-linux.yml'), feedText(INSTALLER, installer));
    fs.writeFileSync(path.join(build, 'latest-mac.yml'), feedText(INSTALLER, installer));
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await closeDb?.();
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** A service over the feed driver, recording every state it pushes. */
  function checker(currentVersion: string, downloadDir: string | null) {
    const pushed: UpdateState[] = [];
    const driver = createFeedDriver({ server: () => cloud.apiUrl, currentVersion, platform: 'win32', downloadDir });
    let tick = 0;
    // Each progress report comes "a second later", so none is held back by the 100 ms throttle.
    const service = new UpdateService(driver, (state) => pushed.push(state), () => (tick += 1000));
    return { service, pushed, driver };
  }

  it('refuses a build folder whose feed names a missing or different file, storing nothing', async () => {
    const bad = path.join(root, 'bad');
    fs.mkdirSync(bad);
    fs.writeFileSync(path.join(bad, 'latest.yml'), feedText('Missing-1.0.0.exe', installer));
    await expect(runAdminCommand(cloud.ctx, ['publish-update', bad])).rejects.toThrow(/latest\.yml names Missing-1\.0\.0\.exe, which is not in/);
    fs.writeFileSync(path.join(bad, 'Missing-1.0.0.exe'), Buffer.concat([installer.subarray(0, -1), Buffer.from([installer.at(-1)! ^ 1])]));
    await expect(runAdminCommand(cloud.ctx, ['publish-update', bad])).rejects.toThrow(/Missing-1\.0\.0\.exe does not match the sha512 latest\.yml gives/);
    fs.writeFileSync(path.join(bad, 'latest.yml'), 'version: [not, a, version]\nfiles: []\n');
    await expect(runAdminCommand(cloud.ctx, ['publish-update', bad])).rejects.toThrow(/latest\.yml: version/);
    expect(await cloud.ctx.storage.head('updates/latest.yml')).toBeNull();
    expect(await cloud.ctx.storage.head('updates/Missing-1.0.0.exe')).toBeNull();
  });

  it('publishes a release with the admin command and serves its feeds and installer', async () => {
    const printed = await runAdminCommand(cloud.ctx, ['publish-update', build]);
    expect(printed).toContain(`Published latest.yml: version 0.2.0 (${INSTALLER})`);
    expect(printed).toContain('Published latest-mac.yml');
    const feed = await fetch(`${cloud.apiUrl}/updates/latest.yml`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('yaml');
    expect(await feed.text()).toBe(feedText(INSTALLER, installer));
    const file = await fetch(`${cloud.apiUrl}/updates/${INSTALLER}`);
    expect(Buffer.from(await file.arrayBuffer()).equals(installer)).toBe(true);
    expect((await fetch(`${cloud.apiUrl}/updates/..%2Fdatabase`)).status).toBe(404);
    expect((await fetch(`${cloud.apiUrl}/updates/latest-beta.yml`)).status).toBe(404);
  });

  it('says up to date when the app is as new as the feed, or newer by semantic version', async () => {
    for (const version of ['0.2.0', '0.10.0']) {
      const { service, pushed } = checker(version, null);
      expect(await service.check()).toEqual({ status: 'upToDate', version });
      expect(pushed.map((state) => state.status)).toEqual(['checking', 'upToDate']);
    }
  });

  it('finds the newer release with its notes; the web host shows where the installer is and cannot download', async () => {
    const { service } = checker('0.1.0', null);
    expect(await service.check()).toEqual({ status: 'available', version: '0.2.0', releaseDate: '2026-11-20T10:00:00.000Z', releaseNotes: NOTES, canInstall: false, installerUrl: `${cloud.apiUrl}/updates/${INSTALLER}` });
    await expect(service.download()).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
  });

  it('downloads the installer with progress and keeps it only once its sha512 is checked', async () => {
    const downloads = path.join(root, 'downloads');
    const { service, pushed, driver } = checker('0.1.0', downloads);
    expect((await service.check()).status).toBe('available');
    expect(await service.download()).toEqual({ status: 'ready', version: '0.2.0' });
    const progress = pushed.filter((state) => state.status === 'downloading');
    expect(progress.length).toBeGreaterThan(2);
    const percents = progress.map((state) => (state.status === 'downloading' ? state.percent : -1));
    expect(percents[0]).toBe(0);
    expect(percents.at(-1)).toBe(100);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    expect(fs.readFileSync(driver.downloaded()!).equals(installer)).toBe(true);
  });

  it('turns a corrupted installer into the "Download failed" error and leaves nothing behind', async () => {
    const corrupted = Buffer.from(installer);
    corrupted.writeUInt8(corrupted.readUInt8(corrupted.length >> 1) ^ 0xff, corrupted.length >> 1);
    await cloud.ctx.storage.put(`updates/${INSTALLER}`, corrupted);
    const downloads = path.join(root, 'corrupted');
    const { service, pushed } = checker('0.1.0', downloads);
    await service.check();
    const state = await service.download();
    expect(state).toMatchObject({ status: 'error', phase: 'download', error: { code: 'DOWNLOAD_FAILED', message: 'Download failed' } });
    expect(state.status === 'error' && state.error.detail).toMatch(/sha512 mismatch/);
    expect(pushed.at(-1)).toEqual(state);
    expect(fs.readdirSync(path.join(downloads, '0.2.0'))).toEqual([]);
  });

  it('says "Network Error!" when the service cannot be reached', async () => {
    const driver = createFeedDriver({ server: () => 'http://127.0.0.1:9', currentVersion: '0.1.0', platform: 'linux', downloadDir: null });
    const service = new UpdateService(driver, () => {});
    expect(await service.check()).toMatchObject({ status: 'error', phase: 'check', error: { code: 'NETWORK', message: 'Network Error!' } });
  });
});
