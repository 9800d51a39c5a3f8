import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
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

async function openEmbedded(target: { kind: 'embedded'; folder: string } | { kind: 'memory' }): Promise<PGlite> {
  if (target.kind === 'memory') return PGlite.create();
  fs.mkdirSync(target.folder, { recursive: true });
  return PGlite.create(target.folder);
}
