import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { writeAppIcons, APP_ICON_FILES } from '../../scripts/installers/app-icons.js';
import { ASAR_UNPACK, desktopBuilderConfig } from '../../scripts/installers/builder-config.js';
import { chooseElectronSource, ELECTRON_DIST_ENV, localElectronPath } from '../../scripts/installers/electron-source.js';
import { missingNativeBinaries } from '../../scripts/installers/native-binaries.js';
import { packagedModuleDirs, unusedModuleExclusions } from '../../scripts/installers/packaged-modules.js';
import { BUNDLE_EXTERNALS, PACKAGED_EXTERNALS } from '../../scripts/runtime-externals.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const config = desktopBuilderConfig({ root: ROOT });
const patterns = config.files as string[];
const temps: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-dist-config-'));
  temps.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * electron-builder's rule: the last pattern that matches a path decides whether it ships; the
 * production dependencies in node_modules ship unless a pattern leaves them out.
 */
function ships(file: string): boolean {
  const inModules = file.startsWith('node_modules/');
  let included = inModules;
  // The many node_modules exclusions cannot match anything else; skipping them keeps this quick.
  for (const pattern of inModules ? patterns : patterns.filter((each) => !each.startsWith('!node_modules/'))) {
    const negated = pattern.startsWith('!');
    if (path.matchesGlob(file, negated ? pattern.slice(1) : pattern)) included = !negated;
  }
  return included;
}

function unpacked(file: string): boolean {
  return ASAR_UNPACK.some((pattern) => path.matchesGlob(file, pattern));
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

function writePackage(dir: string, manifest: object): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
}

describe('the installers configuration', () => {
  it('gives the app its identity, the three installers and the .flipbook association', () => {
    expect(config).toMatchObject({ appId: 'com.flipbookstudio.desktop', productName: 'Flipbook Studio', asar: true });
    expect(config.copyright).toMatch(/^Copyright © \d{4} Flipbook Studio contributors$/);
    expect([config.win?.target, config.mac?.target, config.linux?.target]).toEqual(['nsis', 'dmg', 'AppImage']);
    expect(config.fileAssociations).toEqual([expect.objectContaining({ ext: 'flipbook', role: 'Editor' })]);
    expect(config.mac?.category).toBe('public.app-category.productivity');
  });

  it('ships every file the packaged app loads', () => {
    const main = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { main: string }).main;
    // What main.ts, the engine and scripts/build.mjs's outputs open at run time.
    const loaded = [
      main,
      'package.json',
      'dist/electron/preload.cjs',
      'dist/renderer/index.html',
      'dist/renderer/static/index-abc.js',
      'dist/renderer/static/index-abc.css',
      'dist/reader/index.html',
      'dist/reader/reader.js',
      'dist/reader/book.js',
      'dist/reader/reader.css',
      'dist/reader/parts/features.js',
      'dist/reader/templates/pure.css',
      'dist/reader/scenes/snow.js',
      'dist/reader/previews/scenes/snow.svg',
      'dist/templates/pure/template.json',
      'dist/demo/flipbook-studio-demo.pdf',
      'dist/viewer/main.cjs',
      'dist/render-worker.js',
      'assets/apk/viewer-base.apk',
      ...filesUnder(path.join(ROOT, 'locales')).map((file) => path.relative(ROOT, file).split(path.sep).join('/')),
    ];
    expect(loaded.filter((file) => !ships(file))).toEqual([]);
  });

  it('ships nothing from the sources, the tests, source maps or the CLI and web hosts', () => {
    const never = ['src/main/electron/main.ts', 'tests/e2e/tour.e2e.ts', 'scenes/snow.ts', 'templates/pure/template.json', 'dist/electron/main.cjs.map', 'dist/cli.js', 'dist/web.js', 'android/icon.svg', 'node_modules/sharp/lib/index.js.map'];
    expect(never.filter(ships)).toEqual([]);
  });

  it('ships only the node_modules the bundles leave out, and leaves out what they hold or only the server uses', () => {
    for (const name of PACKAGED_EXTERNALS) expect(ships(`node_modules/${name}/package.json`), name).toBe(true);
    for (const name of ['react', 'zod', 'i18next', 'fastify', '@electric-sql/pglite', '@aws-sdk/client-s3', 'pg', 'stripe']) {
      expect(ships(`node_modules/${name}/package.json`), name).toBe(false);
    }
    expect(ships('node_modules/pdfjs-dist/legacy/build/pdf.worker.mjs')).toBe(true);
    expect(ships('node_modules/pdfjs-dist/build/pdf.mjs')).toBe(false);
  });

  it('keeps every packaged external in the production dependencies, so electron-builder has it to copy', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    // A direct dependency, or one of theirs (pdf.js brings @napi-rs/canvas as its optional one).
    const production = packagedModuleDirs(ROOT, PACKAGED_EXTERNALS.filter((name) => manifest.dependencies[name] !== undefined));
    expect(PACKAGED_EXTERNALS.filter((name) => !production.includes(`node_modules/${name}`))).toEqual([]);
    expect(BUNDLE_EXTERNALS.filter((name) => !PACKAGED_EXTERNALS.includes(name)).sort()).toEqual(['electron', 'original-fs', 'playwright-core']);
  });

  it('unpacks every native addon and WASM file of the packages it ships', () => {
    const natives = packagedModuleDirs(ROOT, PACKAGED_EXTERNALS)
      .flatMap((dir) => filesUnder(path.join(ROOT, dir)))
      .map((file) => path.relative(ROOT, file).split(path.sep).join('/'))
      .filter((file) => /\.(node|wasm|dll|dylib|so(\.\d+)*)$/.test(file) && ships(file));
    expect(natives.some((file) => file.startsWith('node_modules/@img/'))).toBe(true);
    expect(natives.filter((file) => !unpacked(file))).toEqual([]);
    for (const dir of ['sharp', '@img/sharp-x', '@napi-rs/canvas', 'pdfjs-dist/cmaps', 'pdfjs-dist/standard_fonts']) {
      expect(unpacked(`node_modules/${dir}/file`), dir).toBe(true);
    }
  });
});

