import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventMap } from '../../shared/api/events.js';
import { applyProjectChange } from '../../shared/domain/project-change.js';
import type { ProjectSession } from '../engine/project-session.js';
import { createProjectSession } from './create-project-session.js';
import { makeTempWorld, samplePage, type TempWorld } from './project-test-support.js';

let world: TempWorld;
let session: ProjectSession;
let announced: EventMap['project.changed'][];

beforeEach(() => {
  world = makeTempWorld();
  session = createProjectSession(world.platform, world.events);
  announced = [];
  world.events.subscribe((event, payload) => {
    if (event === 'project.changed') announced.push(payload as EventMap['project.changed']);
  });
});

afterEach(() => {
  session.dispose();
  world.cleanup();
});

/** A project of `count` pages, as an import leaves it. */
function bookOf(count: number): void {
  session.create('Pages');
  session.require().replacePages(
    Array.from({ length: count }, (_, index) => samplePage(`p${index + 1}`)),
    [],
  );
}

describe('what an edit answers', () => {
  it('a setting edit carries the book and its header, never the page list', () => {
    bookOf(300);
    const change = session.require().updateBook({ settings: { flipTime: 2 } });
    expect(change.changed).toEqual(['book']);
    expect(change.book?.settings).toEqual({ flipTime: 2 });
    expect(change.pages).toBeUndefined();
    expect(change.toc).toBeUndefined();
    expect(change).toMatchObject({ dirty: true, history: { undo: 2, redo: 0 } });
    expect(JSON.stringify(change).length).toBeLessThan(1000);
    expect(announced.at(-1)).toEqual({ revision: change.revision, changed: ['book'] });
  });

  it('a table-of-contents edit carries the contents only', () => {
    bookOf(3);
    const change = session.require().updateBook({}, { toc: [{ title: 'Start', page: 1, children: [] }] });
    expect(change.changed).toEqual(['toc']);
    expect(change.toc).toEqual([{ title: 'Start', page: 1, children: [] }]);
    expect(change.book).toBeUndefined();
  });

  it('an edit that changes nothing names nothing and keeps the revision', () => {
    bookOf(3);
    const before = session.require().snapshot();
    const eventsBefore = announced.length;
    const change = session.require().updateBook({ title: 'Pages', settings: {} });
    expect(change.changed).toEqual([]);
    expect(change.revision).toBe(before.revision);
    expect(announced.length).toBe(eventsBefore);
  });

  it('names the parts undo and redo change, and none for a save', () => {
    bookOf(2);
    session.require().updateBook({ title: 'Renamed' });
    session.require().undo();
    expect(announced.at(-1)?.changed).toEqual(['book']);
    session.require().undo();
    expect(announced.at(-1)?.changed).toEqual(['pages']);
    session.require().redo();
    expect(announced.at(-1)?.changed).toEqual(['pages']);
    session.saveAs(world.doc('saved.flipbook'));
    expect(announced.at(-1)?.changed).toEqual([]);
  });

  it('opening, creating and closing name every part', () => {
    session.create('One');
    expect(announced.at(-1)?.changed).toEqual(['book', 'pages', 'toc']);
    session.close();
    expect(announced.at(-1)?.changed).toEqual(['book', 'pages', 'toc']);
  });

  it('laid over the snapshot the editor shows, gives the project the engine has', () => {
    bookOf(4);
    const shown = session.require().snapshot();
    const change = session.require().updateBook({ title: 'Laid over', settings: { hardCover: true } });
    expect(applyProjectChange(shown, change)).toEqual(session.require().snapshot());
    expect(applyProjectChange({ ...shown, id: 'another project' }, change)).toBeNull();
  });
});

describe('a page edit and the pages it keeps', () => {
  it('keeps the pages it already held as they are, and copies a page given from outside', () => {
    bookOf(3);
    const project = session.require();
    const [first, second, third] = project.currentPages().pages;
    const outsider = samplePage('p4');
    project.editPages([third!, first!, second!, outsider], []);
    const after = project.currentPages().pages;
    // A move copies nothing: the same page objects in a new order.
    expect(after.slice(0, 3)).toEqual([third, first, second]);
    expect(after[0]).toBe(third);
    // The caller's page is the caller's: changing it later changes nothing in the project.
    expect(after[3]).not.toBe(outsider);
    outsider.width = 1;
    expect(project.snapshot().pages[3]?.width).not.toBe(1);
    // Undo gives back the first order, with the pages it had.
    project.undo();
    expect(project.currentPages().pages.map((page) => page.id)).toEqual(['p1', 'p2', 'p3']);
  });
});
