import sqlite from 'node-sqlite3-wasm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectSession } from '../engine/project-session.js';
import { createProjectSession } from './create-project-session.js';
import { bytesOf, makeTempWorld, renditionKeys, samplePage, type TempWorld } from './project-test-support.js';

const { Database } = sqlite;

let world: TempWorld;
let session: ProjectSession;
let file: string;

/** Reads the saved file with a connection of its own, as another program would. */
function inspect<T>(read: (db: InstanceType<typeof Database>) => T): T {
  const db = new Database(file, { fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

function assetRowIds(): Map<string, number> {
  return inspect((db) => new Map(db.all('SELECT rowid AS id, key FROM assets').map((row) => [String(row.key), Number(row.id)])));
}

function storedTitle(): string {
  return inspect((db) => JSON.parse(String(db.get('SELECT json FROM document WHERE id = 1')?.json)).book.title as string);
}

function putPage(id: string) {
  const page = samplePage(id);
  for (const key of renditionKeys(page)) session.require().assets.put(key, bytesOf(`${key} pixels`));
  return page;
}

beforeEach(() => {
  world = makeTempWorld();
  session = createProjectSession(world.platform, world.events);
  session.create();
  file = world.doc('book.flipbook');
});

afterEach(() => {
  session.dispose();
  world.cleanup();
});

describe('saving a project', () => {
  it('writes page blobs once and never rewrites them on later saves', () => {
    const pages = [putPage('a'), putPage('b')];
    session.require().replacePages(pages, []);
    session.saveAs(file);
    const before = assetRowIds();
    expect(before.size).toBe(6);

    session.require().updateBook({ title: 'Renamed' });
    session.save();
    expect(assetRowIds()).toEqual(before);
    expect(storedTitle()).toBe('Renamed');
  });

  it('removes the blobs of pages that are gone at the first save where no undo step can bring them back', () => {
    const [first, second] = [putPage('a'), putPage('b')];
    session.require().replacePages([first, second], []);
    session.saveAs(file);

    session.require().replacePages([second], []);
    session.save();
    expect([...assetRowIds().keys()]).toContain('pages/a/hd.webp');
    // Reopening starts a fresh history, so the next save drops what no page names.
    session.open(file);
    session.require().updateBook({ title: 'Edited after reopening' });
    session.save();
    expect([...assetRowIds().keys()].sort()).toEqual(renditionKeys(second).sort());
  });

  it('drops media files nothing names any more, but only where no undo step can bring them back', () => {
    const logo = `media/${'1'.repeat(32)}.png`;
    const sound = `media/${'2'.repeat(32)}.mp3`;
    const project = session.require();
    project.assets.put(logo, bytesOf('logo'));
    project.assets.put(sound, bytesOf('sound'));
    project.updateBook({ settings: { logo, pageAudio: { p1: { source: 'file', file: sound, text: '' } } } });
    session.saveAs(file);
    expect([...assetRowIds().keys()].sort()).toEqual([logo, sound]);

    // A fresh session: the sound is unset, but undo could bring it back, so it stays.
    session.open(file);
    session.require().updateBook({ settings: { pageAudio: null } });
    session.save();
    expect([...assetRowIds().keys()].sort()).toEqual([logo, sound]);
    // Reopened, no history names it: the next save drops it and keeps the logo.
    session.open(file);
    session.require().updateBook({ title: 'Edited after reopening' });
    session.save();
    expect([...assetRowIds().keys()]).toEqual([logo]);
  });

  it('keeps blobs an import has written but not yet put into the page list', () => {
    session.require().replacePages([putPage('a')], []);
    session.saveAs(file);
    const incoming = putPage('b');
    session.require().updateBook({ title: 'Saved mid-import' });
    session.save();
    expect([...assetRowIds().keys()]).toEqual(expect.arrayContaining(renditionKeys(incoming)));
  });

  it('drops blobs a cancelled import deleted', () => {
    session.saveAs(file);
    const abandoned = putPage('z');
    session.require().assets.delete(renditionKeys(abandoned));
    expect(assetRowIds().size).toBe(0);
    expect(session.require().assets.get(abandoned.renditions.thumb)).toBeNull();
  });

  it('reports PROJECT_SAVE_FAILED and keeps the last saved content when the write fails', () => {
    const [first, second] = [putPage('a'), putPage('b')];
    session.require().replacePages([first, second], []);
    session.require().updateBook({ title: 'Good copy' });
    session.saveAs(file);
    // Another writer makes the document row refuse updates, as a full or failing disk would.
    inspect((db) => db.exec("CREATE TRIGGER refuse BEFORE UPDATE ON document BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END"));

    session.require().replacePages([second], []);
    session.require().updateBook({ title: 'Lost edit' });
    let failure: { code?: string; detail?: string } = {};
    try {
      session.save();
    } catch (error) {
      failure = error as typeof failure;
    }
    expect(failure.code).toBe('PROJECT_SAVE_FAILED');
    expect(failure.detail).toContain('disk I/O error');
    expect(session.require().snapshot().dirty).toBe(true);
    expect(storedTitle()).toBe('Good copy');
    // The prune of page a ran in the same transaction, so it was rolled back too.
    expect(assetRowIds().size).toBe(6);

    inspect((db) => db.exec('DROP TRIGGER refuse'));
    session.close();
    expect(session.open(file).pages.map((page) => page.id)).toEqual(['a', 'b']);
  });

  it('writes a batch of blobs all together or not at all', () => {
    session.saveAs(file);
    const assets = session.require().assets;
    const put = assets.put.bind(assets);
    let calls = 0;
    (assets as { put: typeof put }).put = (key, data) => {
      calls += 1;
      if (calls === 2) throw new Error('disk full');
      put(key, data);
    };
    expect(() => assets.putAll([['pages/x/thumb.webp', bytesOf('t')], ['pages/x/normal.webp', bytesOf('n')]])).toThrow('disk full');
    expect(assets.get('pages/x/thumb.webp')).toBeNull();
    expect(assetRowIds().has('pages/x/thumb.webp')).toBe(false);
  });

  it('keeps the images of deleted pages through a save while undo can bring the pages back', () => {
    const [first, second] = [putPage('a'), putPage('b')];
    session.require().replacePages([first, second], []);
    session.saveAs(file);
    session.require().replacePages([second], []);
    session.save();
    session.require().undo();
    expect(session.require().snapshot().pages.map((page) => page.id)).toEqual(['a', 'b']);
    for (const key of renditionKeys(first)) expect(session.require().assets.get(key)).not.toBeNull();
    session.save();
    expect(assetRowIds().size).toBe(6);
  });

  it('removes a setting set to null, and undo brings it back', () => {
    session.require().updateBook({ settings: { flipTime: 1, hardCover: true } });
    expect(session.require().updateBook({ settings: { hardCover: null } }).book?.settings).toEqual({ flipTime: 1 });
    expect(session.require().undo().book?.settings).toEqual({ flipTime: 1, hardCover: true });
  });
});

