import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractFile, listPackage } from '@electron/asar';
import * as ResEdit from 'resedit';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JobProgress } from '../../../shared/jobs/job-progress.js';
import { parseViewerConfig } from '../../../shared/desktop/viewer-config.js';
import { createFakeProject, pageColor, type FakeProject } from '../testing/fake-project.js';
import { writeFakeReaderAssets } from '../testing/fake-reader-assets.js';
import { buildFakeWindowsRuntime } from './testing/fake-runtime.js';
import { bundleViewer, createDesktopTestEngine, folderNames, listZip, type DesktopTestEngine } from './testing/desktop-test-engine.js';
import { extractZip } from '../../archive/unzip.js';

let work: string;
let viewerBundle: string;
let readerDir: string;
let project: FakeProject;
let out: string;
const never = new AbortController().signal;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-exe-'));
  viewerBundle = await bundleViewer(work);
  readerDir = writeFakeReaderAssets(path.join(work, 'reader'));
  buildFakeWindowsRuntime(path.join(work, 'runtime-win'));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

beforeEach(async () => {
  project = await createFakeProject({ title: 'Annual <Report> 2026: "Q1"', pages: [1, 2].map((n) => ({ width: 60, height: 80, color: pageColor(n) })) });
  out = fs.mkdtempSync(path.join(work, 'out-'));
});

async function engineWithRuntime(options: { viewerBundle?: string } = {}): Promise<DesktopTestEngine> {
  const engine = createDesktopTestEngine({
    project,
    readerAssetsDir: readerDir,
    appDataDir: fs.mkdtempSync(path.join(work, 'appdata-')),
    viewerBundle: options.viewerBundle ?? viewerBundle,
  });
  expect(await engine.call('runtime.useLocal', { target: 'win32-x64', path: path.join(work, 'runtime-win') })).toMatchObject({ ok: true });
  return engine;
}

async function unzip(file: string): Promise<string> {
  const dest = fs.mkdtempSync(path.join(work, 'unzipped-'));
  await extractZip(file, dest, never);
  return dest;
}

