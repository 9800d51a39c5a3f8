import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations.js';
import { PglitePool } from './pglite-pool.js';
import { pgliteTemplate } from './pglite-template.js';
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
  if (target.kind === 'memory') return newCluster((more) => PGlite.create({ ...options, ...more }));
  fs.mkdirSync(target.folder, { recursive: true });
  // PG_VERSION is initdb's first file: a folder without it holds no cluster yet.
  if (fs.existsSync(path.join(target.folder, 'PG_VERSION'))) return PGlite.create(target.folder, options);
  const leftovers = new Set(fs.readdirSync(target.folder));
  return newCluster(
    (more) => PGlite.create(target.folder, { ...options, ...more }),
    () => {
      // A dump that failed to load part-way leaves its files; initdb wants the folder as it was.
      for (const name of fs.readdirSync(target.folder)) if (!leftovers.has(name)) fs.rmSync(path.join(target.folder, name), { recursive: true, force: true });
    },
  );
}

/**
 * A new cluster: loaded from the empty cluster's dump when there is one (pglite-template.ts),
 * else made by initdb and then dumped for the next time. A dump that does not load (another
 * build's, damaged) costs only the time it took: initdb runs as before.
 */
async function newCluster(create: (more: { loadDataDir?: Blob }) => Promise<PGlite>, undo: () => void = () => undefined): Promise<PGlite> {
  const template = pgliteTemplate();
  const dump = template.read();
  if (dump !== null) {
    try {
      return await create({ loadDataDir: dump });
    } catch {
      template.discard();
      undo();
    }
  }
  const database = await create({});
  await template.save(database);
  return database;
}
