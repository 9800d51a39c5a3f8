import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractAll, extractFile, listPackage, statFile } from '@electron/asar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Packages the app with the real `npm run dist:linux -- --dir` against a stand-in Electron
// folder (no download: only the npm registry is reachable here), then reads the app.asar.
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const DIST_SCRIPT = path.join(ROOT, 'scripts', 'installers', 'dist.ts');
/** Packaging copies and hashes about 70 MB; on a busy two-core machine that takes minutes. */
const PACKAGING_TIMEOUT = 900_000;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, options);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function runDist(args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return run(['--import', 'tsx', DIST_SCRIPT, ...args], { cwd: ROOT, env });
}

/** Electron's release layout as far as electron-builder touches it: the binary it renames, locales, a licence. */
function writeFakeElectron(dir: string): void {
  fs.mkdirSync(path.join(dir, 'locales'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'electron'), '#!/bin/sh\necho stand-in for Electron\n', { mode: 0o755 });
  fs.writeFileSync(path.join(dir, 'locales', 'en-US.pak'), 'pak');
  fs.writeFileSync(path.join(dir, 'LICENSE'), 'MIT');
  fs.writeFileSync(path.join(dir, 'version'), '41.7.1');
}

function relativeFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** The environment of a run with no local Electron and no way to download one. */
function offlineEnv(cache: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ELECTRON_MIRROR: 'http://127.0.0.1:9/', ELECTRON_CACHE: cache };
  delete env.FLIPBOOK_ELECTRON_DIST;
  return env;
}

