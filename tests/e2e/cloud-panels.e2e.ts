import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, pointsAccount, post, WORLD_ACCOUNTS } from '../../src/server/billing/ledger.js';
import { hostingChargeKey, HOSTING_POINTS_PER_MONTH } from '../../src/server/jobs/hosting-charges.js';
import { openDatabase } from '../../src/server/store/database.js';
import { runCloud, runCloudCommand, type CloudProcess } from '../support/cloud-process.js';
import { CloudPage } from './pages/cloud-page.js';
import { openBookInEditor } from './pages/editor-flows.js';
import { ReaderPage } from './pages/reader-page.js';
import { SettingsTabPage } from './pages/settings-tab-page.js';
import { launchChromium } from './support/browser.js';
import { freePorts } from './support/free-ports.js';
import { startWebHost, type RunningWebHost } from './support/web-host.js';

const TRACEMONKEY = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'corpus', 'books', 'tracemonkey.pdf');
const EMAIL = 'author@example.com';
/** Background colour A as the test sets it before overwriting (Design → Settings); the template's is another. */
const CHANGED_BACKGROUND_A = '#ff0000';

describe('the cloud panels', () => {
  let data: string;
  let ports: number[];
  let cloud: CloudProcess | null = null;
  let host: RunningWebHost;
  let browser: Browser;
  let page: Page;

  /** `npm run server` on this test's data folder and fixed ports, so the app's session outlives a restart. */
  const startCloud = async () => {
    cloud = await runCloud(['--data', data, '--port', String(ports[0]), '--books-port', String(ports[1])]);
    return cloud;
  };
  const stopCloud = async () => {
    await cloud?.stop();
    cloud = null;
  };

  beforeAll(async () => {
    data = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-cloud-e2e-'));
    ports = await freePorts(2);
    await startCloud();
    host = await startWebHost();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    await openBookInEditor(page, host.url, TRACEMONKEY, 14);
  });

  afterAll(async () => {
    await browser?.close();
    await host?.stop();
    await stopCloud();
  });

  it('creates an account, refuses a free user, uploads once points are granted, shares by link and QR, and deletes the book', async () => {
    const ui = new CloudPage(page);
    const apiUrl = cloud?.apiUrl ?? '';

    // Upload while signed out goes by way of the login panel, where the account is created.
    await ui.el('ribbon-cloud-upload').click();
    await ui.register(EMAIL, 'secret-1', apiUrl);
    await ui.el('cloud-upload').waitFor();
    expect(await ui.badge().textContent()).toContain(EMAIL);
    await ui.el('cloud-upload-close').click();

    // The 5 free points spent, the account is a free user: the dialog says so and sends to the account panel.
    await stopCloud();
    await spendPoints(data, EMAIL, 5);
    await startCloud();
    await ui.openUpload();
    await ui.el('cloud-upload-needs-plan').waitFor();
    expect(await ui.el('cloud-upload-submit').isDisabled()).toBe(true);
    await ui.el('cloud-upload-to-account').click();
    await ui.el('cloud-account').waitFor();
    expect(await ui.el('cloud-account-plan').getAttribute('data-plan')).toBe('free');
    expect(await ui.el('cloud-account-points').textContent()).toBe('0');

    // An administrator grants points; Refresh shows them.
    await stopCloud();
    const granted = await runCloudCommand(['admin', 'grant-points', EMAIL, '20', '--data', data]);
    expect(granted.output).toContain('the balance is now 20');
    await startCloud();
    await ui.el('cloud-account-refresh').click();
    await expect.poll(() => ui.el('cloud-account-points').textContent()).toBe('20');
    expect(await ui.el('cloud-account-plan').getAttribute('data-plan')).toBe('points');
    await ui.el('cloud-account-close').click();

    // The title is required; then the upload runs through its steps to "All succeeded".
    await ui.openUpload();
    await ui.el('cloud-upload-title').fill('  ');
    await ui.el('cloud-upload-submit').click();
    expect(await ui.el('cloud-upload-error').textContent()).toBe('Please enter book title!');
    await ui.el('cloud-upload-title').fill('Trace Monkey Online');
    await ui.el('cloud-upload-keywords').fill('tracing, jit');
    await ui.el('cloud-upload-submit').click();
    await ui.waitForUploadStatus('allSucceeded');
    const link = (await ui.el('cloud-upload-link').textContent()) ?? '';
    expect(link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${ports[1]}/b/`));

    // Share: the link, the QR code saved as PNG decodes to it, and the embed code takes a size.
    await ui.el('cloud-upload-share').click();
    await ui.el('cloud-share-qr').waitFor();
    expect(await ui.el('cloud-share-link').inputValue()).toBe(link);
    const png = path.join(data, 'qr.png');
    await ui.saveQr(png);
    expect(execFileSync('zbarimg', ['--quiet', '--raw', png], { encoding: 'utf8' }).trim()).toBe(link);
    await ui.el('cloud-share-embed').click();
    await ui.el('cloud-embed-width').fill('640');
    await expect.poll(() => ui.el('cloud-embed-code').inputValue()).toContain('width="640"');
    await ui.el('cloud-embed-back').click();
    await ui.el('cloud-share-close').click();

    // The hosted book opens and turns a page.
    const readerTab = await browser.newPage({ viewport: { width: 1000, height: 700 } });
    await readerTab.goto(link);
    const reader = new ReaderPage(readerTab);
    await reader.waitForCounter('1 / 14');
    const firstLook = await hostedLook(readerTab);
    expect(firstLook.title).toBe('Trace Monkey Online');
    expect(firstLook.backgroundA).not.toBe(CHANGED_BACKGROUND_A);
    await reader.press('ArrowRight');
    await reader.waitForCounter('2-3 / 14');
    await readerTab.close();

    // A book setting changes in the editor before the overwrite: the upload publishes the book as it is now.
    const settings = new SettingsTabPage(page);
    await settings.open();
    await settings.find('background colour');
    await settings.input('backgroundColourA').fill(CHANGED_BACKGROUND_A);
    await settings.row('backgroundColourA').locator('.setting-modified').waitFor();

    // Overwriting needs a book picked, and keeps that book's link.
    await ui.openUpload();
    await ui.el('cloud-upload-title').fill('Trace Monkey, second edition');
    await ui.el('cloud-upload-overwrite').check();
    await ui.el('cloud-upload-submit').click();
    expect(await ui.el('cloud-upload-error').textContent()).toBe('Please select the book to overwrite.');
    await ui.el('cloud-upload-overwrite-book').selectOption({ label: 'Trace Monkey Online' });
    await ui.el('cloud-upload-submit').click();
    await ui.waitForUploadStatus('allSucceeded');
    expect(await ui.el('cloud-upload-link').textContent()).toBe(link);
    await ui.el('cloud-upload-close').click();

    // The same link now shows the new version: the new title and the changed setting.
    const overwrittenTab = await browser.newPage({ viewport: { width: 1000, height: 700 } });
    await overwrittenTab.goto(link);
    await new ReaderPage(overwrittenTab).waitForCounter('1 / 14');
    expect(await hostedLook(overwrittenTab)).toEqual({ title: 'Trace Monkey, second edition', backgroundA: CHANGED_BACKGROUND_A });
    await overwrittenTab.close();

    // The VIP expired and 1 point left, for the hosted book and a new one: the upload dialog warns that
    // the book will be disabled 24 hours later and lets the upload go on; an overwrite adds no book.
    await stopCloud();
    await leaveOnePoint(data, EMAIL);
    await giveVip(data, EMAIL, 'monthly', -1);
    await startCloud();
    await ui.openUpload();
    await ui.el('cloud-upload-runs-out').waitFor();
    expect(await ui.el('cloud-upload-runs-out').textContent()).toContain('disabled 24 hours later');
    expect(await ui.el('cloud-upload-needs-plan').count()).toBe(0);
    expect(await ui.el('cloud-upload-submit').isDisabled()).toBe(false);
    await ui.el('cloud-upload-overwrite').check();
    await ui.el('cloud-upload-overwrite-book').selectOption({ index: 1 });
    await expect.poll(() => ui.el('cloud-upload-runs-out').count()).toBe(0);
    await ui.el('cloud-upload-close').click();

    // The online book list: rename, disable (the link stops), enable, and delete after a confirmation.
    await ui.openBooks();
    const row = ui.el('cloud-book');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getAttribute('data-status')).toBe('enabled');
    expect(await row.locator('[data-testid="cloud-book-status"]').textContent()).toBe('Enabled');
    await row.locator('[data-testid="cloud-book-rename"]').click();
    await row.locator('[data-testid="cloud-book-rename-input"]').fill('Trace Monkey, renamed');
    await row.locator('[data-testid="cloud-book-rename-save"]').click();
    await expect.poll(() => row.locator('[data-testid="cloud-book-title"]').textContent()).toBe('Trace Monkey, renamed');
    await row.locator('[data-testid="cloud-book-disable"]').click();
    await page.locator('[data-testid="cloud-book"][data-status="disabled"]').waitFor();
    expect((await fetch(link)).status).toBe(404);
    await row.locator('[data-testid="cloud-book-enable"]').click();
    await page.locator('[data-testid="cloud-book"][data-status="enabled"]').waitFor();
    await row.locator('[data-testid="cloud-book-delete"]').click();
    await row.locator('[data-testid="cloud-book-delete-yes"]').click();
    await ui.el('cloud-books-empty').waitFor();
    expect((await fetch(link)).status).toBe(404);
    await ui.el('cloud-books-close').click();

    // A yearly VIP (paid on the service's page; written here into the stopped service's database)
    // shows its plan, its expiry date and the days remaining, and offers Renew.
    await stopCloud();
    const expiresAt = await giveVip(data, EMAIL, 'yearly', 40);
    await startCloud();
    await ui.badge().click();
    await ui.el('cloud-account-refresh').click();
    await expect.poll(() => ui.el('cloud-account-plan').getAttribute('data-plan')).toBe('vipYearly');
    expect(await ui.el('cloud-account-plan').textContent()).toBe('VIP (yearly)');
    const [year, month, day] = expiresAt.toISOString().slice(0, 10).split('-');
    expect(await ui.el('cloud-account-expiry').textContent()).toBe(`${month}/${day}/${year}`);
    expect(await ui.el('cloud-account-days').textContent()).toBe(String(Math.ceil((expiresAt.getTime() - Date.now()) / DAY_MS)));
    // Given by hand, not bought, so nothing renews it: the panel says so, and offers Renew.
    expect(await ui.el('cloud-account-renewal').textContent()).toBe('Does not renew');
    expect(await ui.el('cloud-buy-renew').count()).toBe(1);
    expect(await ui.el('cloud-account-runs-out').count()).toBe(0);
    await ui.el('cloud-account-close').click();
  });
});

/**
 * Pays this month's hosting of the account's books (as the service's scheduled charge does, under
 * its key, so the charge the restarted service runs finds them paid instead of racing this test),
 * then spends the points down to 1.
 */
async function leaveOnePoint(data: string, email: string): Promise<void> {
  const db = await openDatabase({ kind: 'embedded', folder: path.join(data, 'database') });
  try {
    const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const books = await db.selectFrom('books').select('id').where('user_id', '=', user.id).where('deleted_at', 'is', null).execute();
    for (const book of books) {
      const entries = [{ account: pointsAccount(user.id), points: -HOSTING_POINTS_PER_MONTH }, { account: WORLD_ACCOUNTS.hosting, points: HOSTING_POINTS_PER_MONTH }];
      await post(db, { idempotencyKey: hostingChargeKey(book.id, new Date()), kind: 'charge', userId: user.id, entries });
    }
    const extra = (await balanceOf(db, pointsAccount(user.id))) - 1;
    const entries = [{ account: pointsAccount(user.id), points: -extra }, { account: WORLD_ACCOUNTS.hosting, points: extra }];
    if (extra > 0) await post(db, { idempotencyKey: `e2e-leave-one-${user.id}`, kind: 'charge', userId: user.id, entries });
  } finally {
    await db.destroy();
  }
}

/** Spends points of an account as the monthly hosting charge would, straight in the stopped service's database. */
async function spendPoints(data: string, email: string, points: number): Promise<void> {
  const db = await openDatabase({ kind: 'embedded', folder: path.join(data, 'database') });
  try {
    const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    // One key per spend: the ledger replays a key it has seen instead of posting it again.
    const entries = [{ account: pointsAccount(user.id), points: -points }, { account: WORLD_ACCOUNTS.hosting, points }];
    await post(db, { idempotencyKey: `e2e-spend-${user.id}-${points}`, kind: 'charge', userId: user.id, entries });
  } finally {
    await db.destroy();
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Gives an account VIP until noon (UTC) `days` days from today (a negative number: expired), as a
 * paid order would, straight in the stopped service's database; noon keeps the expiry on the same
 * calendar day in any time zone.
 */
async function giveVip(data: string, email: string, plan: 'monthly' | 'yearly', days: number): Promise<Date> {
  const expiresAt = new Date(`${new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)}T12:00:00.000Z`);
  const db = await openDatabase({ kind: 'embedded', folder: path.join(data, 'database') });
  try {
    await db.updateTable('users').set({ vip_plan: plan, vip_expires_at: expiresAt }).where('email', '=', email).execute();
  } finally {
    await db.destroy();
  }
  return expiresAt;
}

/** What of the hosted book the overwrite changes: the page's title and the reader's background colour A. */
async function hostedLook(tab: Page): Promise<{ title: string; backgroundA: string }> {
  return tab.evaluate(() => ({
    title: document.title,
    backgroundA: getComputedStyle(document.querySelector('.fb-reader')!).getPropertyValue('--fb-bg-a').trim(),
  }));
}
