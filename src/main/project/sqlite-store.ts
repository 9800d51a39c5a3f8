import fs from 'node:fs';
import sqlite from 'node-sqlite3-wasm';
import type { Database, Statement } from 'node-sqlite3-wasm';
import { AppError } from '../../shared/errors/app-error.js';
import { PROJECT_FORMAT_MARKER, PROJECT_MIGRATIONS, latestSchemaVersion, runMigrations, type Migration } from './migrations.js';
import { acquireProjectLock, releaseProjectLock } from './project-lock.js';
import { PAGE_ASSET_PREFIX, parseDocument, serializeDocument, type ProjectDocument } from './project-document.js';
import { BOOK_ID_PATTERN, derivedBookId, newBookId } from './book-id.js';

// node-sqlite3-wasm is CommonJS: its classes hang off the default export.
const { Database: SqliteDatabase } = sqlite;

/** The key range of page blobs: '0' is the character after '/', so this is "starts with pages/" on the index. */
const PAGE_KEY_LOW = PAGE_ASSET_PREFIX;
const PAGE_KEY_HIGH = `${PAGE_ASSET_PREFIX.slice(0, -1)}0`;

function readMeta(db: Database, key: string): string | null {
  const row = db.get('SELECT value FROM meta WHERE key = ?', [key]);
  return typeof row?.value === 'string' ? row.value : null;
}

function hasTable(db: Database, name: string): boolean {
  return db.get("SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = ?", [name]) !== null;
}

/** Checks the marker and version, migrates if older, and reads the document. Runs inside the open transaction. */
function migrateAndRead(db: Database, migrations: readonly Migration[]): ProjectDocument {
  if (!hasTable(db, 'meta')) throw new Error('no meta table: not a Flipbook Studio project');
  if (readMeta(db, 'format') !== PROJECT_FORMAT_MARKER) throw new Error('format marker missing');
  const version = Number(readMeta(db, 'schemaVersion'));
  if (!Number.isInteger(version) || version < 1) throw new Error('schemaVersion missing or invalid');
  const latest = latestSchemaVersion(migrations);
  if (version > latest) throw new Error(`schemaVersion ${version} is newer than this app knows (${latest})`);
  runMigrations(db, version, migrations);
  const row = db.get('SELECT json FROM document WHERE id = 1');
  if (typeof row?.json !== 'string') throw new Error('document row missing');
  return parseDocument(row.json);
}

/** The meta key of the project's book id (decision 0229). */
const BOOK_ID_KEY = 'bookId';

/**
 * The project's book id. A file from before book ids gets a new one, written in the open
 * transaction like a migration; a read-only one gets an id derived from its document
 * instead, which stays the same for as long as nobody can change the file.
 */
function readOrAssignBookId(db: Database): string {
  const stored = readMeta(db, BOOK_ID_KEY);
  if (stored !== null && BOOK_ID_PATTERN.test(stored)) return stored;
  const id = newBookId();
  try {
    db.run('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value', [BOOK_ID_KEY, id]);
    return id;
  } catch {
    const row = db.get('SELECT json FROM document WHERE id = 1');
    return derivedBookId(typeof row?.json === 'string' ? row.json : '');
  }
}

/**
 * Opens the file for writing, or only for reading when the user may not write it (issue 14,
 * item 7): `info` and `publish` only read, and a save of a read-only file then fails with
 * PROJECT_SAVE_FAILED as it should. The read-write attempt comes first because only the
 * open itself can tell: root, for one, may write a file whose mode says read-only.
 */
function openReadWriteOrReadOnly(file: string): Database {
  try {
    return new SqliteDatabase(file, { fileMustExist: true });
  } catch (error) {
    if (isWritable(file)) throw error;
    return new SqliteDatabase(file, { readOnly: true });
  }
}

function isWritable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * One project file: an SQLite database holding the document row and the asset blobs.
 * Every write is an SQLite transaction, so a crash or a failure leaves the last committed
 * state behind (the rollback journal restores it on the next open).
 */
export class ProjectStore {
  private id = '';
  /**
   * The asset read, prepared once: the editor asks for every thumbnail in view when a book
   * opens, and preparing the statement each time made a read about a third slower.
   */
  private assetRead: Statement | null = null;

  private constructor(
    private readonly db: Database,
    /** The file this store reads and writes. */
    readonly file: string,
  ) {}

