import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import { createFakeProject, pageColor, type FakeProject } from '../testing/fake-project.js';
import { writeFakeReaderAssets } from '../testing/fake-reader-assets.js';
import { readZipEntries } from './read-zip.js';
import { defaultBaseApkPath } from './register-apk-handlers.js';
import { badging, runTool } from './testing/android-tools.js';
import { createApkTestEngine, type ApkTestEngine } from './testing/apk-test-engine.js';
import type { JobProgress } from '../../../shared/jobs/job-progress.js';
import { expectAppError } from '../testing/expect-app-error.js';

let shared: string;
let keystore: string;
let work: string;
let project: FakeProject;
let engine: ApkTestEngine;
const PASSWORD = 'secret123';

beforeAll(async () => {
  shared = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-apk-key-'));
  keystore = path.join(shared, 'signature.p12');
  const maker = createApkTestEngine({ project: null, readerAssetsDir: shared, appDataDir: shared });
  await maker.createKeystore({ outPath: keystore, name: 'Jane Doe', validityYears: 25, password: PASSWORD, confirmPassword: PASSWORD, organization: 'Acme', countryCode: 'US' });
});

afterAll(() => fs.rmSync(shared, { recursive: true, force: true }));

beforeEach(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-apk-'));
  project = await createFakeProject({ title: 'Tracemonkey', pages: [1, 2, 3].map((n) => ({ width: 60, height: 80, color: pageColor(n) })) });
  engine = createApkTestEngine({ project, readerAssetsDir: writeFakeReaderAssets(path.join(work, 'reader')), appDataDir: path.join(work, 'appdata') });
});

afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

function request(overrides: Partial<Parameters<ApkTestEngine['publishApk']>[0]> = {}) {
  return {
    outPath: path.join(work, 'out', 'book.apk'),
    appName: 'Tracemonkey Book',
    appId: 'com.acme.book',
    versionCode: 1,
    versionName: '1.0',
    keystorePath: keystore,
    keystorePassword: PASSWORD,
    ...overrides,
  };
}

