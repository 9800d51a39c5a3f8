import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenProject } from '../../src/main/engine/project-session.js';
import type { ImportWorld } from '../../src/main/import/testing/import-world.js';
import { createApkTestEngine } from '../../src/main/publish/apk/testing/apk-test-engine.js';
import { buildFakeMacRuntime, buildFakeWindowsRuntime } from '../../src/main/publish/desktop/testing/fake-runtime.js';
import { bundleViewer, createDesktopTestEngine } from '../../src/main/publish/desktop/testing/desktop-test-engine.js';
import { secretRuns, windowsFound } from '../../src/main/publish/protect/testing/leak-scan.js';
import { importProtectedTestBook, PAGE_WORDS, SECRET_URL } from '../../src/main/publish/protect/testing/protected-book.js';
import { ReaderPage } from './pages/reader-page.js';
import { READER_DIST } from './support/base-book.js';
import { launchChromium } from './support/browser.js';
import { packageFiles, writeBookFolder } from './support/package-files.js';
import { startStaticServer, type StaticServer } from './support/static-server.js';

const PASSWORD = 'Sesame-Ouvre-Toi 7';
const KEYSTORE_PASSWORD = 'keystore-secret';
const PROTECTED = [2, 3];
const RENDITIONS = ['thumb', 'normal', 'hd'] as const;

/** One published package: where its book sits inside it, and all its files, nested archives opened. */
interface Package {
  bookPrefix: string;
  files: Map<string, Buffer>;
}

let world: ImportWorld;
let project: OpenProject;
let work: string;
let browser: Browser;
const servers: StaticServer[] = [];
const packages = new Map<'apk' | 'exe' | 'app', Package>();

async function publishApk(): Promise<string> {
  const engine = createApkTestEngine({ project, readerAssetsDir: READER_DIST, appDataDir: path.join(work, 'apk-appdata') });
  const keystorePath = path.join(work, 'signature.p12');
  await engine.createKeystore({ outPath: keystorePath, name: 'Jane Doe', validityYears: 25, password: KEYSTORE_PASSWORD, confirmPassword: KEYSTORE_PASSWORD });
  const outPath = path.join(work, 'out', 'book.apk');
  await engine.publishApk({ outPath, appName: 'Locked Book', appId: 'com.acme.locked', versionCode: 1, versionName: '1.0', keystorePath, keystorePassword: KEYSTORE_PASSWORD });
  return outPath;
}

async function publishDesktop(format: 'exe' | 'app'): Promise<string> {
  const runtime = path.join(work, `runtime-${format}`);
  if (format === 'exe') buildFakeWindowsRuntime(runtime);
  else buildFakeMacRuntime(runtime, 'arm64');
  const engine = createDesktopTestEngine({ project, readerAssetsDir: READER_DIST, appDataDir: path.join(work, `${format}-appdata`), viewerBundle: await bundleViewer(work) });
  const target = format === 'exe' ? 'win32-x64' : 'darwin-arm64';
  expect(await engine.call('runtime.useLocal', { target, path: runtime })).toMatchObject({ ok: true });
  const outFile = path.join(work, 'out', `${format}.zip`);
  const arg = format === 'exe' ? { outFile, window: { mode: 'maximized' } } : { outFile, title: 'Locked Book' };
  expect(await engine.call(`publish.${format}`, arg)).toMatchObject({ ok: true });
  return outFile;
}

