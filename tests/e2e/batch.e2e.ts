import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_API_PREFIX, HTTP_TOKEN_HEADER } from '../../src/shared/api/envelope.js';
import { readPublishedBook } from '../../src/main/publish/testing/read-published-book.js';
import { BatchPage } from './pages/batch-page.js';
import { HomePage } from './pages/home-page.js';
import { ReaderPage } from './pages/reader-page.js';
import { launchChromium } from './support/browser.js';
import { startWebHost, type RunningWebHost } from './support/web-host.js';

const CORPUS = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'corpus', 'pdfjs');
/** Small corpus PDFs of 1, 2 and 1 pages, so the batch stays quick on a busy two-core machine. */
const PDFS = { 'alpha.pdf': 'gradientfill.pdf', 'beta.pdf': 'issue6204.pdf', 'gamma.pdf': 'glyph_accent.pdf' };

/** Calls the web host's API as the editor does. */
async function call(host: RunningWebHost, name: string, arg: unknown): Promise<unknown> {
  const response = await fetch(`${host.origin}${HTTP_API_PREFIX}${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [HTTP_TOKEN_HEADER]: host.token },
    body: JSON.stringify(arg),
  });
  const envelope = (await response.json()) as { ok: boolean; result?: unknown; error?: unknown };
  if (!envelope.ok) throw new Error(`${name}: ${JSON.stringify(envelope.error)}`);
  return envelope.result;
}

async function png(file: string, red: number): Promise<void> {
  fs.writeFileSync(file, await sharp({ create: { width: 120, height: 160, channels: 3, background: { r: red, g: 90, b: 40 } } }).png().toBuffer());
}

describe('batch conversion in the editor', () => {
  let work: string;
  let inbox: string;
  let many: string;
  let out: string;
  let host: RunningWebHost;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-batch-e2e-'));
    inbox = path.join(work, 'inbox');
    fs.mkdirSync(path.join(inbox, 'pics'), { recursive: true });
    for (const [name, source] of Object.entries(PDFS)) fs.copyFileSync(path.join(CORPUS, source), path.join(inbox, name));
    fs.writeFileSync(path.join(inbox, 'broken.pdf'), '%PDF-1.4\nnot really a PDF, only junk bytes\n');
    await png(path.join(inbox, 'pics', 'page1.png'), 200);
    await png(path.join(inbox, 'pics', 'page2.png'), 60);
    // The second run: enough one-page books that stopping them all finds most still waiting.
    many = path.join(work, 'many');
    fs.mkdirSync(many);
    for (let index = 1; index <= 10; index += 1) fs.copyFileSync(path.join(CORPUS, 'gradientfill.pdf'), path.join(many, `copy-${index}.pdf`));
    out = path.join(work, 'out');

    host = await startWebHost();
    // A saved template with a password group (and a scene, to see it was applied at all).
    await call(host, 'project.new', { title: 'Template source' });
    const protection = { mode: 'password', kind: 'single', password: 'hunter2-Secret!', users: [], fromPage: 1 };
    await call(host, 'project.update', { patch: { settings: { protection, scene: 'snow' } } });
    const coverPath = path.join(work, 'cover.png');
    await png(coverPath, 10);
    await call(host, 'templates.save', { name: 'Locked', coverPath, groups: ['password', 'scene'] });
    await call(host, 'project.close', {});

    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    await browser?.close();
    await host?.stop();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it('converts a folder with a saved template, reports the broken PDF, and filters the failures', async () => {
    const home = new HomePage(page);
    const batch = new BatchPage(page);
    await home.open(host.url);
    await home.chooseLanguage('en');
    await batch.openFromHome();
    await expect.poll(() => batch.button('template-note').textContent()).toBe('Password data in a template is ignored by batch conversion.');

    await batch.addPath(inbox);
    await batch.button('out-dir').fill(out);
    await batch.chooseTemplate('Locked');
    await batch.button('start').click();
    await batch.waitForEnd(5);

    expect(await batch.tasks().evaluateAll((rows) => rows.map((row) => [(row as HTMLElement).dataset.taskName, (row as HTMLElement).dataset.state]))).toEqual([
      ['alpha', 'success'],
      ['beta', 'success'],
      ['broken', 'failed'],
      ['gamma', 'success'],
      ['pics', 'success'],
    ]);
    const failure = await batch.task('broken').locator('[data-testid="batch-task-error"]').textContent();
    expect(failure).toMatch(/^Batch conversion failed: .+/);
    expect(await batch.task('beta').locator('[data-testid="batch-task-pages"]').textContent()).toBe('2');
    expect(await batch.task('pics').locator('[data-testid="batch-task-output"]').textContent()).toBe(path.join(out, 'pics'));

    // The template's scene came along; its password group did not: no book is protected.
    for (const name of ['alpha', 'beta', 'gamma', 'pics']) {
      const book = readPublishedBook(path.join(out, name));
      expect(book.protection, name).toBeUndefined();
      expect(JSON.stringify(book), name).toContain('"snow"');
    }
    expect(fs.readdirSync(out).sort()).toEqual(['alpha', 'beta', 'gamma', 'pics']);

    await batch.button('filter-fail').click();
    await expect.poll(() => batch.tasks().count()).toBe(1);
    expect(await batch.task('broken').getAttribute('data-state')).toBe('failed');
    await batch.button('filter-success').click();
    await expect.poll(() => batch.tasks().count()).toBe(4);
    await batch.button('filter-all').click();
    await expect.poll(() => batch.tasks().count()).toBe(5);

    // The settings are remembered for the next batch.
    const prefs = (await call(host, 'prefs.get', {})) as { batchChoices?: unknown };
    expect(prefs.batchChoices).toMatchObject({ format: 'html', outDir: out, template: 'Locked' });
  });

  it('stops a second run as a whole after confirming, then deletes every task after confirming', async () => {
    const batch = new BatchPage(page);
    await batch.addPath(many);
    await batch.button('start').click();
    // Stop once the run is under way: a task converting, the others waiting their turn.
    await page.locator('[data-testid="batch-task"][data-state="converting"]').first().waitFor();
    await batch.button('stop-all').click();
    expect(await batch.confirm()).toContain('Finished books stay');
    await batch.waitForEnd(20);

    const second = (await batch.states()).slice(5);
    expect(second).toHaveLength(15);
    expect(second).toContain('not started');
    for (const state of second) expect(['success', 'failed', 'stopped', 'not started']).toContain(state);
    // A stopped book leaves nothing behind; a finished one stays.
    const finished = second.filter((state) => state === 'success').length;
    expect(fs.readdirSync(out)).toHaveLength(4 + finished);

    await batch.button('delete-all').click();
    await batch.confirm();
    await batch.button('no-tasks').waitFor();
    expect(await batch.tasks().count()).toBe(0);
  });

  it('wrote books a reader opens from disk and turns', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page: readerTab, problems } = await ReaderPage.watched(context);
    const reader = new ReaderPage(readerTab);
    await readerTab.goto(pathToFileURL(path.join(out, 'pics', 'index.html')).href);
    await reader.waitForLoaded();
    await reader.waitForVisiblePages([1]);
    await reader.press('ArrowRight');
    await reader.waitForVisiblePages([2]);
    expect(problems).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('takes PDF files dropped on the panel, uploaded as the web host’s picker does', async () => {
    const batch = new BatchPage(page);
    const bytes = [...fs.readFileSync(path.join(CORPUS, PDFS['beta.pdf']))];
    const dataTransfer = await page.evaluateHandle((content) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(content)], 'dropped.pdf', { type: 'application/pdf' }));
      return transfer;
    }, bytes);
    await batch.button('inputs').dispatchEvent('drop', { dataTransfer });
    const dropped = batch.button('input-list').locator('li', { hasText: 'dropped.pdf' });
    await dropped.waitFor();
    await dropped.getByRole('button').click();
    await dropped.waitFor({ state: 'detached' });
  });
});
