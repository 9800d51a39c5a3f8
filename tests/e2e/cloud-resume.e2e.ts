import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCloud, type CloudProcess } from '../support/cloud-process.js';
import { CloudPage } from './pages/cloud-page.js';
import { openBookInEditor } from './pages/editor-flows.js';
import { launchChromium } from './support/browser.js';
import { CuttingProxy } from './support/cutting-proxy.js';
import { freePorts } from './support/free-ports.js';
import { startWebHost, type RunningWebHost } from './support/web-host.js';

const TRACEMONKEY = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'corpus', 'books', 'tracemonkey.pdf');
const EMAIL = 'traveller@example.com';
/** Past the upload task's request (the manifest) and into the page images: "half way" in bytes. */
const INTO_THE_FILES = 400_000;

describe('the cloud panels on a bad network', () => {
  let data: string;
  let ports: number[];
  let cloud: CloudProcess | null = null;
  const proxy = new CuttingProxy();
  let host: RunningWebHost;
  let browser: Browser;
  let page: Page;

  const startCloud = async () => {
    cloud = await runCloud(['--data', data, '--port', String(ports[0]), '--books-port', String(ports[1])]);
  };

  beforeAll(async () => {
    data = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-cloud-resume-e2e-'));
    ports = await freePorts(2);
    await startCloud();
    await proxy.start(ports[0] ?? 0);
    host = await startWebHost();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await openBookInEditor(page, host.url, TRACEMONKEY, 14);
  });

  afterAll(async () => {
    await browser?.close();
    await host?.stop();
    await proxy.stop();
    await cloud?.stop();
  });

  it('says why a login fails, and signs in again by itself after a restart of the editor (auto login)', async () => {
    const ui = new CloudPage(page);
    await ui.badge().click();
    await ui.el('cloud-login').waitFor();
    await page.locator('.cloud-server summary').click();
    await ui.el('cloud-email').fill(EMAIL);
    await ui.el('cloud-password').fill('secret-1');
    // Nothing listens on the port the unused half of the pair was: no answer at all.
    await ui.el('cloud-server').fill(`http://127.0.0.1:${await deadPort()}`);
    await ui.el('cloud-login-submit').click();
    await expect.poll(() => ui.el('cloud-login-error').textContent()).toBe('Network Error!');
    await ui.el('cloud-server').fill(proxy.url);
    await ui.el('cloud-login-submit').click();
    await expect.poll(() => ui.el('cloud-login-error').textContent()).toBe('Incorrect email or password');
    await ui.el('cloud-login-cancel').click();

    await ui.badge().click();
    await ui.register(EMAIL, 'secret-1', proxy.url);
    await page.reload();
    await page.locator('[data-testid="cloud-badge"][data-signed-in="true"]').waitFor();
    expect(await ui.badge().textContent()).toContain(EMAIL);
    await ui.badge().click();
    expect(await ui.el('cloud-account-points').textContent()).toBe('5');
    await ui.el('cloud-account-close').click();
  });

  it('pauses a stalled upload, continues it, survives the connection cut half way and the service restarting, and finishes', async () => {
    const ui = new CloudPage(page);
    // The engine kept the book open through the editor's reload.
    await ui.openUpload();
    await ui.el('cloud-upload-title').fill('Trace Monkey on a bad day');

    proxy.tripAfter(INTO_THE_FILES, 'stall');
    await ui.el('cloud-upload-submit').click();
    await page.locator('[data-testid="cloud-upload-status"][data-status="uploading"], [data-testid="cloud-upload-status"][data-status="startUpload"]').waitFor({ timeout: 120_000 });
    await expect.poll(() => proxy.tripped).toBe(true);
    const stalled = await uploadBytes(page);
    await ui.el('cloud-upload-pause').click();
    await ui.waitForUploadStatus('paused');
    await ui.el('cloud-pending-item').waitFor();
    expect(await ui.el('cloud-pending-item').textContent()).toContain('Trace Monkey on a bad day');

    // The cut comes at half of the upload's bytes: the continued upload has sent what the
    // stalled one had, so it is allowed the rest of the first half. Its bar starts at the bytes
    // the service holds of the stalled upload (not at nought): what reached it before the stall,
    // and what the stalled connections deliver once the network is back. It stops short of the whole. How
    // far it gets is not fixed: up to a chunk (4 MB here, most of this book) may be in flight,
    // unanswered, when the cut comes, and the bar counts bytes handed to the socket.
    proxy.release();
    proxy.tripAfter(Math.max(1, Math.round(stalled.total / 2 - stalled.done)), 'cut');
    await watchProgress(page);
    await ui.el('cloud-pending-continue').click();
    await ui.waitForUploadStatus('failed');
    const seen = await page.evaluate(() => (window as unknown as { uploadSeen: { first: number; furthest: number } }).uploadSeen);
    console.log(`continued at ${(seen.first * 100).toFixed(1)}%, cut at ${(seen.furthest * 100).toFixed(1)}% of ${stalled.total} bytes (stalled at ${stalled.done})`);
    expect(seen.first).toBeGreaterThan(0);
    expect(seen.furthest).toBeGreaterThanOrEqual(seen.first);
    expect(seen.furthest).toBeLessThan(0.75);
    expect(await ui.el('cloud-upload-error').textContent()).toBe('Network Error!');
    await ui.el('cloud-pending-item').waitFor();

    // The service itself goes down and comes back; the upload continues from where it stands.
    await cloud?.stop();
    await startCloud();
    proxy.release();
    await ui.el('cloud-pending-continue').click();
    await ui.waitForUploadStatus('allSucceeded');
    await expect.poll(() => ui.el('cloud-pending').count()).toBe(0);
    const link = (await ui.el('cloud-upload-link').textContent()) ?? '';
    expect((await fetch(link)).status).toBe(200);
    await ui.el('cloud-upload-close').click();

    // With the network gone the book list says so, and Refresh reads it once it is back.
    proxy.tripAfter(1, 'cut');
    await ui.openBooks();
    await ui.el('cloud-books-error').waitFor();
    expect(await ui.el('cloud-books-error-title').textContent()).toBe('Failed to get book list');
    expect(await ui.el('cloud-books-error').textContent()).toContain('Network Error!');
    proxy.release();
    await ui.el('cloud-books-refresh').click();
    await ui.row('Trace Monkey on a bad day').waitFor();
    expect(await ui.el('cloud-books-error').count()).toBe(0);
  });
});