/** The folder holding the book's index.html and book.js, wherever the package format keeps it. */
function bookPrefixOf(files: ReadonlyMap<string, Buffer>): string {
  const prefixes = [...files.keys()].filter((name) => name.endsWith('book/book.js') && !name.includes('!/')).map((name) => name.slice(0, -'book.js'.length));
  expect(prefixes).toHaveLength(1);
  const prefix = prefixes[0] ?? '';
  expect(files.has(`${prefix}index.html`)).toBe(true);
  return prefix;
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-sealed-packages-e2e-'));
  ({ world, project } = await importProtectedTestBook());
  project.updateBook({ settings: { protection: { mode: 'password', kind: 'single', password: PASSWORD, users: [], fromPage: 2 } } });
  const outputs = { apk: await publishApk(), exe: await publishDesktop('exe'), app: await publishDesktop('app') };
  for (const [format, file] of Object.entries(outputs) as ['apk' | 'exe' | 'app', string][]) {
    const files = await packageFiles(file);
    packages.set(format, { files, bookPrefix: bookPrefixOf(files) });
  }
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  for (const server of servers) await server.close();
  world?.cleanup();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

function packageOf(format: 'apk' | 'exe' | 'app'): Package {
  const found = packages.get(format);
  if (found === undefined) throw new Error(`no ${format} was published`);
  return found;
}

/** Waits until a page's image is a decrypted blob: that the browser has decoded. */
async function waitForDecodedBlob(page: Page, number: number): Promise<void> {
  await page.waitForFunction((n) => {
    const image = document.querySelector<HTMLImageElement>(`img[data-page="${n}"]`);
    return image !== null && image.src.startsWith('blob:') && image.complete && image.naturalWidth > 0;
  }, number);
}

describe.each(['apk', 'exe', 'app'] as const)('a password-protected book published as %s', (format) => {
  it('carries every protected page only as sealed files', () => {
    const { files, bookPrefix } = packageOf(format);
    for (const page of PROTECTED) {
      for (const rendition of RENDITIONS) {
        expect(files.has(`${bookPrefix}files/sealed/page-${page}-${rendition}.js`), `page ${page} ${rendition}`).toBe(true);
        expect(files.has(`${bookPrefix}files/page-${page}-${rendition}.webp`)).toBe(false);
      }
    }
    expect(files.has(`${bookPrefix}files/page-1-hd.webp`)).toBe(true);
  });

  it('has no protected page image, word, link or the password in clear in any file, nested archives included', () => {
    const { files, bookPrefix } = packageOf(format);
    const snapshot = project.snapshot();
    const protectedImages = PROTECTED.flatMap((page) => RENDITIONS.map((rendition) => project.assets.get(snapshot.pages[page - 1]?.renditions[rendition] ?? '') ?? new Uint8Array()));
    const publicImages = RENDITIONS.map((rendition) => files.get(`${bookPrefix}files/page-1-${rendition}.webp`) ?? Buffer.alloc(0));
    const { raw, base64 } = secretRuns(protectedImages, publicImages);
    expect(raw.size).toBeGreaterThan(100);
    // The scan can fail: the page-1 image that is published in clear is found by the same means.
    const publicRuns = secretRuns(publicImages, []);
    expect(windowsFound(publicRuns.raw, files.get(`${bookPrefix}files/page-1-hd.webp`) ?? Buffer.alloc(0)).length).toBeGreaterThan(10);

    const secretWords = [...PROTECTED.flatMap((page) => PAGE_WORDS[page] ?? []), 'xyzzy-hidden', PASSWORD];
    expect(files.size).toBeGreaterThan(20);
    // The desktop viewer's app.asar was opened and scanned too.
    expect([...files.keys()].some((name) => name.endsWith('app.asar!/main.cjs'))).toBe(format !== 'apk');
    for (const [name, bytes] of files) {
      expect(windowsFound(raw, bytes), name).toEqual([]);
      expect(windowsFound(base64, bytes), name).toEqual([]);
      const latin1 = bytes.toString('latin1').toLowerCase();
      for (const word of secretWords) {
        expect(latin1.includes(word.toLowerCase()), `${word} in ${name}`).toBe(false);
        expect(bytes.includes(Buffer.from(word, 'utf16le')), `${word} (UTF-16) in ${name}`).toBe(false);
      }
      expect(latin1.includes(Buffer.from(SECRET_URL).toString('base64').slice(0, 24).toLowerCase()), name).toBe(false);
    }
    // Page 1 stays public, so its words are there: the word scan reads the right files.
    expect([...files.values()].some((bytes) => bytes.toString('latin1').includes(PAGE_WORDS[1]?.[0] ?? '?'))).toBe(true);
  });

  it('opens page 3 with the right password in the reader served from its own book folder, and refuses a wrong one', async () => {
    const { files, bookPrefix } = packageOf(format);
    const folder = path.join(work, `served-${format}`);
    writeBookFolder(files, bookPrefix, folder);
    const server = await startStaticServer({ '/book/': folder });
    servers.push(server);
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    try {
      const { page, problems } = await ReaderPage.watched(context);
      await page.goto(`${server.origin}/book/index.html#page=3`);
      const dialog = page.locator('[data-testid="lock-dialog"]');
      await dialog.waitFor({ state: 'visible' });
      expect(await new ReaderPage(page).pageImage(3).getAttribute('src')).toBeNull();

      await page.locator('[data-testid="lock-password"]').fill(`${PASSWORD}!`);
      await page.locator('[data-testid="lock-submit"]').click();
      await page.getByText('Incorrect Password!').waitFor();
      expect(await dialog.isVisible()).toBe(true);

      await page.locator('[data-testid="lock-password"]').fill(PASSWORD);
      await page.locator('[data-testid="lock-submit"]').click();
      await dialog.waitFor({ state: 'hidden' });
      await waitForDecodedBlob(page, 3);
      // The decrypted page 3 has the size of one of page 3's renditions (sealed files are bound to their path).
      const width = await page.evaluate(() => document.querySelector<HTMLImageElement>('img[data-page="3"]')?.naturalWidth ?? 0);
      const snapshot = project.snapshot();
      const widths = await Promise.all(RENDITIONS.map(async (rendition) => (await sharp(project.assets.get(snapshot.pages[2]?.renditions[rendition] ?? '') ?? Buffer.alloc(0)).metadata()).width));
      expect(widths).toContain(width);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
