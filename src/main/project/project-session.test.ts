import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectSession } from '../engine/project-session.js';
import { createProjectSession, WORKING_COPY_DIR } from './create-project-session.js';
import { bytesOf, makeTempWorld, renditionKeys, samplePage, type TempWorld } from './project-test-support.js';

let world: TempWorld;
let session: ProjectSession;

beforeEach(() => {
  world = makeTempWorld();
  session = createProjectSession(world.platform, world.events);
});

afterEach(() => {
  session.dispose();
  world.cleanup();
});

/** The working copies and whatever else is left beside them, except the open one's owner record (project-lock.ts). */
function workingCopies(): string[] {
  const dir = path.join(world.platform.appDataDir, WORKING_COPY_DIR);
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => !name.endsWith('.owner')) : [];
}

function errorCode(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}

describe('project session', () => {
  it('names a new project "My Project" and marks it dirty only after an edit', () => {
    const created = session.create();
    expect(created.book.title).toBe('My Project');
    expect(created.dirty).toBe(false);
    expect(created.path).toBeNull();
    const edited = session.require().updateBook({ title: 'Trace Monkey' });
    expect(edited.dirty).toBe(true);
    expect(edited.revision).toBeGreaterThan(created.revision);
  });

  it('keeps the title, pages, table of contents and page blobs after save as, close and open', () => {
    session.create('Draft');
    const project = session.require();
    const pages = [samplePage('p1'), samplePage('p2', 800, 600)];
    for (const page of pages) for (const key of renditionKeys(page)) project.assets.put(key, bytesOf(`image ${key}`));
    project.replacePages(pages, [{ title: 'Chapter 1', page: 2, children: [] }]);
    project.updateBook({ title: 'Free Culture', settings: { pageShadow: true } });

    const target = world.doc('books', 'free-culture.flipbook');
    const saved = session.saveAs(target);
    expect(saved).toMatchObject({ path: target, dirty: false });
    expect(session.close()).toBe(true);

    const reopened = session.open(target);
    expect(reopened.book).toMatchObject({ title: 'Free Culture', settings: { pageShadow: true } });
    expect(reopened.pages).toEqual(pages);
    expect(reopened.toc).toEqual([{ title: 'Chapter 1', page: 2, children: [] }]);
    expect(reopened.dirty).toBe(false);
    expect(new TextDecoder().decode(session.require().assets.get('pages/p2/hd.webp') ?? new Uint8Array())).toBe('image pages/p2/hd.webp');
  });

  it('appends .flipbook to a name without an extension', () => {
    session.create();
    const saved = session.saveAs(world.doc('Annual Report'));
    expect(saved.path).toBe(world.doc('Annual Report.flipbook'));
    expect(fs.existsSync(world.doc('Annual Report.flipbook'))).toBe(true);
  });

  it('deletes the untitled working copy once the project is saved, or closed unsaved', () => {
    session.create();
    expect(workingCopies()).toHaveLength(1);
    session.saveAs(world.doc('kept.flipbook'));
    expect(workingCopies()).toEqual([]);

    session.create();
    expect(workingCopies()).toHaveLength(1);
    session.close();
    expect(workingCopies()).toEqual([]);
  });

  it('leaves the original file untouched when saving as a new file', () => {
    session.create();
    session.saveAs(world.doc('first.flipbook'));
    const before = fs.readFileSync(world.doc('first.flipbook'));
    session.require().updateBook({ title: 'Second edition' });
    session.saveAs(world.doc('second.flipbook'));
    expect(fs.readFileSync(world.doc('first.flipbook')).equals(before)).toBe(true);
    session.close();
    expect(session.open(world.doc('first.flipbook')).book.title).toBe('My Project');
    expect(session.open(world.doc('second.flipbook')).book.title).toBe('Second edition');
  });

  it('refuses to save a project that has no file yet with PATH_EMPTY', () => {
    session.create();
    expect(errorCode(() => session.save())).toBe('PATH_EMPTY');
  });

  it('refuses empty and badly formed save-as paths', () => {
    session.create();
    expect(errorCode(() => session.saveAs('   '))).toBe('PATH_EMPTY');
    expect(errorCode(() => session.saveAs(world.doc('what?.flipbook')))).toBe('PATH_FORMAT');
    expect(errorCode(() => session.saveAs('relative/book.flipbook'))).toBe('PATH_FORMAT');
    expect(errorCode(() => session.saveAs(world.doc('book.pdf')))).toBe('PATH_FORMAT');
    expect(fs.existsSync(world.doc('book.pdf'))).toBe(false);
  });

  it('gives PROJECT_NOT_FOUND for a missing file and keeps the current project open', () => {
    session.create('Still here');
    expect(errorCode(() => session.open(world.doc('missing.flipbook')))).toBe('PROJECT_NOT_FOUND');
    expect(session.require().snapshot().book.title).toBe('Still here');
  });

  it('gives NO_PROJECT when asked for a project while none is open, and creates one on ensureOpen', () => {
    expect(session.current()).toBeNull();
    expect(errorCode(() => session.require())).toBe('NO_PROJECT');
    expect(errorCode(() => session.save())).toBe('NO_PROJECT');
    expect(session.close()).toBe(false);
    expect(session.ensureOpen().snapshot().book.title).toBe('My Project');
  });

  it('does nothing on disk when saving an unmodified project', () => {
    session.create();
    session.saveAs(world.doc('same.flipbook'));
    const before = fs.statSync(world.doc('same.flipbook'));
    const bytes = fs.readFileSync(world.doc('same.flipbook'));
    const snapshot = session.save();
    expect(snapshot.dirty).toBe(false);
    expect(fs.readFileSync(world.doc('same.flipbook')).equals(bytes)).toBe(true);
    expect(fs.statSync(world.doc('same.flipbook')).mtimeMs).toBe(before.mtimeMs);
  });

  it('saves edits into the project file and clears the dirty flag', () => {
    session.create();
    const target = world.doc('edited.flipbook');
    session.saveAs(target);
    session.require().updateBook({ description: 'A book about culture' });
    expect(session.save().dirty).toBe(false);
    session.close();
    expect(session.open(target).book.description).toBe('A book about culture');
  });

  it('saves as to its own path like a plain save', () => {
    session.create();
    const target = world.doc('self.flipbook');
    session.saveAs(target);
    session.require().updateBook({ keywords: 'flip' });
    expect(session.saveAs(target)).toMatchObject({ path: target, dirty: false });
    session.close();
    expect(session.open(target).book.keywords).toBe('flip');
  });

  it('does not mark the project dirty for an edit that changes nothing', () => {
    session.create();
    session.saveAs(world.doc('calm.flipbook'));
    expect(session.require().updateBook({ title: 'My Project' }).dirty).toBe(false);
  });

  it('merges settings key by key', () => {
    session.create();
    session.require().updateBook({ settings: { a: 1 } });
    expect(session.require().updateBook({ settings: { b: 2 } }).book?.settings).toEqual({ a: 1, b: 2 });
  });

  it('announces every change with a new revision', () => {
    const revisions: number[] = [];
    world.events.subscribe((event, payload) => {
      if (event === 'project.changed') revisions.push((payload as { revision: number }).revision);
    });
    session.create();
    session.require().updateBook({ title: 'One' });
    session.require().replacePages([], []);
    expect(revisions).toHaveLength(3);
    expect(new Set(revisions).size).toBe(3);
    expect(revisions.at(-1)).toBe(session.require().snapshot().revision);
  });

  it('returns snapshots that callers cannot use to change the project', () => {
    session.create();
    const snapshot = session.require().snapshot();
    snapshot.book.title = 'Mutated';
    expect(session.require().snapshot().book.title).toBe('My Project');
  });

  it('fails save as with PROJECT_SAVE_FAILED when the folder cannot exist, and keeps working', () => {
    session.create('Unharmed');
    fs.mkdirSync(world.doc(), { recursive: true });
    fs.writeFileSync(world.doc('a-file'), 'not a folder');
    expect(errorCode(() => session.saveAs(world.doc('a-file', 'book.flipbook')))).toBe('PROJECT_SAVE_FAILED');
    expect(session.require().snapshot()).toMatchObject({ path: null, book: { title: 'Unharmed' } });
    expect(session.saveAs(world.doc('fine.flipbook')).path).toBe(world.doc('fine.flipbook'));
  });

  it('refuses to touch assets after the project was closed', () => {
    session.create();
    const project = session.require();
    session.close();
    expect(errorCode(() => project.assets.put('pages/x/thumb.webp', bytesOf('x')))).toBe('NO_PROJECT');
  });
});
