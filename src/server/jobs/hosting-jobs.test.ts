import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../../../tests/support/test-databases.js';
import { newId } from '../accounts/tokens.js';
import { balanceOf, pointsAccount, post, WORLD_ACCOUNTS } from '../billing/ledger.js';
import { buildBooksApp } from '../hosting/books-app.js';
import { FolderStorage } from '../store/folder-storage.js';
import type { BookStatus, Db } from '../store/schema.js';
import { hostBook } from '../testing/hosted-book.js';
import { testContext } from '../testing/test-context.js';
import { hostingChargeKey, runHostingCharges } from './hosting-charges.js';
import { runOverdueRule } from './overdue-books.js';
import { runOnce, runSlot } from './scheduler.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const INTERVAL = 10 * 60 * 1000;

describe.each(DATABASE_KINDS)('hosting charges and the overdue rule on the %s database', (kind) => {
  let db: Db;
  let close: () => Promise<void>;
  let storage: FolderStorage;
  let storageRoot: string;
  let booksApp: FastifyInstance;
  let ctx: ReturnType<typeof testContext>;

  beforeAll(async () => {
    const database = await openTestDatabase(kind);
    db = database.db;
    close = database.close;
    storageRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-jobs-'));
    storage = new FolderStorage(storageRoot);
    booksApp = buildBooksApp(db, storage);
  });
  afterAll(async () => {
    await booksApp?.close();
    await close?.();
    if (storageRoot) fs.rmSync(storageRoot, { recursive: true, force: true });
  });
  // Every test starts at the same hand-held moment (2026-11-25 12:00 UTC) and the jobs look
  // at every book, so a test's books are deleted when it ends, leaving the next one alone.
  beforeEach(() => {
    ctx = testContext(db);
  });
  afterEach(async () => {
    await db.updateTable('books').set({ deleted_at: new Date() }).where('deleted_at', 'is', null).execute();
  });

  async function newUser(input: { points?: number; vipUntil?: Date } = {}): Promise<string> {
    const id = newId();
    await db.insertInto('users').values({ id, email: `${id}@example.com`, password_hash: 'x', vip_plan: input.vipUntil ? 'monthly' : null, vip_expires_at: input.vipUntil ?? null }).execute();
    if (input.points) await grant(id, input.points);
    return id;
  }
  async function grant(userId: string, points: number): Promise<void> {
    await post(db, { idempotencyKey: `test-grant:${newId()}`, kind: 'grant', userId, entries: [{ account: pointsAccount(userId), points }, { account: WORLD_ACCOUNTS.grants, points: -points }] });
  }
  async function newBook(userId: string): Promise<string> {
    const { bookId } = await hostBook(db, storage, { userId, title: `Book ${newId()}`, files: { 'index.html': '<!doctype html><p>hi</p>' } });
    return bookId;
  }
  async function statusOf(bookId: string): Promise<BookStatus> {
    return (await db.selectFrom('books').select('status').where('id', '=', bookId).executeTakeFirstOrThrow()).status;
  }
  async function served(bookId: string): Promise<boolean> {
    const response = await booksApp.inject({ method: 'GET', url: `/b/${bookId}/` });
    return response.statusCode === 302;
  }
  async function chargesOf(userId: string): Promise<string[]> {
    const rows = await db.selectFrom('ledger_transactions').select('idempotency_key').where('user_id', '=', userId).where('kind', '=', 'charge').orderBy('idempotency_key').execute();
    return rows.map((row) => row.idempotency_key);
  }
  /** The user's points, checked against the ledger: what was granted less one point per charge, and every transaction balanced. */
  async function pointsOf(userId: string): Promise<number> {
    const balance = await balanceOf(db, pointsAccount(userId));
    const legs = await db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
      .select(['ledger_transactions.kind', 'ledger_entries.account', 'ledger_entries.points'])
      .where('ledger_transactions.user_id', '=', userId)
      .execute();
    const own = legs.filter((leg) => leg.account === pointsAccount(userId));
    expect(balance).toBe(own.reduce((sum, leg) => sum + leg.points, 0));
    expect(legs.filter((leg) => leg.kind === 'charge' && leg.account === WORLD_ACCOUNTS.hosting).every((leg) => leg.points === 1)).toBe(true);
    const unbalanced = await db.selectFrom('ledger_entries').select('transaction_id').groupBy('transaction_id').having(sql<number>`sum(points)`, '<>', 0).execute();
    expect(unbalanced).toEqual([]);
    expect(balance).toBeGreaterThanOrEqual(0);
    return balance;
  }
  const runBoth = async () => {
    await runHostingCharges(ctx);
    await runOverdueRule(ctx);
  };

  it('charges a points user one point per book per calendar month, once however often it runs', async () => {
    const userId = await newUser({ points: 5 });
    const [first, second] = [await newBook(userId), await newBook(userId)];
    await runBoth();
    expect(await pointsOf(userId)).toBe(3);
    expect(await chargesOf(userId)).toEqual([hostingChargeKey(first, ctx.clock()), hostingChargeKey(second, ctx.clock())].sort());
    expect(await chargesOf(userId)).toEqual([`hosting:${first}:2026-11`, `hosting:${second}:2026-11`].sort());

    await runBoth();
    ctx.manualClock.advance(5 * DAY); // 2026-11-30 12:00, still November
    await runBoth();
    expect(await pointsOf(userId)).toBe(3);

    ctx.manualClock.advance(DAY); // 2026-12-01 12:00
    await runBoth();
    await runBoth();
    expect(await pointsOf(userId)).toBe(1);
    expect(await chargesOf(userId)).toHaveLength(4);
    expect(await chargesOf(userId)).toContain(`hosting:${first}:2026-12`);
    expect([await statusOf(first), await statusOf(second)]).toEqual(['enabled', 'enabled']);
    expect(await balanceOf(db, WORLD_ACCOUNTS.hosting)).toBeGreaterThanOrEqual(4);
  });

  it('turns the book it cannot charge overdue, keeps serving it for 24 hours, then disables it', async () => {
    const userId = await newUser({ points: 1 });
    const books = [await newBook(userId), await newBook(userId)];
    await runBoth();
    expect(await pointsOf(userId)).toBe(0);
    const statuses = await Promise.all(books.map(statusOf));
    expect([...statuses].sort()).toEqual(['enabled', 'overdue']);
    const paid = books[statuses.indexOf('enabled')] as string;
    const overdue = books[statuses.indexOf('overdue')] as string;
    expect(await chargesOf(userId)).toEqual([hostingChargeKey(paid, ctx.clock())]);
    const turnedOverdue = (await db.selectFrom('books').select('status_changed_at').where('id', '=', overdue).executeTakeFirstOrThrow()).status_changed_at;
    expect(turnedOverdue.toISOString()).toBe(ctx.clock().toISOString());

    ctx.manualClock.advance(23 * HOUR);
    await runBoth();
    expect([await statusOf(paid), await statusOf(overdue)]).toEqual(['enabled', 'overdue']);
    expect([await served(paid), await served(overdue)]).toEqual([true, true]);

    ctx.manualClock.advance(2 * HOUR);
    await runBoth();
    expect([await statusOf(paid), await statusOf(overdue)]).toEqual(['enabled', 'disabled']);
    expect([await served(paid), await served(overdue)]).toEqual([true, false]);
    expect(await pointsOf(userId)).toBe(0);
    expect(await chargesOf(userId)).toHaveLength(1);
  });

  it('enables an overdue book again, and charges it, when its owner tops up within the 24 hours', async () => {
    const userId = await newUser();
    const bookId = await newBook(userId);
    await runBoth();
    expect(await statusOf(bookId)).toBe('overdue');
    ctx.manualClock.advance(20 * HOUR);
    await runOverdueRule(ctx);
    expect(await statusOf(bookId)).toBe('overdue');

    await grant(userId, 3);
    await runOverdueRule(ctx);
    expect(await statusOf(bookId)).toBe('enabled');
    expect(await chargesOf(userId)).toEqual([`hosting:${bookId}:2026-11`]);
    expect(await pointsOf(userId)).toBe(2);

    ctx.manualClock.advance(10 * HOUR); // past the 24 hours: nothing to disable, nothing charged twice
    await runBoth();
    expect(await statusOf(bookId)).toBe('enabled');
    expect(await pointsOf(userId)).toBe(2);
  });

  it('never charges a live VIP, and enables an overdue book of someone who becomes one', async () => {
    const vip = await newUser({ points: 4, vipUntil: new Date(ctx.clock().getTime() + 40 * DAY) });
    const vipBook = await newBook(vip);
    const other = await newUser();
    const otherBook = await newBook(other);
    await runBoth();
    ctx.manualClock.advance(10 * DAY); // into December
    await runBoth();
    expect(await pointsOf(vip)).toBe(4);
    expect(await chargesOf(vip)).toEqual([]);
    expect(await statusOf(vipBook)).toBe('enabled');

    expect(await statusOf(otherBook)).toBe('disabled');
    // Disabled books are not the jobs' business; an overdue one of a new VIP is enabled free.
    const third = await newBook(other);
    await runBoth();
    expect(await statusOf(third)).toBe('overdue');
    await db.updateTable('users').set({ vip_plan: 'monthly', vip_expires_at: new Date(ctx.clock().getTime() + 30 * DAY) }).where('id', '=', other).execute();
    await runHostingCharges(ctx);
    expect(await statusOf(third)).toBe('enabled');
    expect(await chargesOf(other)).toEqual([]);
  });

  it('turns the books of an expired VIP without points overdue, then disables them 24 hours later', async () => {
    const userId = await newUser({ vipUntil: new Date(ctx.clock().getTime() + 2 * HOUR) });
    const bookId = await newBook(userId);
    await runBoth();
    expect(await statusOf(bookId)).toBe('enabled');
    ctx.manualClock.advance(3 * HOUR);
    await runBoth();
    expect(await statusOf(bookId)).toBe('overdue');
    ctx.manualClock.advance(23 * HOUR);
    await runBoth();
    expect(await statusOf(bookId)).toBe('overdue');
    expect(await served(bookId)).toBe(true);
    ctx.manualClock.advance(HOUR);
    await runBoth();
    expect(await statusOf(bookId)).toBe('disabled');
    expect(await served(bookId)).toBe(false);
    expect(await chargesOf(userId)).toEqual([]);
    expect(await pointsOf(userId)).toBe(0);
  });

  it('leaves deleted, disabled and uploading books alone', async () => {
    const userId = await newUser({ points: 5 });
    const disabled = (await hostBook(db, storage, { userId, title: 'Off', files: { 'index.html': 'x' }, status: 'disabled' })).bookId;
    const deleted = await newBook(userId);
    await db.updateTable('books').set({ deleted_at: ctx.clock() }).where('id', '=', deleted).execute();
    const uploading = await newBook(userId);
    await db.updateTable('books').set({ status: 'uploading' }).where('id', '=', uploading).execute();
    await runBoth();
    expect(await chargesOf(userId)).toEqual([]);
    expect(await statusOf(disabled)).toBe('disabled');
    expect(await statusOf(uploading)).toBe('uploading');
  });

  it('runs a slot once when two ticks claim it together, and charges once even without the lease', async () => {
    const userId = await newUser({ points: 10 });
    const books = [await newBook(userId), await newBook(userId), await newBook(userId)];
    const runs = await Promise.all([runOnce(ctx, { intervalMs: INTERVAL, instance: 'a' }), runOnce(ctx, { intervalMs: INTERVAL, instance: 'b' })]);
    expect(runs.map((run) => run.claimed).sort()).toEqual([false, true]);
    expect(runs.every((run) => run.period.getTime() === runSlot(ctx.clock(), INTERVAL).getTime())).toBe(true);
    expect(runs.find((run) => run.claimed)?.settled.filter((settled) => settled.outcome === 'charged')).toHaveLength(3);
    expect(await pointsOf(userId)).toBe(7);
    const lease = await db.selectFrom('scheduled_runs').selectAll().where('period', '=', runSlot(ctx.clock(), INTERVAL)).execute();
    expect(lease).toHaveLength(1);
    expect(lease[0]?.finished_at).not.toBeNull();

    // The same slot again: claimed already, nothing runs.
    expect((await runOnce(ctx, { intervalMs: INTERVAL })).claimed).toBe(false);

    // Next month, two whole runs at once with no lease at all: the keys still charge each book once.
    ctx.manualClock.advance(7 * DAY);
    const [one, two] = await Promise.all([runHostingCharges(ctx), runHostingCharges(ctx)]);
    const charged = [...one, ...two].filter((settled) => settled.outcome === 'charged');
    expect(charged.map((settled) => settled.bookId).sort()).toEqual([...books].sort());
    expect(await pointsOf(userId)).toBe(4);
    expect(await chargesOf(userId)).toHaveLength(6);

    // Two instances in the next slot, with one point left for three books: one charged, two overdue, never below zero.
    await db.updateTable('books').set({ deleted_at: ctx.clock() }).where('id', '=', books[0] as string).execute();
    const poorer = await newUser({ points: 1 });
    const poorerBooks = [await newBook(poorer), await newBook(poorer), await newBook(poorer)];
    ctx.manualClock.advance(INTERVAL);
    const racing = await Promise.all([runOnce(ctx, { intervalMs: INTERVAL, instance: 'a' }), runOnce(ctx, { intervalMs: INTERVAL, instance: 'b' })]);
    expect(racing.filter((run) => run.claimed)).toHaveLength(1);
    expect(await pointsOf(poorer)).toBe(0);
    expect((await Promise.all(poorerBooks.map(statusOf))).sort()).toEqual(['enabled', 'overdue', 'overdue']);
  });
});
