import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractFile } from '@electron/asar';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseViewerConfig } from '../../../shared/desktop/viewer-config.js';
import { createFakeProject, pageColor, type FakeProject } from '../testing/fake-project.js';
import { writeFakeReaderAssets } from '../testing/fake-reader-assets.js';
import { parsePlist, plistString } from './plist.js';
import { buildFakeMacRuntime } from './testing/fake-runtime.js';
import { bundleViewer, createDesktopTestEngine, folderNames, listZip, type DesktopTestEngine } from './testing/desktop-test-engine.js';
import { extractZip } from '../../archive/unzip.js';

let work: string;
let viewerBundle: string;
let readerDir: string;
let project: FakeProject;
let out: string;

const TITLE = 'Tom & Jerry </string><key>x</key>';
const NAME = 'Tom & Jerry string key x key';

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-app-'));
  viewerBundle = await bundleViewer(work);
  readerDir = writeFakeReaderAssets(path.join(work, 'reader'));
  buildFakeMacRuntime(path.join(work, 'runtime-arm64'), 'arm64');
  buildFakeMacRuntime(path.join(work, 'runtime-x64'), 'x64');
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

beforeEach(async () => {
  project = await createFakeProject({ title: 'Untitled draft', pages: [1, 2, 3].map((n) => ({ width: 60, height: 80, color: pageColor(n) })) });
  out = fs.mkdtempSync(path.join(work, 'out-'));
});

async function engineWithRuntimes(): Promise<DesktopTestEngine> {
  const engine = createDesktopTestEngine({ project, readerAssetsDir: readerDir, appDataDir: fs.mkdtempSync(path.join(work, 'appdata-')), viewerBundle });
  for (const arch of ['arm64', 'x64']) {
    expect(await engine.call('runtime.useLocal', { target: `darwin-${arch}`, path: path.join(work, `runtime-${arch}`) })).toMatchObject({ ok: true });
  }
  return engine;
}

describe('publishing an APP', () => {
  it('writes a zip holding <Title>.app: renamed executable, Info.plist values, icon, viewer asar and the book outside it', async () => {
    const engine = await engineWithRuntimes();
    const outFile = path.join(out, 'Book.zip');
    const answer = await engine.call('publish.app', { outFile, title: TITLE, appVersion: '3.0.1' });
    expect(answer).toEqual({ ok: true, result: { outFile, appName: `${NAME}.app`, pageCount: 3 } });
    expect(folderNames(out)).toEqual(['Book.zip']);

    const entries = new Map((await listZip(outFile)).map((entry) => [entry.name, entry.mode]));
    for (const name of entries.keys()) {
      expect(name.startsWith(`${NAME}.app/`)).toBe(true);
      expect(name.split('/')).not.toContain('..');
    }
    const executable = `${NAME}.app/Contents/MacOS/${NAME}`;
    expect(entries.get(executable)).toBe(0o100755);
    expect(entries.get(`${NAME}.app/Contents/Info.plist`)).toBe(0o100644);
    expect(entries.has(`${NAME}.app/Contents/MacOS/Electron`)).toBe(false);
    expect(entries.get(`${NAME}.app/Contents/Frameworks/Electron Framework.framework/Versions/Current`)! & 0o170000).toBe(0o120000);
    expect(entries.get(`${NAME}.app/Contents/Frameworks/Electron Helper.app/Contents/MacOS/Electron Helper`)).toBe(0o100755);

    const dest = fs.mkdtempSync(path.join(work, 'unzipped-'));
    await extractZip(outFile, dest, new AbortController().signal);
    const contents = path.join(dest, `${NAME}.app`, 'Contents');
    const plist = parsePlist(fs.readFileSync(path.join(contents, 'Info.plist'), 'utf8'));
    expect(plistString(plist, 'CFBundleExecutable')).toBe(NAME);
    expect(plistString(plist, 'CFBundleName')).toBe(TITLE);
    expect(plistString(plist, 'CFBundleDisplayName')).toBe(TITLE);
    expect(plistString(plist, 'CFBundleIdentifier')).toMatch(/^com\.flipbookstudio\.book\.tom-jerry-string-key-x-key-[0-9a-f]{8}$/);
    expect(plistString(plist, 'CFBundleShortVersionString')).toBe('3.0.1');
    expect(plistString(plist, 'CFBundleIconFile')).toBe('book.icns');
    expect(plistString(plist, 'LSMinimumSystemVersion')).toBe('12.0');
    expect(plist.has('ElectronAsarIntegrity')).toBe(false);
    expect(plist.has('x')).toBe(false);

    const resources = path.join(contents, 'Resources');
    expect(fs.readFileSync(path.join(resources, 'book.icns')).toString('latin1', 0, 4)).toBe('icns');
    expect(fs.existsSync(path.join(resources, 'electron.icns'))).toBe(false);
    expect(fs.existsSync(path.join(resources, 'default_app.asar'))).toBe(false);
    expect(extractFile(path.join(resources, 'app.asar'), 'main.cjs').equals(fs.readFileSync(viewerBundle))).toBe(true);
    expect(folderNames(path.join(resources, 'book'))).toEqual(['book.js', 'files', 'index.html', 'parts', 'reader.css', 'reader.js', 'templates']);
    expect(parseViewerConfig(fs.readFileSync(path.join(resources, 'viewer.json'), 'utf8'))).toEqual({ title: TITLE, window: { mode: 'maximized' } });
  });

  it('builds on the Intel runtime when asked, and names the app after the book by default', async () => {
    const engine = await engineWithRuntimes();
    const outFile = path.join(out, 'Intel.zip');
    expect(await engine.call('publish.app', { outFile, arch: 'x64' })).toMatchObject({ ok: true, result: { appName: 'Untitled draft.app' } });
    const dest = fs.mkdtempSync(path.join(work, 'unzipped-'));
    await extractZip(outFile, dest, new AbortController().signal);
    const binary = fs.readFileSync(path.join(dest, 'Untitled draft.app', 'Contents', 'MacOS', 'Untitled draft'));
    expect(binary.readUInt32LE(4)).toBe(0x01000007);
  });

  it('reports RUNTIME_MISSING for an architecture that is not cached, writing nothing', async () => {
    const engine = createDesktopTestEngine({ project, readerAssetsDir: readerDir, appDataDir: fs.mkdtempSync(path.join(work, 'appdata-')), viewerBundle });
    const answer = await engine.call('publish.app', { outFile: path.join(out, 'Book.zip') });
    expect(answer).toMatchObject({ ok: false, error: { code: 'RUNTIME_MISSING', params: { target: 'darwin-arm64' } } });
    expect(folderNames(out)).toEqual([]);
  });

  it('fails as a package failure with no output when the icon cannot be read', async () => {
    const engine = await engineWithRuntimes();
    const answer = await engine.call('publish.app', { outFile: path.join(out, 'Book.zip'), iconPath: path.join(work, 'nope.png') });
    expect(answer).toMatchObject({ ok: false, error: { code: 'PUBLISH_PACKAGE_FAILED' } });
    expect(answer.ok ? '' : answer.error.detail).toMatch(/icon/);
    expect(folderNames(out)).toEqual([]);
  });
});