let work: string;
let appDir: string;
let asarFile: string;
let entries: Set<string>;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-installer-'));
  const electron = path.join(work, 'electron');
  writeFakeElectron(electron);
  const out = path.join(work, 'out');
  const packaging = await runDist(['--linux', '--dir', '--electron-dist', electron, '--out', out], offlineEnv(path.join(work, 'cache')));
  if (packaging.code !== 0) throw new Error(`npm run dist:linux -- --dir failed (${packaging.code}):\n${packaging.stdout}\n${packaging.stderr}`);
  const unpacked = fs.readdirSync(out).find((name) => /^linux-.*unpacked$/.test(name));
  if (unpacked === undefined) throw new Error(`no unpacked app in ${out}: ${fs.readdirSync(out).join(', ')}`);
  appDir = path.join(out, unpacked);
  asarFile = path.join(appDir, 'resources', 'app.asar');
  entries = new Set(listPackage(asarFile, { isPack: false }).map((entry) => entry.split(path.sep).join('/').replace(/^\//, '')));
}, PACKAGING_TIMEOUT);

afterAll(() => {
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('the packaged desktop app (electron-builder --dir with a local Electron)', () => {
  it('renames Electron to the app and packs the app into resources/app.asar', () => {
    expect(fs.statSync(path.join(appDir, 'flipbook-studio')).mode & 0o111).not.toBe(0);
    expect(fs.existsSync(path.join(appDir, 'electron'))).toBe(false);
    expect(fs.statSync(asarFile).size).toBeGreaterThan(1_000_000);
  });

  it('holds every build output the app loads, its locales and the APK base, and package.json names a main inside', () => {
    const built = relativeFiles(path.join(ROOT, 'dist'))
      .filter((file) => !file.endsWith('.map') && file !== 'cli.js' && file !== 'web.js')
      .map((file) => `dist/${file}`);
    expect(built).toContain('dist/electron/main.cjs');
    const locales = relativeFiles(path.join(ROOT, 'locales')).map((file) => `locales/${file}`);
    const missing = [...built, ...locales, 'assets/apk/viewer-base.apk', 'package.json'].filter((file) => !entries.has(file));
    expect(missing).toEqual([]);
    const manifest = JSON.parse(extractFile(asarFile, 'package.json').toString('utf8')) as { main: string };
    expect(entries.has(manifest.main)).toBe(true);
  });

  it('ships nothing from src/, tests/ or scenes/, no source maps, and not the CLI or web host', () => {
    const stray = [...entries].filter((entry) => /^(src|tests|scenes|templates)\//.test(entry) || entry.endsWith('.map') || entry === 'dist/cli.js' || entry === 'dist/web.js');
    expect(stray).toEqual([]);
    const modules = new Set([...entries].map((entry) => /^node_modules\/((@[^/]+\/)?[^/]+)\/package\.json$/.exec(entry)?.[1]).filter(Boolean));
    expect(modules).toContain('sharp');
    for (const serverOnly of ['fastify', '@electric-sql/pglite', '@aws-sdk/client-s3', 'react', 'zod']) expect(modules.has(serverOnly), serverOnly).toBe(false);
  });

  it('keeps every native addon, shared library and WASM file outside the archive', () => {
    const natives = [...entries].filter((entry) => /\.(node|wasm|dll|dylib|so(\.\d+)*)$/.test(entry));
    expect(natives.some((entry) => entry.endsWith('.node') && entry.startsWith('node_modules/@img/'))).toBe(true);
    expect(natives.some((entry) => entry.startsWith('node_modules/@napi-rs/'))).toBe(true);
    const packed = natives.filter((entry) => !('unpacked' in statFile(asarFile, entry) && fs.existsSync(path.join(`${asarFile}.unpacked`, entry))));
    expect(packed).toEqual([]);
  });

  it('loads its native modules and pdf.js from what it ships, with nothing from the repository', async () => {
    const app = path.join(work, 'extracted');
    extractAll(asarFile, app);
    const probe = `
      import { createRequire } from 'node:module';
      import { builtinModules } from 'node:module';
      import fs from 'node:fs';
      const require = createRequire(process.cwd() + '/dist/render-worker.js');
      const builtins = new Set([...builtinModules, 'electron', 'original-fs']);
      const wanted = new Set();
      for (const bundle of ['dist/electron/main.cjs', 'dist/render-worker.js']) {
        const code = fs.readFileSync(bundle, 'utf8');
        // A module name has no spaces or commas, which keeps out text such as "copied from ", s, "…".
        for (const match of code.matchAll(/(?:require\\(|from |import\\()"([^".\\s,][^"\\s,]*)"/g)) if (!builtins.has(match[1]) && !match[1].startsWith('node:')) wanted.add(match[1]);
      }
      for (const name of wanted) require.resolve(name);
      const sharp = require('sharp');
      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#1f6feb' } }).png().toBuffer();
      const { createCanvas } = require('@napi-rs/canvas');
      createCanvas(4, 4).getContext('2d').fillRect(0, 0, 4, 4);
      const sqlite = require('node-sqlite3-wasm');
      const db = new sqlite.Database();
      const row = db.get('select 41 + 1 as answer');
      db.close();
      const pdfjs = await import(require.resolve('pdfjs-dist/legacy/build/pdf.mjs'));
      const pdf = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync('dist/demo/flipbook-studio-demo.pdf')), isEvalSupported: false }).promise;
      console.log(JSON.stringify({ wanted: [...wanted].sort(), png: png.length > 0, answer: row.answer, pages: pdf.numPages }));
    `;
    // NODE_PATH and the repository's node_modules are out of reach: the probe runs in the extracted app.
    const env = { ...process.env, NODE_PATH: '' };
    const result = await run(['--input-type=module', '-e', probe], { cwd: app, env });
    expect(result.stderr).not.toMatch(/Error/);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout.trim().split('\n').pop()!) as { wanted: string[]; png: boolean; answer: number; pages: number };
    expect(report.wanted).toEqual(expect.arrayContaining(['node-sqlite3-wasm', 'sharp', 'yazl']));
    expect(report).toMatchObject({ png: true, answer: 42 });
    expect(report.pages).toBeGreaterThan(0);
  });

  it('says how to go on when there is neither the internet nor a local Electron', async () => {
    const refused = await runDist(['--linux', '--dir', '--out', path.join(work, 'never')], offlineEnv(path.join(work, 'empty-cache')));
    expect(refused.code).toBe(1);
    const version = (JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', 'electron', 'package.json'), 'utf8')) as { version: string }).version;
    expect(refused.stderr).toContain(`Electron could not be downloaded (http://127.0.0.1:9/v${version}/electron-v${version}-linux-`);
    expect(refused.stderr).toContain(`FLIPBOOK_ELECTRON_DIST=/path/to/electron-v${version}-linux-`);
    expect(refused.stderr).not.toMatch(/\n\s+at /);
    expect(fs.existsSync(path.join(work, 'never'))).toBe(false);
  });
});
