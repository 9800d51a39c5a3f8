import fs from 'node:fs';
import sqlite from 'node-sqlite3-wasm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors/app-error.js';
import type { ProjectSession } from '../engine/project-session.js';
import { createProjectSession } from './create-project-session.js';
import { newProjectDocument } from './project-document.js';
import { makeTempWorld, type TempWorld } from './project-test-support.js';
import { ProjectStore } from './sqlite-store.js';

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

function thrownBy(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  return null;
}

describe('URL settings are checked when they are written and when a project is opened', () => {
  it('refuses an edit that sets a link a browser would run as javascript:', () => {
    session.create('Links');
    for (const homeUrl of ['java\tscript:alert(1)', 'java\nscript:alert(1)', '\u0001javascript:alert(1)', '/\\evil.example']) {
      const error = thrownBy(() => session.require().updateBook({ settings: { homeUrl } }));
      expect(error, JSON.stringify(homeUrl)).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('INVALID_ARGUMENT');
    }
    expect(session.require().snapshot().book.settings).toEqual({});
    // A safe link, and a null that removes a setting, still go through.
    session.require().updateBook({ settings: { homeUrl: 'https://example.com' } });
    session.require().updateBook({ settings: { homeUrl: null } });
    expect(session.require().snapshot().book.settings).toEqual({});
  });

  it('drops an unsafe link stored in a hand-edited project file when it is opened', () => {
    const file = world.doc('old.flipbook');
    const document = newProjectDocument('Old');
    document.book.settings = { homeUrl: 'java\tscript:alert(1)', shoppingUrl: 'https://example.com/shop' };
    document.toc = [{ title: 'Intro', page: 1, url: '\u0001javascript:alert(1)', children: [] }];
    ProjectStore.create(file, newProjectDocument('Old')).close();
    // Written behind the engine's back, as an older version or a text editor could have.
    const db = new Database(file, { fileMustExist: true });
    db.run('UPDATE document SET json = ? WHERE id = 1', [JSON.stringify(document)]);
    db.close();

    const snapshot = session.open(file);
    expect(snapshot.book.settings).toEqual({ shoppingUrl: 'https://example.com/shop' });
    expect(snapshot.toc).toEqual([{ title: 'Intro', page: 1, children: [] }]);
  });
});