describe('publishing an EXE', () => {
  it('writes a portable app zip: the renamed exe with icon and version, the viewer asar and the book beside it', async () => {
    const engine = await engineWithRuntime();
    const outFile = path.join(out, 'Book.zip');
    const answer = await engine.call('publish.exe', {
      outFile,
      window: { mode: 'custom', width: 1024, height: 768 },
      appVersion: '2.1',
      companyName: 'Example & Co',
    });
    expect(answer).toEqual({ ok: true, result: { outFile, executableName: 'Annual Report 2026 Q1.exe', pageCount: 2 } });
    expect(folderNames(out)).toEqual(['Book.zip']);

    const entries = await listZip(outFile);
    for (const entry of entries) {
      expect(entry.name.startsWith('Annual Report 2026 Q1/')).toBe(true);
      expect(entry.name.split('/')).not.toContain('..');
    }
    const app = path.join(await unzip(outFile), 'Annual Report 2026 Q1');
    expect(fs.existsSync(path.join(app, 'electron.exe'))).toBe(false);
    expect(fs.existsSync(path.join(app, 'resources', 'default_app.asar'))).toBe(false);
    expect(fs.existsSync(path.join(app, 'icudtl.dat'))).toBe(true);

    const exe = ResEdit.NtExecutable.from(fs.readFileSync(path.join(app, 'Annual Report 2026 Q1.exe')));
    const resources = ResEdit.NtExecutableResource.from(exe);
    const [version] = ResEdit.Resource.VersionInfo.fromEntries(resources.entries);
    const strings = version!.getStringValues(version!.getAllLanguagesForStringValues()[0]!);
    expect(strings).toMatchObject({
      FileVersion: '2.1.0.0',
      ProductVersion: '2.1.0.0',
      ProductName: 'Annual <Report> 2026: "Q1"',
      FileDescription: 'Annual <Report> 2026: "Q1"',
      OriginalFilename: 'Annual Report 2026 Q1.exe',
      CompanyName: 'Example & Co',
    });
    expect(strings).not.toHaveProperty('LegalCopyright');
    expect(version!.fixedInfo).toMatchObject({ fileVersionMS: (2 << 16) | 1, fileVersionLS: 0 });
    const [group] = ResEdit.Resource.IconGroupEntry.fromEntries(resources.entries);
    expect(group!.icons.map((icon) => icon.width || 256)).toEqual([16, 24, 32, 48, 64, 128, 256]);

    const asar = path.join(app, 'resources', 'app.asar');
    expect(listPackage(asar, { isPack: false }).sort()).toEqual(['/main.cjs', '/package.json']);
    expect(extractFile(asar, 'main.cjs').equals(fs.readFileSync(viewerBundle))).toBe(true);
    expect(JSON.parse(extractFile(asar, 'package.json').toString())).toMatchObject({
      main: 'main.cjs',
      productName: 'Annual Report 2026 Q1',
      version: '2.1.0',
    });

    const book = path.join(app, 'resources', 'book');
    expect(folderNames(book)).toEqual(['book.js', 'files', 'index.html', 'parts', 'reader.css', 'reader.js', 'templates']);
    expect(fs.readdirSync(path.join(book, 'files'))).toHaveLength(6);
    const config = parseViewerConfig(fs.readFileSync(path.join(app, 'resources', 'viewer.json'), 'utf8'));
    expect(config).toEqual({ title: 'Annual <Report> 2026: "Q1"', window: { mode: 'custom', width: 1024, height: 768 } });

    const steps = [...new Set(engine.progress.map((progress) => progress.step))];
    expect(steps).toEqual(['copy', 'book', 'packing']);
  });

  it('uses the icon the author picked', async () => {
    const engine = await engineWithRuntime();
    const icon = path.join(work, 'icon.png');
    await sharp({ create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 1 } } }).png().toFile(icon);
    const outFile = path.join(out, 'Book.zip');
    expect(await engine.call('publish.exe', { outFile, window: { mode: 'fullscreen' }, iconPath: icon })).toMatchObject({ ok: true });
    const app = path.join(await unzip(outFile), 'Annual Report 2026 Q1');
    const resources = ResEdit.NtExecutableResource.from(ResEdit.NtExecutable.from(fs.readFileSync(path.join(app, 'Annual Report 2026 Q1.exe'))));
    const [group] = ResEdit.Resource.IconGroupEntry.fromEntries(resources.entries);
    const largest = group!.getIconItemsFromEntries(resources.entries).at(-1) as { bin: ArrayBuffer };
    const { data } = await sharp(Buffer.from(largest.bin)).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2], data[3]]).toEqual([0, 0, 255, 255]);
    expect(parseViewerConfig(fs.readFileSync(path.join(app, 'resources', 'viewer.json'), 'utf8')).window).toEqual({ mode: 'fullscreen' });
  });

  it('leaves nothing behind when the build fails, and says why', async () => {
    const engine = await engineWithRuntime({ viewerBundle: path.join(work, 'missing-viewer.cjs') });
    const answer = await engine.call('publish.exe', { outFile: path.join(out, 'Book.zip'), window: { mode: 'maximized' } });
    expect(answer).toMatchObject({ ok: false, error: { code: 'PUBLISH_PACKAGE_FAILED', message: 'Failed to publish EXE, APP or APK file!' } });
    expect(answer.ok ? '' : answer.error.detail).toMatch(/viewer is not built/);
    expect(folderNames(out)).toEqual([]);
  });

  it('keeps an earlier zip untouched when a new publish is cancelled', async () => {
    const engine = await engineWithRuntime();
    const outFile = path.join(out, 'Book.zip');
    fs.writeFileSync(outFile, 'earlier book');
    const stop = engine.ctx.events.subscribe((_name, payload) => {
      const event = payload as JobProgress;
      if (event.step === 'book') engine.ctx.jobs.cancel(event.id);
    });
    const answer = await engine.call('publish.exe', { outFile, window: { mode: 'maximized' } });
    stop();
    expect(answer).toMatchObject({ ok: false, error: { code: 'CANCELLED' } });
    expect(folderNames(out)).toEqual(['Book.zip']);
    expect(fs.readFileSync(outFile, 'utf8')).toBe('earlier book');
  });

  it('reports RUNTIME_MISSING offline with no runtime cached, writing nothing', async () => {
    const engine = createDesktopTestEngine({ project, readerAssetsDir: readerDir, appDataDir: fs.mkdtempSync(path.join(work, 'appdata-')), viewerBundle });
    const answer = await engine.call('publish.exe', { outFile: path.join(out, 'Book.zip'), window: { mode: 'maximized' } });
    expect(answer).toMatchObject({ ok: false, error: { code: 'RUNTIME_MISSING', params: { target: 'win32-x64' } } });
    expect(folderNames(out)).toEqual([]);
  });

  it('checks the output path, the version and the window size before doing anything', async () => {
    const engine = await engineWithRuntime();
    expect(await engine.call('publish.exe', { outFile: path.join(out, 'Book.exe'), window: { mode: 'maximized' } })).toMatchObject({ ok: false, error: { code: 'PATH_FORMAT' } });
    expect(await engine.call('publish.exe', { outFile: 'Book.zip', window: { mode: 'maximized' } })).toMatchObject({ ok: false, error: { code: 'PATH_FORMAT' } });
    expect(await engine.call('publish.exe', { outFile: path.join(out, 'B.zip'), window: { mode: 'maximized' }, appVersion: '1.x' })).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    expect(await engine.call('publish.exe', { outFile: path.join(out, 'B.zip'), window: { mode: 'custom', width: 10, height: 10 } })).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    expect(folderNames(out)).toEqual([]);
  });

  it('needs an open project with pages', async () => {
    const engine = createDesktopTestEngine({ project: null, readerAssetsDir: readerDir, appDataDir: work, viewerBundle });
    expect(await engine.call('publish.exe', { outFile: path.join(out, 'B.zip'), window: { mode: 'maximized' } })).toMatchObject({ ok: false, error: { code: 'NO_PROJECT' } });
  });
});
