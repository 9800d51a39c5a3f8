import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../../../tests/support/test-databases.js';
import { newId } from '../accounts/tokens.js';
import { balanceOf, pointsAccount, post, WORLD_ACCOUNTS } from '../billing/ledger.js';
import type { ServerContext } from '../server-context.js';
import { startCloud } from '../start-cloud.js';
import type { Db } from '../store/schema.js';
import { ManualClock, testContext } from '../testing/test-context.js';
import { runSlot, startScheduler, type ScheduledRun } from './scheduler.js';
import { insertTestUser } from '../testing/test-users.js';

const DAY = 24 * 60 * 60 * 1000;

describe('startScheduler timing', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks at once and then every interval, never overlapping, and stop() ends it for good', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const finished: Array<() => void> = [];
    const run = (_ctx: ServerContext): Promise<ScheduledRun> => {
      calls++;
      return new Promise((resolve) => finished.push(() => resolve({ task: 'hosting', period: new Date(0), claimed: true, settled: [], expiredUploads: 0, renewals: 0 })));
    };
    const ticks: ScheduledRun[] = [];
    const scheduler = startScheduler({} as ServerContext, { intervalMs: 1_000, run, onRun: (tick) => ticks.push(tick) });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000); // the first tick has not finished: no second one
    expect(calls).toBe(1);
    finished.shift()?.();
    await vi.advanceTimersByTimeAsync(999);
    expect([calls, ticks.length]).toEqual([1, 1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);

    const stopped = scheduler.stop();
    let stopResolved = false;
    void stopped.then(() => (stopResolved = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopResolved).toBe(false); // waits for the tick under way
    finished.shift()?.();
    await stopped;
    await vi.advanceTimersByTimeAsync(60_000);
    expect([calls, ticks.length]).toEqual([2, 2]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('carries on after a failing tick', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const errors: unknown[] = [];
    const run = async (): Promise<ScheduledRun> => {
      calls++;
      if (calls === 1) throw new Error('database away');
      return { task: 'hosting', period: new Date(0), claimed: true, settled: [], expiredUploads: 0, renewals: 0 };
    };
    const scheduler = startScheduler({} as ServerContext, { intervalMs: 1_000, run, onError: (error) => errors.push(error) });
    await vi.advanceTimersByTimeAsync(1_000);
    await scheduler.stop();
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
  });

  it('refuses an interval that is not a positive number', () => {
    expect(() => startScheduler({} as ServerContext, { intervalMs: 0 })).toThrow();
  });
});

describe.each(DATABASE_KINDS)('the scheduler on the %s database', (kind) => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const database = await openTestDatabase(kind);
    db = database.db;
    close = database.close;
  });
  afterAll(async () => {
    await close?.();
  });

  it('runs the charges on its ticks, once per slot, and runs nothing after stop()', async () => {
    const ctx = testContext(db);
    const userId = await insertTestUser(db);
    await post(db, { idempotencyKey: `test-grant:${userId}`, kind: 'grant', userId, entries: [{ account: pointsAccount(userId), points: 5 }, { account: WORLD_ACCOUNTS.grants, points: -5 }] });
    const bookId = newId();
    await db.insertInto('books').values({ id: bookId, user_id: userId, title: 'Tick', keywords: '', description: '', category: '', html_text_version: false, status: 'enabled', current_version_id: null, deleted_at: null }).execute();

    const intervalMs = 5;
    const ticks: ScheduledRun[] = [];
    let fourTicks!: () => void;
    const waited = new Promise<void>((resolve) => (fourTicks = resolve));
    const scheduler = startScheduler(ctx, {
      intervalMs,
      onRun(tick) {
        ticks.push(tick);
        // The hand clock stands still for two ticks (the second finds its slot taken), then moves a month on.
        if (ticks.length === 2) ctx.manualClock.advance(7 * DAY);
        if (ticks.length === 4) fourTicks();
      },
      onError(error) {
        throw error;
      },
    });
    await waited;
    await scheduler.stop();
    const after = ticks.length;

    expect(ticks.slice(0, 4).map((tick) => tick.claimed)).toEqual([true, false, true, false]);
    expect(ticks[0]?.period.getTime()).toBe(runSlot(new Date(Date.UTC(2026, 10, 25, 12)), intervalMs).getTime());
    expect(await balanceOf(db, pointsAccount(userId))).toBe(3);
    const charges = await db.selectFrom('ledger_transactions').select('idempotency_key').where('user_id', '=', userId).where('kind', '=', 'charge').orderBy('idempotency_key').execute();
    expect(charges.map((row) => row.idempotency_key)).toEqual([`hosting:${bookId}:2026-11`, `hosting:${bookId}:2026-12`]);
    // stop() has resolved: whatever tick was under way has reported, and none follows.
    expect(ticks.length).toBe(after);
    expect(after).toBeLessThanOrEqual(5);
  });
});

describe.each(DATABASE_KINDS)('the running service schedules its work on the %s database', (kind) => {
  let dataFolder = '';
  let databaseUrl: string | null = null;
  let closeDatabase: () => Promise<void> = async () => {};

  beforeAll(async () => {
    dataFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-scheduler-'));
    if (kind === 'postgres') {
      const database = await openTestDatabase(kind);
      databaseUrl = database.url;
      closeDatabase = database.close;
    }
  });
  afterAll(async () => {
    await closeDatabase();
    fs.rmSync(dataFolder, { recursive: true, force: true });
  });

  const config = () => ({ dataFolder, host: '127.0.0.1', port: 0, booksPort: 0, booksOrigin: null, databaseUrl, stripe: null, smtpUrl: null, mailFrom: null });

  it('ticks once at start, and close() stops it', async () => {
    const clock = new ManualClock(Date.UTC(2026, 0, 15, 9));
    let firstTick!: (run: ScheduledRun) => void;
    const ticked = new Promise<ScheduledRun>((resolve) => (firstTick = resolve));
    const cloud = await startCloud(config(), { clock: clock.read, scryptCost: 1024, schedulerIntervalMs: 60_000, onScheduledRun: (run) => firstTick(run) });
    try {
      expect(cloud.scheduler).not.toBeNull();
      const run = await ticked;
      expect(run.claimed).toBe(true);
      expect(run.period.toISOString()).toBe('2026-01-15T09:00:00.000Z');
      const leases = await cloud.ctx.db.selectFrom('scheduled_runs').select(['task', 'period']).execute();
      expect(leases.map((lease) => lease.period.toISOString())).toEqual(['2026-01-15T09:00:00.000Z']);
    } finally {
      await cloud.close();
    }
  });

  it('runs no scheduler when schedulerIntervalMs is 0, and refuses a negative one', async () => {
    const cloud = await startCloud(config(), { scryptCost: 1024, schedulerIntervalMs: 0 });
    try {
      expect(cloud.scheduler).toBeNull();
    } finally {
      await cloud.close();
    }
    await expect(startCloud(config(), { schedulerIntervalMs: -1 })).rejects.toThrow(/schedulerIntervalMs/);
  });
});
