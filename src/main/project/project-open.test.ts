import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import sqlite from 'node-sqlite3-wasm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectSession } from '../engine/project-session.js';
import { createProjectSession } from './create-project-session.js';
import { PROJECT_MIGRATIONS, type Migration } from './migrations.js';
import { newProjectDocument } from './project-document.js';
import { makeTempWorld, type TempWorld } from './project-test-support.js';
import { ProjectStore } from './sqlite-store.js';
import { withoutBookId } from './testing/old-project.js';

const BOOK_ID = /^[a-z0-9]{6}$/;

const { Database } = sqlite;

let world: TempWorld;
let session: ProjectSession;

beforeEach(() => {
  world = makeTempWorld();
  fs.mkdirSync(world.doc(), { recursive: true });
  session = createProjectSession(world.platform, world.events);
});

afterEach(() => {
  session.dispose();
  world.cleanup();
});

/** A real project file, then altered with raw SQL to look like something else. */
function projectFileWith(name: string, alter: string): string {
  const file = world.doc(name);
  ProjectStore.create(file, newProjectDocument('Original')).close();
  const db = new Database(file, { fileMustExist: true });
  db.exec(alter);
  db.close();
  return file;
}

function sqliteFileWithoutOurTables(): string {
  const file = world.doc('other-app.flipbook');
  const db = new Database(file);
  db.exec("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('hello');");
  db.close();
  return file;
}

function writeFile(name: string, data: string | Uint8Array): string {
  fs.writeFileSync(world.doc(name), data);
  return world.doc(name);
}

const notProjects: [string, () => string][] = [
  ['random bytes', () => writeFile('random.flipbook', randomBytes(4096))],
  ['an empty file', () => writeFile('empty.flipbook', '')],
  ['a JSON file', () => writeFile('config.flipbook', JSON.stringify({ book: { title: 'x' }, pages: [] }))],
  ['an SQLite database of another program', sqliteFileWithoutOurTables],
  ['a file without the format marker', () => projectFileWith('unmarked.flipbook', "DELETE FROM meta WHERE key = 'format'")],
  ['a project from a newer version', () => projectFileWith('future.flipbook', "UPDATE meta SET value = '999' WHERE key = 'schemaVersion'")],
  ['a project whose document is damaged', () => projectFileWith('damaged.flipbook', `UPDATE document SET json = '{"book":{"title":5},"pages":[]}'`)],
  ['a project whose document is not JSON', () => projectFileWith('garbled.flipbook', "UPDATE document SET json = '{oops'")],
];

describe('opening a project file', () => {
  it.each(notProjects)('refuses %s with READ_CONFIG_FAILED and leaves it byte for byte', (_label, make) => {
    const file = make();
    const before = fs.readFileSync(file);
    session.create('Current');
    expect(() => session.open(file)).toThrow(expect.objectContaining({ code: 'READ_CONFIG_FAILED' }));
    expect(fs.readFileSync(file).equals(before)).toBe(true);
    expect(fs.existsSync(`${file}-journal`)).toBe(false);
    expect(session.require().snapshot().book.title).toBe('Current');
  });

  it('refuses a folder with READ_CONFIG_FAILED', () => {
    fs.mkdirSync(world.doc('folder.flipbook'));
    expect(() => session.open(world.doc('folder.flipbook'))).toThrow(expect.objectContaining({ code: 'READ_CONFIG_FAILED' }));
  });

  it('gives PROJECT_NOT_FOUND for a path that does not exist', () => {
    expect(() => session.open(world.doc('nowhere.flipbook'))).toThrow(expect.objectContaining({ code: 'PROJECT_NOT_FOUND' }));
  });

  it('migrates a project written by an older schema and records the new version', () => {
    const file = world.doc('old.flipbook');
    ProjectStore.create(file, newProjectDocument('Old book')).close();
    const addBookmarks: Migration = { version: 2, up: (db) => db.exec('CREATE TABLE bookmarks (page INTEGER)') };
    const { store, document } = ProjectStore.open(file, [...PROJECT_MIGRATIONS, addBookmarks]);
    store.close();
    expect(document.book.title).toBe('Old book');
    const db = new Database(file, { fileMustExist: true });
    expect(db.get("SELECT value FROM meta WHERE key = 'schemaVersion'")?.value).toBe('2');
    expect(db.get("SELECT name FROM sqlite_master WHERE name = 'bookmarks'")).not.toBeNull();
    db.close();
  });

  it('rolls a migration back when the migrated document is not valid', () => {
    const file = world.doc('old-bad.flipbook');
    ProjectStore.create(file, newProjectDocument('Old book')).close();
    const before = fs.readFileSync(file);
    const breakDocument: Migration = { version: 2, up: (db) => db.exec("UPDATE document SET json = '[]'") };
    expect(() => ProjectStore.open(file, [...PROJECT_MIGRATIONS, breakDocument])).toThrow(expect.objectContaining({ code: 'READ_CONFIG_FAILED' }));
    expect(fs.readFileSync(file).equals(before)).toBe(true);
  });

  it('opens a file written by this version without changing it', () => {
    const file = world.doc('current.flipbook');
    ProjectStore.create(file, newProjectDocument('Current book')).close();
    const before = fs.readFileSync(file);
    expect(session.open(file).book.title).toBe('Current book');
    session.close();
    expect(fs.readFileSync(file).equals(before)).toBe(true);
  });
});

describe('the book id of a project', () => {
  it('is made with a new project and kept through save as, close and open', () => {
    session.create('First');
    const id = session.require().bookId;
    expect(id).toMatch(BOOK_ID);
    session.saveAs(world.doc('first.flipbook'));
    expect(session.require().bookId).toBe(id);
    session.close();
    session.open(world.doc('first.flipbook'));
    expect(session.require().bookId).toBe(id);
  });

  it('differs between two new projects', () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      session.create(`Book ${i}`);
      ids.add(session.require().bookId);
    }
    expect(ids.size).toBe(5);
  });

  it('is given to a project from before book ids when it opens, and written, so the next open has the same', () => {
    const file = world.doc('old.flipbook');
    ProjectStore.create(file, newProjectDocument('Old book')).close();
    withoutBookId(file);
    const opened = session.open(file);
    expect(opened.book.title).toBe('Old book');
    expect(opened.dirty).toBe(false);
    const id = session.require().bookId;
    expect(id).toMatch(BOOK_ID);
    session.close();
    session.open(file);
    expect(session.require().bookId).toBe(id);
  });
});
