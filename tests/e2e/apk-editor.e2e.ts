import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApkDialogPage } from './pages/apk-dialog-page.js';
import { EditorPage } from './pages/editor-page.js';
import { HomePage } from './pages/home-page.js';
import { launchChromium } from './support/browser.js';
import { startWebHost, type RunningWebHost } from './support/web-host.js';

const TRACEMONKEY = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'corpus', 'books', 'tracemonkey.pdf');

function tool(command: string, ...args: string[]): string {
  return execFileSync(command, args, { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C.UTF-8' } });
}

describe('the APK panel in the browser host', () => {
  let host: RunningWebHost;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    host = await startWebHost();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  });

  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('creates a signature, refuses bad fields with the spec messages, publishes a signed APK and suggests the next version', async () => {
    const home = new HomePage(page);
    await home.open(host.url);
    await home.chooseLanguage('en');
    await home.importPdf(TRACEMONKEY);
    await new EditorPage(page).waitForThumbnails(14);

    const apk = new ApkDialogPage(page);
    await apk.open();
    expect(await apk.field('apk-name').inputValue()).not.toBe('');
    // The panel says how the app speaks page audio set to text to speech (decision 0242).
    expect(await apk.field('apk-speech-note').textContent()).toContain("spoken on the phone by Android's own text-to-speech engine");

    await apk.field('apk-create-signature').click();
    const keystore = path.join(host.appDataDir, 'my.p12');
    const signature = { 'signature-name': 'Jane Doe', 'signature-organization': 'Acme', 'signature-country': 'US', 'signature-path': keystore };
    await apk.createSignature({ ...signature, 'signature-password': '12345', 'signature-confirm': '12345' });
    expect(await apk.error('signature-error')).toBe('Must contain no less than 6 characters!');
    await apk.createSignature({ 'signature-password': 'secret123', 'signature-confirm': 'secret124' });
    expect(await apk.error('signature-error')).toBe('Passwords do not match!');
    await apk.createSignature({ 'signature-confirm': 'secret123' });
    expect(await apk.field('apk-keystore').inputValue()).toBe(keystore);
    expect(fs.existsSync(keystore)).toBe(true);

    const out = path.join(host.appDataDir, 'book.apk');
    await apk.fill({ 'apk-name': 'Trace Book', 'apk-app-id': '9acme.book', 'apk-version-name': '1.0', 'apk-keystore-password': 'secret123', 'apk-output': out });
    await apk.field('apk-publish').click();
    expect(await apk.error('apk-error')).toBe('Appid Format Output Error');

    await apk.fill({ 'apk-app-id': 'com.acme.trace' });
    await apk.field('apk-version-name').click();
    await page.waitForFunction(() => (document.querySelector('[data-testid="apk-version-code"]') as HTMLInputElement | null)?.value === '1');
    await apk.publish();
    expect(await apk.field('apk-published').textContent()).toContain(out);
    expect(tool('aapt', 'dump', 'badging', out)).toContain("package: name='com.acme.trace' versionCode='1' versionName='1.0'");
    expect(tool('apksigner', 'verify', '--verbose', out)).toContain('Verified using v2 scheme (APK Signature Scheme v2): true');

    await page.keyboard.press('Escape');
    await apk.root().waitFor({ state: 'detached' });
    await apk.open();
    expect(await apk.field('apk-app-id').inputValue()).toBe('com.acme.trace');
    expect(await apk.field('apk-keystore').inputValue()).toBe(keystore);
    expect(await apk.field('apk-keystore-password').inputValue()).toBe('');
    await page.waitForFunction(() => (document.querySelector('[data-testid="apk-version-code"]') as HTMLInputElement | null)?.value === '2');
  });
});
