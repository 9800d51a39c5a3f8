import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations.js';
import { PglitePool } from './pglite-pool.js';
import type { Db } from './schema.js';

/** Where the data lives: PostgreSQL at a URL, or the embedded database in a folder. */
export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'embedded'; folder: string } | { kind: 'memory' };

/**
 * Opens the database and brings its schema up to date. Both engines speak PostgreSQL, through
 * the same Kysely dialect, so every query and migration is the same text on both
 * (docs/decisions/0210). Migrations run under the migrator's own lock, so instances starting
 * together against one PostgreSQL migrate it once.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Db> {
  const pool = target.kind === 'postgres' ? new pg.Pool({ connectionString: target.url, max: 10 }) : new PglitePool(await openEmbedded(target));
  const db: Db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) {
    await db.destroy();
    throw error instanceof Error ? error : new Error(String(error));
  }
  return db;
}

/**
 * PGlite's PostgreSQL starts with PostgreSQL's default shared_buffers, 128 MB of the service's
 * own memory. The embedded database is one machine's, small, and read through the filesystem,
 * whose page cache keeps it warm anyway; 16 MB of buffers holds the hot pages (sessions, the
 * book list's indexes) and takes the service from about 335 to 230 MB right after it opens an
 * existing database. PGlite is loaded only here, so a service on PostgreSQL does not carry its
 * module (about 35 MB) (docs/decisions/0254).
 */
async function openEmbedded(target: { kind: 'embedded'; folder: string } | { kind: 'memory' }): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const options = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] };
  if (target.kind === 'memory') return PGlite.create(options);
  fs.mkdirSync(target.folder, { recursive: true });
  return PGlite.create(target.folder, options);
}