/** What is in the work folder besides the fake reader and the ledger: only finished output. */
function leftovers(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

describe('publishing an APK', () => {
  it('writes an aligned APK, signed with v1 and v2, that carries the id, label and version', async () => {
    const result = await engine.publishApk(request({ appName: 'Tracemonkey — Ünïcode Book', versionCode: 7, versionName: '2.0-beta' }));
    const apk = path.join(work, 'out', 'book.apk');
    expect(result).toEqual({ outPath: apk, appId: 'com.acme.book', versionCode: 7, versionName: '2.0-beta', pageCount: 3 });

    const verify = runTool('apksigner', ['verify', '--verbose', apk]);
    expect(verify).toMatch(/Verified using v1 scheme \(JAR signing\): true/);
    expect(verify).toMatch(/Verified using v2 scheme \(APK Signature Scheme v2\): true/);
    expect(runTool('apksigner', ['verify', '--print-certs', apk])).toMatch(/Signer #1 certificate DN: .*CN=Jane Doe/);
    expect(badging(apk)).toEqual({ packageName: 'com.acme.book', versionCode: '7', versionName: '2.0-beta', label: 'Tracemonkey — Ünïcode Book' });
    expect(runTool('zipalign', ['-c', '-v', '4', apk])).toMatch(/Verification succesful|Verification successful/);
  });

  it('puts the published book under assets/book/ in place of the placeholder', async () => {
    await engine.publishApk(request());
    const entries = await readZipEntries(path.join(work, 'out', 'book.apk'));
    const book = entries.filter((entry) => entry.name.startsWith('assets/book/')).map((entry) => entry.name);
    expect(book).toEqual(
      expect.arrayContaining(['assets/book/index.html', 'assets/book/book.js', 'assets/book/reader.js', 'assets/book/reader.css', 'assets/book/files/page-3-hd.webp']),
    );
    // index, book.js, reader.js, reader.css, the reader's tools part, the chosen template's stylesheet and nine page files.
    expect(book).toContain('assets/book/templates/metro.css');
    expect(book).toContain('assets/book/parts/features.js');
    expect(book).toHaveLength(6 + 9);
    const bookJs = entries.find((entry) => entry.name === 'assets/book/book.js')?.data.toString('utf8') ?? '';
    expect(bookJs).toContain('Tracemonkey');
    const index = entries.find((entry) => entry.name === 'assets/book/index.html')?.data.toString('utf8') ?? '';
    expect(index).not.toContain('No book yet');
  });

  it("replaces every launcher icon with the user's picture at the same size", async () => {
    const iconPath = path.join(work, 'icon.png');
    await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 1 } } }).png().toFile(iconPath);
    const base = (await readZipEntries(defaultBaseApkPath())).filter((entry) => /ic_launcher\.png$/.test(entry.name));
    await engine.publishApk(request({ iconPath }));
    const published = await readZipEntries(path.join(work, 'out', 'book.apk'));
    expect(base.length).toBeGreaterThanOrEqual(3);
    for (const original of base) {
      const replaced = published.find((entry) => entry.name === original.name);
      expect(replaced, original.name).toBeDefined();
      const before = await sharp(original.data).metadata();
      const after = await sharp(replaced?.data).metadata();
      expect([after.width, after.height]).toEqual([before.width, before.height]);
      // The centre pixel is the user's red, not the viewer's default blue.
      const { data } = await sharp(replaced?.data).extract({ left: Math.floor((after.width ?? 0) / 2), top: Math.floor((after.height ?? 0) / 2), width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      expect([data[0], data[1], data[2]]).toEqual([255, 0, 0]);
    }
  });

  it('reports the book, packing and signing steps', async () => {
    await engine.publishApk(request());
    const steps = new Set(engine.events.map((event) => (event.payload as JobProgress).step).filter((step) => step !== null));
    expect([...steps]).toEqual(['book', 'packing', 'signing']);
    expect(project.writes).toBe(0);
  });

  it('signs with a keystore that keytool made', async () => {
    const own = path.join(work, 'keytool.p12');
    runTool('keytool', ['-genkeypair', '-storetype', 'PKCS12', '-keystore', own, '-storepass', 'keytool-pw', '-alias', 'mine', '-keyalg', 'RSA', '-keysize', '2048', '-validity', '400', '-dname', 'CN=Key Tool, O=Elsewhere, C=DE']);
    await engine.publishApk(request({ keystorePath: own, keystorePassword: 'keytool-pw' }));
    const certs = runTool('apksigner', ['verify', '--print-certs', path.join(work, 'out', 'book.apk')]);
    expect(certs).toMatch(/Signer #1 certificate DN: CN=Key Tool, O=Elsewhere, C=DE/);
  });

  it('replaces an earlier APK at the same path', async () => {
    await engine.publishApk(request());
    await engine.publishApk(request({ versionCode: 2, versionName: '1.1' }));
    expect(badging(path.join(work, 'out', 'book.apk')).versionCode).toBe('2');
    expect(leftovers(path.join(work, 'out'))).toEqual(['book.apk']);
  });
});

describe('the version number of each release', () => {
  it('accepts any first number, then only one more than the last release of the same id', async () => {
    expect(await engine.lastRelease('com.acme.book')).toEqual({ lastVersionCode: null });
    await engine.publishApk(request({ versionCode: 5 }));
    expect(await engine.lastRelease('com.acme.book')).toEqual({ lastVersionCode: 5 });
    for (const versionCode of [5, 4, 7]) {
      const error = await expectAppError(engine.publishApk(request({ versionCode })), 'APK_VERSION_CODE');
      expect(error.message).toBe('The version number must be 6: one more than the last release of com.acme.book.');
    }
    await engine.publishApk(request({ versionCode: 6 }));
    // Another id has its own history.
    await engine.publishApk(request({ appId: 'com.acme.other', versionCode: 40, outPath: path.join(work, 'out', 'other.apk') }));
    expect(await engine.lastRelease('com.acme.other')).toEqual({ lastVersionCode: 40 });
  });

  it('does not count a release that failed', async () => {
    await expectAppError(engine.publishApk(request({ keystorePassword: 'wrong-password' })), 'SIGNATURE_OR_PASSWORD');
    expect(await engine.lastRelease('com.acme.book')).toEqual({ lastVersionCode: null });
  });
});

describe('publishing an APK that cannot succeed', () => {
  it('refuses a wrong keystore password with the spec message and writes nothing', async () => {
    const error = await expectAppError(engine.publishApk(request({ keystorePassword: 'secret124' })), 'SIGNATURE_OR_PASSWORD');
    expect(error.message).toBe('Signurate or Password Error');
    expect(leftovers(path.join(work, 'out'))).toEqual([]);
  });

  it('refuses a file that is not a keystore', async () => {
    const fake = path.join(work, 'fake.p12');
    fs.writeFileSync(fake, 'not a keystore');
    await expectAppError(engine.publishApk(request({ keystorePath: fake })), 'SIGNATURE_OR_PASSWORD');
    await expectAppError(engine.publishApk(request({ keystorePath: path.join(work, 'missing.p12') })), 'SIGNATURE_OR_PASSWORD');
  });

  it.each(['book', 'com', '1com.acme', 'com.1acme', 'com.acme-books', 'com.acme_books', 'com..acme', '.com.acme', 'com.acme.', 'com.acmé', 'com acme', ''])(
    'refuses the application ID %j with "Appid Format Output Error"',
    async (appId) => {
      const error = await expectAppError(engine.publishApk(request({ appId })), 'APP_ID_FORMAT');
      expect(error.message).toBe('Appid Format Output Error');
    },
  );

  it('needs a name and a version name', async () => {
    expect((await expectAppError(engine.publishApk(request({ appName: '  ' })), 'APK_NAME_REQUIRED')).message).toBe('Please enter the app name.');
    await expectAppError(engine.publishApk(request({ versionName: '' })), 'APK_VERSION_NAME_REQUIRED');
  });

  it('needs a file name ending in .apk', async () => {
    await expectAppError(engine.publishApk(request({ outPath: path.join(work, 'book.zip') })), 'PATH_FORMAT');
    await expectAppError(engine.publishApk(request({ outPath: 'book.apk' })), 'PATH_FORMAT');
  });

  it('refuses an icon that is not a picture', async () => {
    const iconPath = path.join(work, 'icon.png');
    fs.writeFileSync(iconPath, 'not a picture');
    await expectAppError(engine.publishApk(request({ iconPath })), 'IMAGE_FORMAT');
    expect(leftovers(path.join(work, 'out'))).toEqual([]);
  });

  it('fails as "Failed to publish EXE, APP or APK file!" with the cause, keeping the earlier APK', async () => {
    await engine.publishApk(request());
    const before = fs.readFileSync(path.join(work, 'out', 'book.apk'));
    project.assets.delete([project.snapshot().pages[1]!.renditions.normal]);
    const error = await expectAppError(engine.publishApk(request({ versionCode: 2 })), 'PUBLISH_PACKAGE_FAILED');
    expect(error.message).toBe('Failed to publish EXE, APP or APK file!');
    expect(error.detail).toMatch(/page 2 has no normal image/);
    expect(fs.readFileSync(path.join(work, 'out', 'book.apk')).equals(before)).toBe(true);
    expect(leftovers(path.join(work, 'out'))).toEqual(['book.apk']);
    expect(await engine.lastRelease('com.acme.book')).toEqual({ lastVersionCode: 1 });
  });

  it('stops when cancelled while packing and leaves no file', async () => {
    engine.ctx.events.subscribe((_name, payload) => {
      const event = payload as JobProgress;
      if (event.step === 'packing' && event.done === 3) engine.ctx.jobs.cancel(event.id);
    });
    await expectAppError(engine.publishApk(request()), 'CANCELLED');
    expect(leftovers(path.join(work, 'out'))).toEqual([]);
    expect(await engine.lastRelease('com.acme.book')).toEqual({ lastVersionCode: null });
  });

  it('needs an open project with pages', async () => {
    const none = createApkTestEngine({ project: null, readerAssetsDir: path.join(work, 'reader'), appDataDir: path.join(work, 'appdata') });
    await expectAppError(none.publishApk(request()), 'NO_PROJECT');
  });
});
