import os from 'node:os';
import type { ServerContext } from '../server-context.js';
import type { BookSettlement } from './hosting-charges.js';
import { runHostingCharges } from './hosting-charges.js';
import { runOverdueRule } from './overdue-books.js';
import { expireUnfinishedUploads } from '../uploads/abandon-upload.js';
import { discardPartialFiles } from '../uploads/partial-files.js';
import { tusStoreFor } from '../uploads/tus-endpoint.js';
import { chargeDueTestRenewals } from '../billing/test-mode-renewals.js';

/**
 * The scheduled task: in test mode the renewals due (a real provider charges its own), the
 * monthly hosting charge, the overdue rule, then the uploads left unfinished.
 */
export const HOSTING_TASK = 'hosting';

/** How often the service runs its scheduled work unless told otherwise. */
export const DEFAULT_SCHEDULER_INTERVAL_MS = 10 * 60 * 1000;

/** Lease rows older than this are history nobody reads; each run removes them. */
const LEASE_HISTORY_MS = 30 * 24 * 60 * 60 * 1000;

/** One tick: the slot it was for, whether this caller claimed it, and what the run did. */
export interface ScheduledRun {
  task: string;
  period: Date;
  /** False when another caller (an instance, an overlapping tick) had claimed the slot. */
  claimed: boolean;
  settled: BookSettlement[];
  /** Uploads given up for being left unfinished a week (abandon-upload.ts). */
  expiredUploads: number;
  /** VIP periods the test mode charged for renewing plans (test-mode-renewals.ts). */
  renewals: number;
}

export interface RunOptions {
  intervalMs?: number;
  /** Names this process in the lease row. */
  instance?: string;
}

/** The run slot a moment falls in: the time aligned down to the interval. */
export function runSlot(at: Date, intervalMs: number): Date {
  return new Date(Math.floor(at.getTime() / intervalMs) * intervalMs);
}

function defaultInstance(): string {
  return `${os.hostname()}/${process.pid}`;
}

/**
 * Runs the scheduled work for the current slot if nobody has: the insert of the lease row
 * (task, slot) is what decides, so of instances ticking together exactly one runs it, the same
 * way on PGlite and PostgreSQL. The work itself is idempotent (the charges are keyed by book
 * and month, status changes are read again under a row lock), so even a run that was repeated,
 * say after a crash between the work and marking the lease finished, changes nothing twice.
 */
export async function runOnce(ctx: ServerContext, options: RunOptions = {}): Promise<ScheduledRun> {
  const intervalMs = options.intervalMs ?? DEFAULT_SCHEDULER_INTERVAL_MS;
  const now = ctx.clock();
  const period = runSlot(now, intervalMs);
  const claimed = await ctx.db
    .insertInto('scheduled_runs')
    .values({ task: HOSTING_TASK, period, instance: options.instance ?? defaultInstance(), started_at: now, finished_at: null, error: null })
    .onConflict((conflict) => conflict.columns(['task', 'period']).doNothing())
    .returning('period')
    .executeTakeFirst();
  if (!claimed) return { task: HOSTING_TASK, period, claimed: false, settled: [], expiredUploads: 0, renewals: 0 };
  const lease = ctx.db.updateTable('scheduled_runs').where('task', '=', HOSTING_TASK).where('period', '=', period);
  try {
    // Before the charges and the overdue rule, so a plan that renews never lapses between them.
    const renewals = ctx.stripe ? 0 : await chargeDueTestRenewals(ctx);
    const charged = await runHostingCharges(ctx);
    const overdue = await runOverdueRule(ctx);
    // With their partial files, also those of creating POSTs cut before the app learnt a URL.
    const expiredUploads = await expireUnfinishedUploads(ctx, (uploadId) => discardPartialFiles(tusStoreFor(ctx.storage), uploadId));
    await lease.set({ finished_at: ctx.clock() }).execute();
    await ctx.db.deleteFrom('scheduled_runs').where('task', '=', HOSTING_TASK).where('period', '<', new Date(now.getTime() - LEASE_HISTORY_MS)).execute();
    return { task: HOSTING_TASK, period, claimed: true, settled: [...charged, ...overdue], expiredUploads, renewals };
  } catch (error) {
    await lease.set({ error: error instanceof Error ? error.message : String(error) }).execute().catch(() => {});
    throw error;
  }
}

export interface SchedulerOptions extends RunOptions {
  /** Told after every tick, claimed or not. */
  onRun?: (run: ScheduledRun) => void;
  /** Told when a tick fails; the scheduler carries on with the next one. Logs to stderr by default. */
  onError?: (error: unknown) => void;
  /** The work of a tick; `runOnce` unless a test replaces it. */
  run?: (ctx: ServerContext, options: RunOptions) => Promise<ScheduledRun>;
}

export interface Scheduler {
  /** Stops ticking and waits for a tick under way to finish; no tick starts after it resolves. */
  stop(): Promise<void>;
}

/**
 * Runs the scheduled work now and then every `intervalMs` (10 minutes by default). Ticks never
 * overlap on one instance: the next is timed from the end of the last.
 */
export function startScheduler(ctx: ServerContext, options: SchedulerOptions = {}): Scheduler {
  const intervalMs = options.intervalMs ?? DEFAULT_SCHEDULER_INTERVAL_MS;
  if (!Number.isFinite(intervalMs) || intervalMs <= 0) throw new Error(`the scheduler's interval must be a positive number of milliseconds, not ${intervalMs}`);
  const run = options.run ?? runOnce;
  const runOptions: RunOptions = { intervalMs, instance: options.instance ?? defaultInstance() };
  const onError = options.onError ?? ((error: unknown) => console.error('Flipbook Cloud: scheduled work failed:', error));
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;

  const tick = (): void => {
    timer = undefined;
    if (stopped) return;
    inFlight = (async () => {
      try {
        // Not `onRun?.(await run(…))`: optional chaining would skip the run when nobody listens.
        const result = await run(ctx, runOptions);
        options.onRun?.(result);
      } catch (error) {
        try {
          onError(error);
        } catch {
          // A failing error handler must not stop the ticks.
        }
      }
      inFlight = undefined;
      if (!stopped) timer = setTimeout(tick, intervalMs);
    })();
  };
  timer = setTimeout(tick, 0);

  return {
    async stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      await inFlight;
    },
  };
}
