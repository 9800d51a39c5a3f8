import type { Database } from 'node-sqlite3-wasm';

/** The value of meta.format that marks an SQLite file as a Flipbook Studio project. */
export const PROJECT_FORMAT_MARKER = 'flipbook-studio';

/**
 * One step of the project schema. Steps run in order, each once, inside the transaction
 * that opens the file, so a file is either fully migrated or left exactly as it was.
 */
export interface Migration {
  /** The schemaVersion the file has after this step. */
  version: number;
  up(db: Database): void;
}

/**
 * The project schema history. Append new steps; never edit a released one, since files
 * in users' hands were written by it.
 */
export const PROJECT_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    up(db) {
      db.exec(`
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE document (id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL);
        CREATE TABLE assets (key TEXT PRIMARY KEY, data BLOB NOT NULL);
      `);
      db.run('INSERT INTO meta (key, value) VALUES (?, ?)', ['format', PROJECT_FORMAT_MARKER]);
    },
  },
];

export function latestSchemaVersion(migrations: readonly Migration[] = PROJECT_MIGRATIONS): number {
  return migrations.at(-1)?.version ?? 0;
}

/**
 * Runs every step newer than `fromVersion` and records the new version. The caller owns
 * the transaction. Returns the version the file is at afterwards.
 */
export function runMigrations(db: Database, fromVersion: number, migrations: readonly Migration[] = PROJECT_MIGRATIONS): number {
  let version = fromVersion;
  for (const migration of migrations) {
    if (migration.version <= version) continue;
    migration.up(db);
    version = migration.version;
  }
  if (version !== fromVersion) {
    db.run('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value', [
      'schemaVersion',
      String(version),
    ]);
  }
  return version;
}
