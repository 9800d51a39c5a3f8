import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StepProgress } from '../../../shared/jobs/step-progress.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { RuntimeCache } from './runtime-cache.js';
import { runtimeZipName } from './runtime-target.js';
import { buildFakeMacRuntime, buildFakeWindowsRuntime, FAKE_ELECTRON_VERSION } from './testing/fake-runtime.js';
import { startReleaseServer, type ReleaseServer } from './testing/release-server.js';
import { zipFolderAtomically } from '../../archive/zip-folder.js';

let work: string;
let server: ReleaseServer | null = null;
const never = new AbortController().signal;

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-runtime-'));
});
afterEach(async () => {
  await server?.close();
  server = null;
  fs.rmSync(work, { recursive: true, force: true });
});

async function zipOf(dir: string, file: string): Promise<string> {
  await zipFolderAtomically(dir, '', file, { signal: never, onProgress: () => undefined });
  return file;
}

function cacheFor(mirror?: string): RuntimeCache {
  return new RuntimeCache({ appDataDir: path.join(work, 'appdata'), electronVersion: FAKE_ELECTRON_VERSION, ...(mirror ? { mirror } : {}) });
}

async function caught(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (value: unknown) => value);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const winZip = runtimeZipName(FAKE_ELECTRON_VERSION, 'win32-x64');
const macZip = runtimeZipName(FAKE_ELECTRON_VERSION, 'darwin-arm64');