describe('the packaged node_modules', () => {
  it('follows dependencies, nested copies and installed optional ones, as Node resolves them', () => {
    const root = tempDir();
    writePackage(root, { dependencies: { app: '1' } });
    writePackage(path.join(root, 'node_modules', 'native'), { dependencies: { shared: '1' }, optionalDependencies: { '@bin/native-os': '1', '@bin/native-other-os': '1' } });
    writePackage(path.join(root, 'node_modules', 'native', 'node_modules', 'shared'), {});
    writePackage(path.join(root, 'node_modules', '@bin', 'native-os'), { dependencies: { helper: '1' } });
    writePackage(path.join(root, 'node_modules', 'helper'), {});
    writePackage(path.join(root, 'node_modules', 'shared'), {});
    writePackage(path.join(root, 'node_modules', 'bundled-only'), {});
    expect(packagedModuleDirs(root, ['native'])).toEqual(['node_modules/@bin/native-os', 'node_modules/helper', 'node_modules/native', 'node_modules/native/node_modules/shared']);
    expect(unusedModuleExclusions(root, ['native'])).toEqual(['!node_modules/bundled-only/**', '!node_modules/shared/**']);
  });

  it('refuses a required dependency that is not installed', () => {
    const root = tempDir();
    writePackage(path.join(root, 'node_modules', 'native'), { dependencies: { gone: '1' } });
    expect(() => packagedModuleDirs(root, ['native'])).toThrow('gone (needed by native) is not installed');
  });

  it('names the binaries an installer for another system would lack', () => {
    const root = tempDir();
    fs.mkdirSync(path.join(root, 'node_modules', '@img', 'sharp-linux-x64'), { recursive: true });
    fs.mkdirSync(path.join(root, 'node_modules', '@napi-rs', 'canvas-linux-x64-gnu'), { recursive: true });
    expect(missingNativeBinaries(root, { platform: 'linux', arch: 'x64' })).toEqual([]);
    expect(missingNativeBinaries(root, { platform: 'win32', arch: 'x64' })).toEqual(['@img/sharp-win32-x64* (for sharp)', '@napi-rs/canvas-win32-x64* (for @napi-rs/canvas)']);
  });
});

