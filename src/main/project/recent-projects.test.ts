import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RecentProject } from '../../shared/domain/book.js';
import { createProjectSession, RECENT_PROJECTS_FILE } from './create-project-session.js';
import { makeTempWorld, type TempWorld } from './project-test-support.js';
import { RECENT_PROJECTS_LIMIT, RecentProjects } from './recent-projects.js';

let world: TempWorld;
let recent: RecentProjects;
let listFile: string;

beforeEach(() => {
  world = makeTempWorld();
  fs.mkdirSync(world.doc(), { recursive: true });
  listFile = path.join(world.platform.appDataDir, RECENT_PROJECTS_FILE);
  recent = new RecentProjects(listFile);
});

afterEach(() => world.cleanup());

/** Adds an entry for a project file that exists on disk. */
function addExisting(name: string, title = name): RecentProject {
  const file = world.doc(`${name}.flipbook`);
  fs.writeFileSync(file, '');
  const entry = { path: file, title, openedAt: new Date().toISOString(), pageCount: 3 };
  recent.add(entry);
  return entry;
}

describe('recent projects', () => {
  it('lists the most recently used project first', () => {
    addExisting('a');
    addExisting('b');
    addExisting('c');
    expect(recent.list().map((item) => item.title)).toEqual(['c', 'b', 'a']);
  });

  it('keeps one entry per path, moved to the top with its latest title', () => {
    addExisting('a');
    addExisting('b');
    addExisting('a', 'a renamed');
    expect(recent.list().map((item) => item.title)).toEqual(['a renamed', 'b']);
  });

  it(`keeps at most ${RECENT_PROJECTS_LIMIT} entries`, () => {
    for (let index = 0; index < RECENT_PROJECTS_LIMIT + 3; index += 1) addExisting(`book-${index}`);
    const titles = recent.list().map((item) => item.title);
    expect(titles).toHaveLength(RECENT_PROJECTS_LIMIT);
    expect(titles[0]).toBe(`book-${RECENT_PROJECTS_LIMIT + 2}`);
    expect(titles).not.toContain('book-2');
  });

  it('drops projects whose file no longer exists', () => {
    const gone = addExisting('gone');
    addExisting('kept');
    fs.rmSync(gone.path);
    expect(recent.list().map((item) => item.title)).toEqual(['kept']);
  });

  it('reads a damaged list file as empty and recovers on the next add', () => {
    fs.mkdirSync(path.dirname(listFile), { recursive: true });
    fs.writeFileSync(listFile, '{ not json');
    expect(recent.list()).toEqual([]);
    addExisting('fresh');
    expect(recent.list().map((item) => item.title)).toEqual(['fresh']);
  });

  it('leaves no temporary files behind', () => {
    addExisting('a');
    addExisting('b');
    expect(fs.readdirSync(path.dirname(listFile))).toEqual([RECENT_PROJECTS_FILE]);
  });

  it('is emptied by clear, which says how many entries it held, and fills again afterwards', () => {
    expect(recent.clear()).toBe(0);
    expect(fs.existsSync(listFile)).toBe(false);
    addExisting('a');
    addExisting('b');
    expect(recent.clear()).toBe(2);
    expect(recent.list()).toEqual([]);
    expect(JSON.parse(fs.readFileSync(listFile, 'utf8'))).toEqual([]);
    addExisting('c');
    expect(recent.list().map((item) => item.title)).toEqual(['c']);
  });

  it('is cleared by the session together with the system\'s recent list', () => {
    let systemCleared = 0;
    const session = createProjectSession({ ...world.platform, clearRecentDocuments: () => (systemCleared += 1) }, world.events);
    session.create('First');
    session.saveAs(world.doc('first.flipbook'));
    expect(session.clearRecent()).toBe(1);
    session.dispose();
    expect(recent.list()).toEqual([]);
    expect(systemCleared).toBe(1);
  });

  it('is updated by the session on save as and on open', () => {
    const session = createProjectSession(world.platform, world.events);
    session.create('First');
    session.saveAs(world.doc('first.flipbook'));
    session.create('Second');
    session.saveAs(world.doc('second.flipbook'));
    session.open(world.doc('first.flipbook'));
    session.dispose();
    expect(recent.list().map((item) => [item.title, item.path])).toEqual([
      ['First', world.doc('first.flipbook')],
      ['Second', world.doc('second.flipbook')],
    ]);
  });
});
