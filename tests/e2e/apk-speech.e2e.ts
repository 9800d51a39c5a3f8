import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readZipEntries } from '../../src/main/publish/apk/read-zip.js';
import { defaultBaseApkPath } from '../../src/main/publish/apk/register-apk-handlers.js';
import { createApkTestEngine } from '../../src/main/publish/apk/testing/apk-test-engine.js';
import { createFakeProject, pageColor } from '../../src/main/publish/testing/fake-project.js';
import { READER_DIST } from './support/base-book.js';
import { launchChromium } from './support/browser.js';
import { installFakeSpeech, spokenLines } from './support/fake-speech.js';
import { packageFiles, writeBookFolder } from './support/package-files.js';
import { startStaticServer, type StaticServer } from './support/static-server.js';

const WORDS = 'Bonjour, voici la première page.';

let work: string;
let apk: Map<string, Buffer>;
let server: StaticServer;
let browser: Browser;

/**
 * A stand-in for the APK viewer's SpeechBridge (window.FlipbookSpeech): records what it was
 * asked to say and "speaks" for a moment, as Android's engine would.
 */
async function installFakeAndroidBridge(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const record = window as unknown as { androidSaid: { text: string; lang: string }[] };
    record.androidSaid = [];
    let until = 0;
    (window as unknown as { FlipbookSpeech: unknown }).FlipbookSpeech = {
      speak(text: string, lang: string) {
        record.androidSaid.push({ text, lang });
        until = Date.now() + 800;
        return true;
      },
      stop() {
        until = 0;
      },
      isSpeaking: () => Date.now() < until,
    };
  });
}

async function openBook(withBridge: boolean): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
  await installFakeSpeech(context);
  if (withBridge) await installFakeAndroidBridge(context);
  const page = await context.newPage();
  await page.goto(`${server.origin}/book/index.html`);
  // The reader's first press: after it, browsers (and the WebView) allow sound.
  await page.locator('[data-testid="page-counter"]').click();
  return { page, context };
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-apk-speech-e2e-'));
  const project = await createFakeProject({ title: 'Spoken', pages: [1, 2].map((n) => ({ width: 120, height: 160, color: pageColor(n) })) });
  const first = project.snapshot().pages[0]?.id ?? '';
  project.updateBook({ settings: { pageMode: 'single', pageAudio: { [first]: { source: 'speech', text: WORDS, voice: 'Test Voix FR', lang: 'fr-FR', subtitles: false, showSubtitles: false, pause: 0 } } } });
  const engine = createApkTestEngine({ project, readerAssetsDir: READER_DIST, appDataDir: path.join(work, 'appdata') });
  const keystorePath = path.join(work, 'signature.p12');
  await engine.createKeystore({ outPath: keystorePath, name: 'Jane Doe', validityYears: 25, password: 'secret123', confirmPassword: 'secret123' });
  const outPath = path.join(work, 'spoken.apk');
  await engine.publishApk({ outPath, appName: 'Spoken', appId: 'com.acme.spoken', versionCode: 1, versionName: '1.0', keystorePath, keystorePassword: 'secret123' });
  apk = await packageFiles(outPath);
  writeBookFolder(apk, 'assets/book/', path.join(work, 'book'));
  server = await startStaticServer({ '/book/': path.join(work, 'book') });
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('page audio with text to speech in the Android app', () => {
  it('ships the viewer whose code adds the speech bridge', async () => {
    const base = (await readZipEntries(defaultBaseApkPath())).find((entry) => entry.name === 'classes.dex');
    expect(apk.get('classes.dex')?.equals(base?.data ?? Buffer.alloc(0))).toBe(true);
    expect(apk.get('classes.dex')?.includes('FlipbookSpeech')).toBe(true);
  });

  it('speaks through the bridge, in the page’s language, and not through speechSynthesis', async () => {
    const { page, context } = await openBook(true);
    try {
      await expect.poll(() => page.evaluate(() => (window as unknown as { androidSaid: unknown[] }).androidSaid), { timeout: 15_000 }).toEqual([{ text: WORDS, lang: 'fr-FR' }]);
      expect(await spokenLines(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('still speaks through speechSynthesis where there is no bridge (a browser)', async () => {
    const { page, context } = await openBook(false);
    try {
      await expect.poll(() => spokenLines(page), { timeout: 15_000 }).toEqual([{ text: WORDS, voice: 'Test Voix FR', lang: 'fr-FR' }]);
    } finally {
      await context.close();
    }
  });
});