describe('where Electron comes from', () => {
  const target = { platform: 'linux', arch: 'x64' } as const;

  it('takes a local Electron from --electron-dist before the environment, and checks it exists', () => {
    const dir = tempDir();
    const zip = path.join(dir, 'electron-v41.7.1-linux-x64.zip');
    fs.writeFileSync(zip, 'zip');
    expect(localElectronPath(['--linux', '--electron-dist', zip], { [ELECTRON_DIST_ENV]: dir }, '/')).toBe(zip);
    expect(localElectronPath(['--linux'], { [ELECTRON_DIST_ENV]: dir }, '/')).toBe(dir);
    expect(localElectronPath(['--linux'], {}, '/')).toBeNull();
    expect(() => localElectronPath(['--electron-dist', path.join(dir, 'missing')], {}, '/')).toThrow('does not exist');
    expect(() => localElectronPath(['--electron-dist', '--dir'], {}, '/')).toThrow('--electron-dist needs a path');
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'x');
    expect(() => localElectronPath(['--electron-dist', 'notes.txt'], {}, dir)).toThrow('neither a zip nor a folder');
  });

  it('says how to go on when Electron is neither local, cached nor reachable', async () => {
    const env = { ELECTRON_CACHE: tempDir(), ELECTRON_MIRROR: 'http://127.0.0.1:9/mirror/' };
    const offline = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    await expect(chooseElectronSource({ local: null, version: '41.7.1', target, env, fetchImpl: offline })).rejects.toThrow(
      /127\.0\.0\.1:9\/mirror\/v41\.7\.1\/electron-v41\.7\.1-linux-x64\.zip is not reachable[\s\S]*FLIPBOOK_ELECTRON_DIST=/,
    );
    await expect(chooseElectronSource({ local: '/x/electron', version: '41.7.1', target, env, fetchImpl: offline })).resolves.toEqual({ kind: 'local', path: '/x/electron' });
    const online = (() => Promise.resolve(new Response(null, { status: 200 }))) as typeof fetch;
    await expect(chooseElectronSource({ local: null, version: '41.7.1', target, env, fetchImpl: online })).resolves.toEqual({ kind: 'download' });
  });

  it('builds offline from a release zip an earlier download cached', async () => {
    const cache = tempDir();
    fs.mkdirSync(path.join(cache, 'a1b2'));
    fs.writeFileSync(path.join(cache, 'a1b2', 'electron-v41.7.1-linux-x64.zip'), 'zip');
    const offline = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    await expect(chooseElectronSource({ local: null, version: '41.7.1', target, env: { ELECTRON_CACHE: cache }, fetchImpl: offline })).resolves.toEqual({ kind: 'download' });
  });
});

describe('the app icons', () => {
  it('draws every size from the project artwork into PNG, ICO and ICNS', async () => {
    const out = tempDir();
    expect((await writeAppIcons(path.join(ROOT, 'android', 'icon.svg'), out)).sort()).toEqual([...APP_ICON_FILES].sort());
    const master = sharp(path.join(out, 'icon.png'));
    expect(await master.metadata()).toMatchObject({ width: 1024, height: 1024, format: 'png' });
    // The artwork's blue tile, drawn at full resolution: a corner pixel of it, and the transparent margin.
    const { data } = await master.raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 1024 + x) * 4, (y * 1024 + x) * 4 + 4)];
    expect(pixel(512, 60)).toEqual([0x1f, 0x6f, 0xeb, 255]);
    expect(pixel(10, 10)[3]).toBe(0);

    const ico = fs.readFileSync(path.join(out, 'icon.ico'));
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([1, 7]);
    const icoSizes = Array.from({ length: 7 }, (_, index) => ico.readUInt8(6 + index * 16) || 256);
    expect(icoSizes).toEqual([16, 24, 32, 48, 64, 128, 256]);

    const icns = fs.readFileSync(path.join(out, 'icon.icns'));
    expect(icns.toString('latin1', 0, 4)).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    expect(icns.includes(Buffer.from('ic10'))).toBe(true);
    expect(await sharp(path.join(out, 'icons', '512x512.png')).metadata()).toMatchObject({ width: 512, height: 512 });
  });
});
