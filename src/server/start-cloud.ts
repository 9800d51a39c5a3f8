import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { mailerFor, type Mailer } from './accounts/mailer.js';
import type { ServerConfig } from './config/server-config.js';
import { buildBooksApp } from './hosting/books-app.js';
import { buildApiApp } from './http/api-app.js';
import { DEFAULT_SCHEDULER_INTERVAL_MS, startScheduler, type ScheduledRun, type Scheduler } from './jobs/scheduler.js';
import type { Clock, ServerContext } from './server-context.js';
import { installSigner } from './licences/signing-key.js';
import { lockDataFolder } from './store/data-lock.js';
import { openDatabase } from './store/database.js';
import { storageFromEnv } from './store/storage-url.js';

/** A running service: its two origins, its context (for tests and admin), and a way to stop it. */
export interface RunningCloud {
  apiUrl: string;
  booksUrl: string;
  /** Where mail goes when no SMTP server is configured. */
  outboxFolder: string;
  ctx: ServerContext;
  /** The scheduled work (hosting charges, the overdue rule); null when `schedulerIntervalMs` is 0. */
  scheduler: Scheduler | null;
  close(): Promise<void>;
}

/** What a test or an embedder may replace. */
export interface CloudOverrides {
  clock?: Clock;
  mailer?: Mailer;
  scryptCost?: number;
  logger?: boolean;
  /** How often the scheduled work (hosting charges, the overdue rule) runs; 10 minutes by default, 0 turns it off. */
  schedulerIntervalMs?: number;
  /** Told after each tick of the scheduled work. */
  onScheduledRun?: (run: ScheduledRun) => void;
}

function urlOf(address: AddressInfo | string | null, host: string): string {
  if (address === null || typeof address === 'string') throw new Error('the service did not bind a TCP port');
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * The install's secret for signing test-mode payment events: made on first start, kept in the
 * data folder (readable by its owner only) so a restart verifies what was signed before it.
 */
export function installPaymentSecret(dataFolder: string): string {
  const file = path.join(dataFolder, 'payment-test-secret');
  fs.mkdirSync(dataFolder, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** The payment side of a context: Stripe's keys when configured, else the install's test-mode secret. */
export function paymentSettings(config: ServerConfig): Pick<ServerContext, 'stripe' | 'testPaymentSecret'> {
  return config.stripe === null ? { testPaymentSecret: installPaymentSecret(config.dataFolder) } : { stripe: config.stripe };
}

/**
 * Starts the service: the database (embedded in the data folder unless DATABASE_URL names a
 * PostgreSQL), the account origin and the books origin, each on its own port.
 */
export async function startCloud(config: ServerConfig, overrides: CloudOverrides = {}): Promise<RunningCloud> {
  const intervalMs = overrides.schedulerIntervalMs ?? DEFAULT_SCHEDULER_INTERVAL_MS;
  if (!Number.isFinite(intervalMs) || intervalMs < 0) throw new Error(`schedulerIntervalMs must be 0 (off) or a positive number of milliseconds, not ${intervalMs}`);
  const releaseLock = config.databaseUrl === null ? lockDataFolder(config.dataFolder) : () => {};
  try {
    // A bad STORAGE_URL stops the start here, with its own message, before anything listens.
    const storage = storageFromEnv(process.env, config.dataFolder);
    const db = await openDatabase(config.databaseUrl === null ? { kind: 'embedded', folder: path.join(config.dataFolder, 'database') } : { kind: 'postgres', url: config.databaseUrl });
    const mail = mailerFor(config);
    const outboxFolder = mail.outboxFolder;
    const ctx: ServerContext = {
      db,
      clock: overrides.clock ?? (() => new Date()),
      mailer: overrides.mailer ?? mail.mailer,
      storage,
      publicUrl: '',
      licenceSigner: installSigner(config.dataFolder, process.env),
      ...(overrides.scryptCost === undefined ? {} : { scryptCost: overrides.scryptCost }),
      ...paymentSettings(config),
    };
    const api = await buildApiApp(ctx, { logger: overrides.logger ?? false });
    const books = buildBooksApp(db, storage, { logger: overrides.logger ?? false });
    await api.listen({ host: config.host, port: config.port });
    await books.listen({ host: config.host, port: config.booksPort });
    const apiUrl = urlOf(api.server.address(), config.host);
    ctx.publicUrl = apiUrl;
    const booksUrl = config.booksOrigin ?? urlOf(books.server.address(), config.host);
    ctx.booksUrl = booksUrl;
    const scheduler: Scheduler | null = intervalMs === 0 ? null : startScheduler(ctx, { intervalMs, ...(overrides.onScheduledRun ? { onRun: overrides.onScheduledRun } : {}) });
    return {
      apiUrl,
      booksUrl,
      outboxFolder,
      ctx,
      scheduler,
      async close() {
        await scheduler?.stop();
        await Promise.all([api.close(), books.close()]);
        await db.destroy();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
