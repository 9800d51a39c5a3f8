import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'flipbook.js');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-apk-e2e-'));

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the real `flipbook` command with its own app-data folder (and so its own release history). */
function flipbook(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { cwd: work, env: { ...process.env, FLIPBOOK_APPDATA: path.join(work, 'appdata'), HOME: work }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout, stderr }),
    );
  });
}

function tool(command: string, ...args: string[]): string {
  return execFileSync(command, args, { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C.UTF-8' } });
}

const PUBLISH = ['--format', 'apk', '--app-id', 'com.acme.book', '--app-name', 'Acme Book', '--version-name', '1.0', '--keystore', 'my.p12'];

describe('publishing an APK from the command line', () => {
  it('creates a signature once and refuses to replace it', async () => {
    const created = await flipbook('keystore', 'create', '-o', 'my.p12', '--name', 'Jane Doe', '--password', 'secret123', '--validity', '25', '--org', 'Acme', '--country', 'US');
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain(path.join(work, 'my.p12'));
    expect(created.stdout).toContain('CN=Jane Doe, O=Acme, C=US');
    expect(tool('keytool', '-list', '-storetype', 'PKCS12', '-keystore', path.join(work, 'my.p12'), '-storepass', 'secret123')).toContain('PrivateKeyEntry');

    const again = await flipbook('keystore', 'create', '-o', 'my.p12', '--name', 'Someone Else', '--password', 'secret456');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('This signature already exists.');
    const short = await flipbook('keystore', 'create', '-o', 'short.p12', '--name', 'J', '--password', '12345');
    expect([short.code, short.stderr.trim()]).toEqual([1, 'Must contain no less than 6 characters!']);
  });

  it('publishes a converted book as a signed APK, then only the next version number', async () => {
    fs.mkdirSync(path.join(work, 'pages'));
    for (const [n, color] of [[1, '#c33'], [2, '#3c3']] as const) {
      await sharp({ create: { width: 300, height: 400, channels: 3, background: color } }).png().toFile(path.join(work, 'pages', `page-${n}.png`));
    }
    expect((await flipbook('convert', 'pages', '-o', 'book.flipbook')).code).toBe(0);

    const published = await flipbook('publish', 'book.flipbook', ...PUBLISH, '-o', 'book.apk', '--version-code', '1', '--keystore-password', 'secret123');
    expect(published.stderr).toContain('Published apk.');
    expect(published.code).toBe(0);
    const apk = path.join(work, 'book.apk');
    expect(published.stdout.trim()).toBe(apk);
    const verify = tool('apksigner', 'verify', '--verbose', apk);
    expect(verify).toContain('Verified using v1 scheme (JAR signing): true');
    expect(verify).toContain('Verified using v2 scheme (APK Signature Scheme v2): true');
    const badging = tool('aapt', 'dump', 'badging', apk);
    expect(badging).toContain("package: name='com.acme.book' versionCode='1' versionName='1.0'");
    expect(badging).toContain("application-label:'Acme Book'");
    expect(tool('unzip', '-l', apk)).toContain('assets/book/files/page-2-hd.webp');

    const same = await flipbook('publish', 'book.flipbook', ...PUBLISH, '-o', 'book.apk', '--version-code', '1', '--keystore-password', 'secret123');
    expect([same.code, same.stderr.trim().split('\n').at(-1)]).toEqual([1, 'The version number must be 2: one more than the last release of com.acme.book.']);
    const wrong = await flipbook('publish', 'book.flipbook', ...PUBLISH, '-o', 'book.apk', '--version-code', '2', '--keystore-password', 'secret124');
    expect([wrong.code, wrong.stderr.trim().split('\n').at(-1)]).toEqual([1, 'Signurate or Password Error']);
    const badId = await flipbook('publish', 'book.flipbook', ...PUBLISH.map((v) => (v === 'com.acme.book' ? 'com.9acme' : v)), '-o', 'x.apk', '--version-code', '1', '--keystore-password', 'secret123');
    expect([badId.code, badId.stderr.trim().split('\n').at(-1)]).toEqual([1, 'Appid Format Output Error']);
    const next = await flipbook('publish', 'book.flipbook', ...PUBLISH, '-o', 'book.apk', '--version-code', '2', '--keystore-password', 'secret123');
    expect(next.code).toBe(0);
    expect(tool('aapt', 'dump', 'badging', apk)).toContain("versionCode='2'");
  });
});
