import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentMp3 } from '../support/silent-mp3.js';
import { launchChromium } from './support/browser.js';
import { installFakeSpeech, spokenLines } from './support/fake-speech.js';
import { startStaticServer, type StaticServer } from './support/static-server.js';
import { startWebHost, type RunningWebHost } from './support/web-host.js';
import { EditorPage } from './pages/editor-page.js';
import { openBookInEditor, saveCloseAndReopen } from './pages/editor-flows.js';
import { SettingsTabPage } from './pages/settings-tab-page.js';

const TRACEMONKEY = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'corpus', 'books', 'tracemonkey.pdf');

describe('the assistant tab (page audio)', () => {
  let host: RunningWebHost;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let bookServer: StaticServer | undefined;
  let tempDir: string;

  beforeAll(async () => {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-page-audio-'));
    fs.writeFileSync(path.join(tempDir, 'narration.mp3'), silentMp3(4));
    fs.writeFileSync(path.join(tempDir, 'narration.wav'), 'RIFF....WAVEfmt ');
    host = await startWebHost();
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    await installFakeSpeech(context);
    page = await context.newPage();
  });

  afterAll(async () => {
    await bookServer?.close();
    await browser?.close();
    await host?.stop();
    fs.rmSync(tempDir, { recursive: true, force: true });
  });

  const field = (id: string) => page.locator(`[data-testid="page-audio-${id}"]`);
  const preview = () => new EditorPage(page).previewDocument();
  /** A key press in the reader: its first gesture, after which browsers allow sound. */
  async function gesture(frame: Frame | Page): Promise<void> {
    await frame.locator('[data-testid="page-counter"]').click();
  }

  async function chooseMp3(file: string): Promise<void> {
    const chooser = page.waitForEvent('filechooser');
    await field('source-file').click();
    await (await chooser).setFiles(file);
  }

  it('reads a page aloud with the chosen voice, plays an MP3 on another, shows subtitles, mutes, undoes, saves and publishes', async () => {
    const editor = new EditorPage(page);
    await openBookInEditor(page, host.url, TRACEMONKEY, 14);
    await page.locator('[data-testid="tab-assistant"]').click();
    expect(await field('count').textContent()).toBe('Pages with audio: 0');

    // Text to speech starts from the words on the page; the voices are the system's.
    await field('source-speech').click();
    await expect.poll(() => field('text').inputValue()).toContain('Trace-based Just-in-Time Type Specialization');
    expect(await field('voice').locator('option').allTextContents()).toEqual(["Reader's default voice", 'Test Voice EN (en-US)', 'Test Voix FR (fr-FR)']);
    await field('voice').selectOption('Test Voix FR');
    await field('text').fill('Welcome to the tracing paper.');
    await field('preview').click();
    await expect.poll(() => spokenLines(page)).toEqual([{ text: 'Welcome to the tracing paper.', voice: 'Test Voix FR', lang: 'fr-FR' }]);
    await field('show-subtitles').click();
    await expect.poll(() => field('show-subtitles').isChecked()).toBe(true);

    // The preview reads page 1 after the reader's first gesture and the pause, with subtitles.
    const frame = await preview();
    await gesture(frame);
    await expect.poll(() => spokenLines(frame), { timeout: 10_000 }).toContainEqual({ text: 'Welcome to the tracing paper.', voice: 'Test Voix FR', lang: 'fr-FR' });
    await frame.locator('[data-testid="subtitles"] .fb-subtitles-text').filter({ hasText: 'Welcome to the tracing paper.' }).waitFor();
    // The reader can hide them with the CC button.
    await frame.locator('[data-testid="subtitles-toggle"]').click();
    await frame.locator('[data-testid="subtitles"] .fb-subtitles-text').waitFor({ state: 'hidden' });

    // Page 2 gets an MP3; a WAV is refused with the clear message.
    await page.locator('[data-testid="tab-assistant"]').focus();
    await field('page').selectOption({ label: 'Page 2' });
    await chooseMp3(path.join(tempDir, 'narration.wav'));
    await page.locator('[data-testid="toast-error"]').filter({ hasText: 'This file type is not supported here. Use: mp3.' }).waitFor();
    await chooseMp3(path.join(tempDir, 'narration.mp3'));
    await field('player').waitFor();
    expect(await field('count').textContent()).toBe('Pages with audio: 2');
    await field('text').fill('Second page words');
    await field('pause').fill('0');

    // Undo takes the MP3 edits back one at a time; redo restores them.
    await page.locator('[data-testid="tab-assistant"]').focus();
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await expect.poll(() => field('count').textContent()).toBe('Pages with audio: 1');
    await page.keyboard.press('Control+Shift+z');
    await page.keyboard.press('Control+Shift+z');
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => field('count').textContent()).toBe('Pages with audio: 2');
    await expect.poll(() => field('text').inputValue()).toBe('Second page words');

    // Turning to page 2 plays its MP3 in the preview; the sound button stops it.
    const frame2 = await preview();
    await frame2.locator('button.fb-next').click();
    const narration = frame2.locator('audio[data-testid="page-narration"]');
    await expect.poll(() => narration.evaluate((audio: HTMLAudioElement) => !audio.paused && audio.currentTime > 0), { timeout: 10_000 }).toBe(true);
    await frame2.locator('[data-button="sound"]').click();
    await narration.waitFor({ state: 'detached' });

    // Switching the page display mode clears all audio, only after a confirmation, in one undo step.
    const settings = new SettingsTabPage(page);
    await settings.open();
    await settings.find('Single or double');
    await settings.input('pageMode').selectOption('1');
    expect(await page.locator('[data-testid="confirm-message"]').textContent()).toBe('Switching the page display mode clears the audio of all 2 pages that have it.');
    await page.locator('[data-testid="confirm-no"]').click();
    expect(await settings.input('pageMode').inputValue()).toBe('0');
    await settings.input('pageMode').selectOption('1');
    await page.locator('[data-testid="confirm-yes"]').click();
    await page.locator('[data-testid="tab-assistant"]').click();
    await expect.poll(() => field('count').textContent()).toBe('Pages with audio: 0');
    await page.locator('[data-testid="tab-assistant"]').focus();
    await page.keyboard.press('Control+z');
    await expect.poll(() => field('count').textContent()).toBe('Pages with audio: 2');

    await saveCloseAndReopen(page, path.join(host.appDataDir, 'page-audio.flipbook'), 14);
    await page.locator('[data-testid="tab-assistant"]').click();
    expect(await field('count').textContent()).toBe('Pages with audio: 2');
    expect(await field('text').inputValue()).toBe('Welcome to the tracing paper.');
    expect(await field('voice').inputValue()).toBe('Test Voix FR');

    // The published book carries the MP3 and plays both pages.
    const outDir = path.join(host.appDataDir, 'published-page-audio');
    await editor.publishHtml(outDir);
    expect(fs.readdirSync(path.join(outDir, 'files', 'media')).map((name) => path.extname(name))).toEqual(['.mp3']);
    bookServer = await startStaticServer({ '/': outDir });
    const readerPage = await context.newPage();
    await readerPage.goto(`${bookServer.origin}/index.html`);
    await gesture(readerPage);
    await expect.poll(() => spokenLines(readerPage), { timeout: 10_000 }).toEqual([{ text: 'Welcome to the tracing paper.', voice: 'Test Voix FR', lang: 'fr-FR' }]);
    await readerPage.locator('button.fb-next').click();
    const published = readerPage.locator('audio[data-testid="page-narration"]');
    await expect.poll(() => published.evaluate((audio: HTMLAudioElement) => !audio.paused && audio.currentTime > 0), { timeout: 10_000 }).toBe(true);
    expect(await published.getAttribute('src')).toMatch(/^files\/media\/[0-9a-f]{32}\.mp3$/);
    await readerPage.close();
  });
});
