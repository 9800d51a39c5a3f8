import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePlist, plistString } from '../../src/main/publish/desktop/plist.js';
import { runtimeZipName } from '../../src/main/publish/desktop/runtime-target.js';
import { buildFakeMacRuntime, buildFakeWindowsRuntime } from '../../src/main/publish/desktop/testing/fake-runtime.js';
import { listZip } from '../../src/main/publish/desktop/testing/desktop-test-engine.js';
import { startReleaseServer, type ReleaseServer } from '../../src/main/publish/desktop/testing/release-server.js';
import { extractZip } from '../../src/main/archive/unzip.js';
import { zipFolderAtomically } from '../../src/main/archive/zip-folder.js';
import { launchChromium } from './support/browser.js';
import { startWebHost, type RunningWebHost } from './support/web-host.js';
import { DesktopPublishPage } from './pages/desktop-publish-page.js';
import { EditorPage } from './pages/editor-page.js';
import { HomePage } from './pages/home-page.js';

// One page is enough here, and keeps the import quick on a busy machine.
const PDF = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'corpus', 'pdfjs', '90ms_rksj_h_sample.pdf');
const ELECTRON_VERSION = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '..', '..', 'node_modules', 'electron', 'package.json'), 'utf8')).version as string;

describe('publishing desktop apps from the editor', () => {
  let work: string;
  let releases: ReleaseServer;
  let host: RunningWebHost;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-desktop-e2e-'));
    // The release server has only the Windows runtime: the Mac one must come from disk.
    const winZip = path.join(work, runtimeZipName(ELECTRON_VERSION, 'win32-x64'));
    const never = new AbortController().signal;
    await zipFolderAtomically(buildFakeWindowsRuntime(path.join(work, 'win')), '', winZip, { signal: never, onProgress: () => undefined });
    buildFakeMacRuntime(path.join(work, 'mac'), 'arm64');
    releases = await startReleaseServer({ version: ELECTRON_VERSION, zips: { [path.basename(winZip)]: winZip } });
    host = await startWebHost({ env: { ELECTRON_MIRROR: releases.mirror } });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    await browser?.close();
    await host?.stop();
    await releases?.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('downloads the Windows runtime, publishes an EXE, and remembers the choices', async () => {
    const home = new HomePage(page);
    const editor = new EditorPage(page);
    await home.open(host.url);
    await home.importPdf(PDF);
    await editor.waitForThumbnails(1);

    const exe = new DesktopPublishPage(page, 'exe');
    await exe.open();
    await exe.waitForRuntime(false);
    expect(await exe.publishButton().isDisabled()).toBe(true);
    await exe.download();
    await exe.waitForRuntime(true);
    expect(releases.requests.some((url) => url.endsWith('.zip'))).toBe(true);

    await exe.choose('window-custom');
    await exe.fill('window-width', '1100');
    await exe.fill('window-height', '720');
    await exe.fill('desktop-version', '2.0');
    const outFile = path.join(work, 'out', 'Book.zip');
    await exe.fill('desktop-out-file', outFile);
    await exe.publish();

    const names = (await listZip(outFile)).map((entry) => entry.name);
    const exeName = names.find((name) => /^[^/]+\/[^/]+\.exe$/.test(name));
    expect(exeName).toBeDefined();
    const root = exeName!.split('/')[0]!;
    expect(names).toContain(`${root}/resources/app.asar`);
    expect(names).toContain(`${root}/resources/book/index.html`);
    const unzipped = path.join(work, 'unzipped-exe');
    fs.mkdirSync(unzipped);
    await extractZip(outFile, unzipped, new AbortController().signal);
    expect(JSON.parse(fs.readFileSync(path.join(unzipped, root, 'resources', 'viewer.json'), 'utf8')).window).toEqual({ mode: 'custom', width: 1100, height: 720 });

    // Opened again, the dialog offers the same choices.
    await exe.open();
    expect(await exe.root().locator('[data-testid="window-width"]').inputValue()).toBe('1100');
    expect(await exe.root().locator('[data-testid="desktop-version"]').inputValue()).toBe('2.0');
    await page.keyboard.press('Escape');
    await exe.root().waitFor({ state: 'detached' });
  });

  it('falls back to a runtime folder from disk when the download fails, then publishes an APP', async () => {
    const app = new DesktopPublishPage(page, 'app');
    await app.open();
    await app.waitForRuntime(false);
    await app.download();
    await app.error().waitFor();
    expect(await app.error().textContent()).toContain('darwin-arm64');
    await app.useLocalRuntime(path.join(work, 'mac'));
    await app.waitForRuntime(true);

    await app.fill('app-title', 'Trace <Monkey> & Co');
    const outFile = path.join(work, 'out', 'Mac.zip');
    await app.fill('desktop-out-file', outFile);
    await app.publish();

    const entries = await listZip(outFile);
    const executable = entries.find((entry) => entry.name === 'Trace Monkey & Co.app/Contents/MacOS/Trace Monkey & Co');
    expect(executable?.mode).toBe(0o100755);
    const unzipped = path.join(work, 'unzipped-app');
    fs.mkdirSync(unzipped);
    await extractZip(outFile, unzipped, new AbortController().signal);
    const plist = parsePlist(fs.readFileSync(path.join(unzipped, 'Trace Monkey & Co.app', 'Contents', 'Info.plist'), 'utf8'));
    expect(plistString(plist, 'CFBundleName')).toBe('Trace <Monkey> & Co');
    expect(plistString(plist, 'CFBundleExecutable')).toBe('Trace Monkey & Co');
    expect(pageErrors).toEqual([]);
  });

  it('publishes both from the command line, with a runtime zip from disk, and says when a runtime is missing', async () => {
    const cliData = path.join(work, 'cli-appdata');
    const flipbook = (...args: string[]) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          [path.resolve(import.meta.dirname, '..', '..', 'bin', 'flipbook.js'), ...args],
          // Port 9 (discard) has no listener: any download attempt fails at once, as offline.
          { cwd: work, env: { ...process.env, FLIPBOOK_APPDATA: cliData, HOME: work, ELECTRON_MIRROR: 'http://127.0.0.1:9/' } },
          (error, stdout, stderr) => resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout, stderr }),
        );
      });
    expect((await flipbook('convert', PDF, '-o', 'cli.flipbook')).code).toBe(0);

    const offline = await flipbook('publish', 'cli.flipbook', '--format', 'app', '-o', 'Offline.zip');
    expect(offline.code).not.toBe(0);
    expect(offline.stderr).toContain('The app runtime for darwin-arm64 is not available');
    expect(fs.existsSync(path.join(work, 'Offline.zip'))).toBe(false);

    const winZip = path.join(work, runtimeZipName(ELECTRON_VERSION, 'win32-x64'));
    const exe = await flipbook('publish', 'cli.flipbook', '--format', 'exe', '-o', 'Cli.zip', '--window', 'fullscreen', '--runtime', winZip);
    expect(exe.code, exe.stderr).toBe(0);
    expect(exe.stdout.trim()).toBe(path.join(work, 'Cli.zip'));
    expect((await listZip(path.join(work, 'Cli.zip'))).some((entry) => entry.name.endsWith('.exe'))).toBe(true);

    const mac = await flipbook('publish', 'cli.flipbook', '--format', 'app', '-o', 'CliMac.zip', '--title', 'Cli Book', '--runtime', path.join(work, 'mac'));
    expect(mac.code, mac.stderr).toBe(0);
    expect((await listZip(path.join(work, 'CliMac.zip'))).map((entry) => entry.name)).toContain('Cli Book.app/Contents/MacOS/Cli Book');
  });
});