/** The running upload's bytes sent and in all, from its progress bar (the job's own figures). */
async function uploadBytes(page: Page): Promise<{ done: number; total: number }> {
  const bar = page.locator('[data-testid="cloud-upload-progress"] progress[max]');
  await bar.waitFor();
  const figures = await bar.evaluate((element: HTMLProgressElement) => ({ done: element.value, total: element.max }));
  expect(figures.total).toBeGreaterThan(INTO_THE_FILES * 2);
  return figures;
}

/** Records, in the page, the first and the furthest fraction the upload's progress bar shows from now on. */
async function watchProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = window as unknown as { uploadSeen: { first: number; furthest: number } };
    state.uploadSeen = { first: -1, furthest: 0 };
    const look = () => {
      const bar = document.querySelector<HTMLProgressElement>('[data-testid="cloud-upload-progress"] progress[max]');
      if (bar === null || bar.max <= 1) return;
      const share = bar.value / bar.max;
      if (state.uploadSeen.first < 0) state.uploadSeen.first = share;
      state.uploadSeen.furthest = Math.max(state.uploadSeen.furthest, share);
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['value', 'max'] });
  });
}

/** A port with nothing listening: taken free, then let go. */
async function deadPort(): Promise<number> {
  const [port] = await freePorts(1);
  return port ?? 9;
}