  /** Creates a new project file, which must not exist yet, holding `document`. */
  static create(file: string, document: ProjectDocument, migrations: readonly Migration[] = PROJECT_MIGRATIONS): ProjectStore {
    acquireProjectLock(file);
    let db: Database;
    try {
      db = new SqliteDatabase(file);
    } catch (error) {
      releaseProjectLock(file);
      throw error;
    }
    const store = new ProjectStore(db, file);
    try {
      store.transaction(() => {
        runMigrations(db, 0, migrations);
        db.run('INSERT INTO document (id, json) VALUES (1, ?)', [serializeDocument(document)]);
        store.id = readOrAssignBookId(db);
      });
      return store;
    } catch (error) {
      store.close();
      throw error;
    }
  }

  /**
   * Opens an existing project file, migrating it when its schema is older. Anything that
   * is not a readable project of a known version gives READ_CONFIG_FAILED, and the file is
   * left as it was: checks only read, and migrations commit only with a valid document.
   */
  static open(file: string, migrations: readonly Migration[] = PROJECT_MIGRATIONS): { store: ProjectStore; document: ProjectDocument } {
    // First, and outside the READ_CONFIG_FAILED wrapping: a live owner is PROJECT_LOCKED,
    // and a crashed one's leftover lock is cleared before SQLite would call it "locked".
    acquireProjectLock(file);
    let db: Database | null = null;
    try {
      db = openReadWriteOrReadOnly(file);
      const store = new ProjectStore(db, file);
      const document = store.transaction(() => {
        const read = migrateAndRead(store.db, migrations);
        store.id = readOrAssignBookId(store.db);
        return read;
      }, 'DEFERRED');
      return { store, document };
    } catch (error) {
      if (db?.isOpen) db.close();
      releaseProjectLock(file);
      throw new AppError('READ_CONFIG_FAILED', {}, error instanceof Error ? error.message : String(error));
    }
  }

  /** The short id that names this book's plug-ins; a copy (save as) keeps it. */
  get bookId(): string {
    return this.id;
  }

  /**
   * Runs `work` in one transaction: all of it lands, or none of it does. A deferred one
   * only takes the write lock once it writes, so reading a file on read-only media works.
   */
  transaction<T>(work: () => T, mode: 'IMMEDIATE' | 'DEFERRED' = 'IMMEDIATE'): T {
    this.db.exec(`BEGIN ${mode}`);
    try {
      const result = work();
      this.db.exec('COMMIT');
      return result;
    } catch (error) {
      if (this.db.inTransaction) this.db.exec('ROLLBACK');
      throw error;
    }
  }

  /**
   * Writes the document and drops page and media blobs that nothing needs any more, in one
   * transaction. Blobs that stay are not touched, so a save costs one row plus the deletes.
   */
  saveDocument(document: ProjectDocument, keep: (key: string) => boolean): void {
    this.transaction(() => {
      for (const key of [...this.pageAssetKeys(), ...this.mediaAssetKeys()]) {
        if (!keep(key)) this.db.run('DELETE FROM assets WHERE key = ?', [key]);
      }
      const result = this.db.run('UPDATE document SET json = ? WHERE id = 1', [serializeDocument(document)]);
      if (result.changes !== 1) throw new Error('document row missing');
    });
  }

  /** Keys of every stored page blob, referenced or not. */
  pageAssetKeys(): string[] {
    return this.db
      .all('SELECT key FROM assets WHERE key >= ? AND key < ?', [PAGE_KEY_LOW, PAGE_KEY_HIGH])
      .map((row) => String(row.key));
  }

  /** Keys of every stored media file (logos, sounds, attachments…), referenced or not. */
  mediaAssetKeys(): string[] {
    return this.db.all('SELECT key FROM assets WHERE key >= ? AND key < ?', ['media/', 'media0']).map((row) => String(row.key));
  }

  putAsset(key: string, data: Uint8Array): void {
    this.db.run('INSERT INTO assets (key, data) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET data = excluded.data', [key, data]);
  }

  getAsset(key: string): Uint8Array | null {
    this.assetRead ??= this.db.prepare('SELECT data FROM assets WHERE key = ?');
    // all(), not get(): it steps the statement to its end, so no read is left open under a
    // later write or VACUUM INTO (the key is the table's primary key: one row at most).
    const row = this.assetRead.all([key])[0];
    return row?.data instanceof Uint8Array ? row.data : null;
  }

  deleteAssets(keys: readonly string[]): void {
    if (keys.length === 0) return;
    this.transaction(() => {
      for (const key of keys) this.db.run('DELETE FROM assets WHERE key = ?', [key]);
    });
  }

  /** Writes a compact, consistent copy of the whole file to `target`, which must not exist. */
  copyTo(target: string): void {
    this.db.run('VACUUM INTO ?', [target]);
  }

  close(): void {
    if (!this.db.isOpen) return;
    this.assetRead?.finalize();
    this.assetRead = null;
    this.db.close();
    releaseProjectLock(this.file);
  }
}