describe('the runtime cache', () => {
  it('starts with every runtime missing', async () => {
    expect(await cacheFor().status('win32-x64')).toEqual({ target: 'win32-x64', ready: false, version: null, source: null });
  });

  it('downloads a runtime once, with byte progress, after checking its checksum', async () => {
    const zip = await zipOf(buildFakeWindowsRuntime(path.join(work, 'src')), path.join(work, winZip));
    server = await startReleaseServer({ version: FAKE_ELECTRON_VERSION, zips: { [winZip]: zip } });
    const cache = cacheFor(server.mirror);
    const progress: StepProgress<'download' | 'copy'>[] = [];
    const state = await cache.download('win32-x64', { signal: never, onProgress: (value) => progress.push(value) });

    expect(state).toEqual({ target: 'win32-x64', ready: true, version: FAKE_ELECTRON_VERSION, source: 'download' });
    expect(server.requests).toEqual([`/v${FAKE_ELECTRON_VERSION}/SHASUMS256.txt`, `/v${FAKE_ELECTRON_VERSION}/${winZip}`]);
    const last = progress.at(-1)!;
    expect(last).toEqual({ done: fs.statSync(zip).size, total: fs.statSync(zip).size, step: 'download' });
    expect(fs.existsSync(path.join(cache.runtimeDir('win32-x64'), 'electron.exe'))).toBe(true);
    // Only the runtime is kept: no downloaded zip or staging folders remain.
    expect(fs.readdirSync(cache.root)).toEqual(['win32-x64']);

    // Publishing later uses the cache without asking the server again.
    await cache.resolve('win32-x64', undefined, { signal: never, onProgress: () => undefined });
    expect(server.requests).toHaveLength(2);
  });

  it('refuses a download whose checksum does not match and caches nothing', async () => {
    const zip = await zipOf(buildFakeWindowsRuntime(path.join(work, 'src')), path.join(work, winZip));
    server = await startReleaseServer({ version: FAKE_ELECTRON_VERSION, zips: { [winZip]: zip }, lie: { [winZip]: 'ab'.repeat(32) } });
    const cache = cacheFor(server.mirror);
    const error = await caught(cache.download('win32-x64', { signal: never, onProgress: () => undefined }));
    expect(error.code).toBe('RUNTIME_MISSING');
    expect(error.detail).toMatch(/checksum/);
    expect((await cache.status('win32-x64')).ready).toBe(false);
    expect(fs.readdirSync(cache.root)).toEqual([]);
  });

  it('refuses a zip whose files do not have the runtime layout', async () => {
    const bogus = path.join(work, 'bogus');
    fs.mkdirSync(bogus);
    fs.writeFileSync(path.join(bogus, 'readme.txt'), 'not electron');
    const zip = await zipOf(bogus, path.join(work, winZip));
    server = await startReleaseServer({ version: FAKE_ELECTRON_VERSION, zips: { [winZip]: zip } });
    const error = await caught(cacheFor(server.mirror).download('win32-x64', { signal: never, onProgress: () => undefined }));
    expect(error.code).toBe('RUNTIME_MISSING');
    expect(error.detail).toMatch(/electron\.exe is missing/);
  });

  it('reports RUNTIME_MISSING when offline', async () => {
    server = await startReleaseServer({ version: FAKE_ELECTRON_VERSION, zips: {} });
    const mirror = server.mirror;
    await server.close();
    server = null;
    const error = await caught(cacheFor(mirror).resolve('win32-x64', undefined, { signal: never, onProgress: () => undefined }));
    expect(error.code).toBe('RUNTIME_MISSING');
    expect(error.params).toEqual({ target: 'win32-x64' });
  });

  it('cancels a download and keeps nothing', async () => {
    const zip = await zipOf(buildFakeWindowsRuntime(path.join(work, 'src')), path.join(work, winZip));
    server = await startReleaseServer({ version: FAKE_ELECTRON_VERSION, zips: { [winZip]: zip } });
    const controller = new AbortController();
    const cache = cacheFor(server.mirror);
    const error = await caught(
      cache.download('win32-x64', { signal: controller.signal, onProgress: () => controller.abort(new AppError('CANCELLED')) }),
    );
    expect(error.code).toBe('CANCELLED');
    expect(fs.readdirSync(cache.root)).toEqual([]);
  });

  it('uses a runtime folder chosen from disk, even one wrapped in another folder', async () => {
    const chosen = path.join(work, 'Downloads');
    buildFakeWindowsRuntime(path.join(chosen, 'electron-v41-win32-x64'));
    const cache = cacheFor();
    expect(await cache.useLocal('win32-x64', chosen, never)).toEqual({ target: 'win32-x64', ready: true, version: FAKE_ELECTRON_VERSION, source: 'local' });
  });

  it('uses a release zip chosen from disk, keeping the Mac app’s links and executable bits', async () => {
    const zip = await zipOf(buildFakeMacRuntime(path.join(work, 'src'), 'arm64'), path.join(work, macZip));
    const cache = cacheFor();
    expect((await cache.useLocal('darwin-arm64', zip, never)).ready).toBe(true);
    const app = path.join(cache.runtimeDir('darwin-arm64'), 'Electron.app', 'Contents');
    expect(fs.statSync(path.join(app, 'MacOS', 'Electron')).mode & 0o111).not.toBe(0);
    expect(fs.readlinkSync(path.join(app, 'Frameworks', 'Electron Framework.framework', 'Versions', 'Current'))).toBe('A');
  });

  it('refuses a Mac runtime built for the other processor', async () => {
    const intel = buildFakeMacRuntime(path.join(work, 'intel'), 'x64');
    const error = await caught(cacheFor().useLocal('darwin-arm64', intel, never));
    expect(error.code).toBe('RUNTIME_MISSING');
    expect(error.detail).toMatch(/not a Mac program for darwin-arm64/);
  });

  it('refuses a runtime folder with a link pointing outside it', async () => {
    const chosen = buildFakeMacRuntime(path.join(work, 'linked'), 'arm64');
    fs.symlinkSync('/etc/passwd', path.join(chosen, 'Electron.app', 'Contents', 'Resources', 'leak'));
    const error = await caught(cacheFor().useLocal('darwin-arm64', chosen, never));
    expect(error.code).toBe('RUNTIME_MISSING');
    expect(error.detail).toMatch(/outside the runtime: Electron\.app\/Contents\/Resources\/leak/);
  });

  it('refuses a folder without the runtime layout, naming what is missing', async () => {
    const empty = path.join(work, 'empty');
    fs.mkdirSync(empty);
    const error = await caught(cacheFor().useLocal('darwin-x64', empty, never));
    expect(error.code).toBe('RUNTIME_MISSING');
    expect(error.detail).toMatch(/MacOS\/Electron is missing/);
    expect((await caught(cacheFor().useLocal('win32-x64', path.join(work, 'nowhere'), never))).detail).toMatch(/does not exist/);
  });
});
