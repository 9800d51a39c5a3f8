import { describe, expect, it } from 'vitest';
import type { FlipbookClient } from '../../shared/api/client.js';
import type { BookPatch, ProjectSnapshot } from '../../shared/domain/book.js';
import type { HistoryChange, PageEdit } from '../../shared/domain/project-change.js';
import { diffPageLists } from '../../shared/domain/page-list-diff.js';
import { diffTocs } from '../../shared/domain/toc-diff.js';
import { createAppStore } from './store.js';
import { withPendingEdits } from './project-slice.js';

const base: ProjectSnapshot = {
  id: 'p',
  path: null,
  dirty: false,
  revision: 1,
  book: { title: 'My Project', description: '', keywords: '', settings: {} },
  pages: [],
  toc: [],
};

/** A test transport serving only project.update, recording each patch it receives. */
function fakeClient(patches: BookPatch[]): FlipbookClient {
  let current = base;
  return {
    call: (async (name: string, arg: { patch: BookPatch }) => {
      if (name !== 'project.update') throw new Error(`unexpected ${name}`);
      patches.push(arg.patch);
      current = { ...current, dirty: true, revision: current.revision + 1, book: { ...current.book, ...arg.patch } };
      return { ...current, changed: ['book'] };
    }) as FlipbookClient['call'],
    on: () => () => undefined,
    assetUrl: (key) => key,
  };
}

/** A transport that answers each project.update only when the test releases it (answers.shift()?.()). */
function slowClient(answers: (() => void)[]): FlipbookClient {
  let current = base;
  return {
    call: (async (_name: string, arg: { patch: BookPatch }) => {
      await new Promise<void>((resolve) => answers.push(resolve));
      current = { ...current, book: { ...current.book, ...arg.patch, settings: { ...current.book.settings, ...arg.patch.settings } } };
      return { ...current, changed: ['book'] };
    }) as FlipbookClient['call'],
    on: () => () => undefined,
    assetUrl: (key) => key,
  };
}

describe('editing the book', () => {
  it('shows typed text at once and sends the engine one merged edit when flushed', async () => {
    const patches: BookPatch[] = [];
    const store = createAppStore(fakeClient(patches), (error) => {
      throw error;
    });
    store.getState().setProject(base);
    store.getState().editBook({ title: 'T' });
    store.getState().editBook({ title: 'Tr' });
    store.getState().editBook({ keywords: 'jit' });
    expect(store.getState().project?.book.title).toBe('Tr');
    expect(store.getState().project?.dirty).toBe(true);
    expect(patches).toEqual([]);
    await store.getState().flushEdits();
    expect(patches).toEqual([{ title: 'Tr', keywords: 'jit' }]);
    expect(store.getState().pendingPatch).toBeNull();
    expect(store.getState().project?.revision).toBe(2);
  });

  it('keeps a click sent after typing on screen while the engine answers the typing first', async () => {
    const answers: (() => void)[] = [];
    const store = createAppStore(slowClient(answers), (error) => {
      throw error;
    });
    store.getState().setProject(base);
    store.getState().editBook({ title: 'Typed' });
    const committed = store.getState().commitSettings({ kind: 'users' });
    expect(store.getState().project?.book.settings.kind).toBe('users');
    // The engine answers the typing: the click, still unanswered, stays on screen.
    while (answers.length === 0) await Promise.resolve();
    answers.shift()?.();
    while (answers.length === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().project?.book).toMatchObject({ title: 'Typed', settings: { kind: 'users' } });
    answers.shift()?.();
    await committed;
    expect(store.getState().project?.book).toMatchObject({ title: 'Typed', settings: { kind: 'users' } });
  });

  it('counts an edit as in flight from the first key until the engine has answered it', async () => {
    const answers: (() => void)[] = [];
    const store = createAppStore(slowClient(answers), (error) => {
      throw error;
    });
    store.getState().setProject(base);
    expect(store.getState().editsInFlight()).toBe(false);
    store.getState().editBook({ title: 'Typed' });
    expect(store.getState().editsInFlight()).toBe(true);
    const sent = store.getState().flushEdits();
    // Sent, not answered: a copy of the project fetched now would not hold it.
    expect(store.getState().pendingPatch).toBeNull();
    expect(store.getState().editsInFlight()).toBe(true);
    while (answers.length === 0) await Promise.resolve();
    answers.shift()?.();
    await sent;
    expect(store.getState().editsInFlight()).toBe(false);
  });

  it('keeps text typed while the engine was answering', () => {
    const answered = { ...base, book: { ...base.book, title: 'Tr' } };
    expect(withPendingEdits(answered, { title: 'Tra' }).book.title).toBe('Tra');
    expect(withPendingEdits(answered, null)).toBe(answered);
  });

  it('changes settings key by key, and removes a reset key both on screen and in the engine', async () => {
    const calls: { patch: BookPatch; gesture?: string }[] = [];
    const store = createAppStore(recordingClient(calls), (error) => {
      throw error;
    });
    store.getState().setProject({ ...base, book: { ...base.book, settings: { flipTime: 1, hardCover: true } } });
    store.getState().editSettings({ flipTime: 0.5 });
    store.getState().editSettings({ hardCover: undefined });
    expect(store.getState().project?.book.settings).toEqual({ flipTime: 0.5 });
    await store.getState().flushEdits();
    expect(calls).toEqual([{ patch: { settings: { flipTime: 0.5, hardCover: null } } }]);
  });

  it('sends every edit of a drag with one gesture id, and edits after it without', async () => {
    const calls: { patch: BookPatch; gesture?: string }[] = [];
    const store = createAppStore(recordingClient(calls), (error) => {
      throw error;
    });
    store.getState().setProject(base);
    store.getState().editSettings({ volume: 0.1 });
    store.getState().beginGesture();
    store.getState().editSettings({ volume: 0.2 });
    await store.getState().flushEdits();
    store.getState().editSettings({ volume: 0.3 });
    await store.getState().endGesture();
    store.getState().editSettings({ volume: 0.4 });
    await store.getState().flushEdits();
    const gestures = calls.map((call) => call.gesture);
    expect(gestures[0]).toBeUndefined();
    expect(gestures[1]).toMatch(/^gesture-/);
    expect(gestures[2]).toBe(gestures[1]);
    expect(gestures[3]).toBeUndefined();
  });

  it('sends each committed click at once with a gesture of its own, so quick clicks stay separate undo steps', async () => {
    const calls: { patch: BookPatch; gesture?: string }[] = [];
    const store = createAppStore(recordingClient(calls), (error) => {
      throw error;
    });
    store.getState().setProject(base);
    await store.getState().commitSettings({ languages: ['fr'] });
    await store.getState().commitSettings({ languages: ['fr', 'de'] });
    expect(calls.map((call) => call.patch.settings)).toEqual([{ languages: ['fr'] }, { languages: ['fr', 'de'] }]);
    expect(calls[0]?.gesture).toMatch(/^gesture-/);
    expect(calls[1]?.gesture).toMatch(/^gesture-/);
    expect(calls[1]?.gesture).not.toBe(calls[0]?.gesture);
  });
});

/** A test transport serving project.update, recording each call's patch and gesture. */
function recordingClient(calls: { patch: BookPatch; gesture?: string }[]): FlipbookClient {
  let current = base;
  return {
    call: (async (name: string, arg: { patch: BookPatch; gesture?: string }) => {
      if (name !== 'project.update') throw new Error(`unexpected ${name}`);
      calls.push(arg);
      current = withPendingEdits(current, arg.patch);
      return { ...current, changed: ['book'] };
    }) as FlipbookClient['call'],
    on: () => () => undefined,
    assetUrl: (key) => key,
  };
}
describe('editing settings', () => {
  it('sends only the changed keys, a reset one as null, and shows the book without it at once', async () => {
    const patches: BookPatch[] = [];
    const store = createAppStore(fakeClient(patches), (error) => {
      throw error;
    });
    store.getState().setProject({ ...base, book: { ...base.book, settings: { flipTime: 1, backgroundOpacity: 5, futureKey: 'kept' } } });
    store.getState().editSettings({ flipTime: 2 });
    store.getState().editSettings({ backgroundOpacity: undefined });
    expect(store.getState().project?.book.settings).toEqual({ flipTime: 2, futureKey: 'kept' });
    await store.getState().flushEdits();
    expect(patches).toEqual([{ settings: { flipTime: 2, backgroundOpacity: null } }]);
  });

  it('keeps a reset the engine has not heard of yet over its answer', () => {
    const answered = { ...base, book: { ...base.book, settings: { flipTime: 1, backgroundOpacity: 5 } } };
    expect(withPendingEdits(answered, { settings: { backgroundOpacity: null } }).book.settings).toEqual({ flipTime: 1 });
  });
});

describe('laying the engine answer over the project shown', () => {
  it('keeps the page list when the answer carries only the book, and takes the header', async () => {
    const page = { id: 'p1', width: 600, height: 800, renditions: { thumb: 't', normal: 'n', hd: 'h' }, source: { kind: 'blank' } } as unknown as ProjectSnapshot['pages'][number];
    const shown: ProjectSnapshot = { ...base, pages: [page] };
    const client: FlipbookClient = {
      call: (async (_name: string, arg: { patch: BookPatch }) => ({
        id: 'p',
        path: null,
        dirty: true,
        revision: 7,
        history: { undo: 1, redo: 0 },
        changed: ['book'],
        book: { ...base.book, ...arg.patch },
      })) as FlipbookClient['call'],
      on: () => () => undefined,
      assetUrl: (key) => key,
    };
    const store = createAppStore(client, (error) => {
      throw error;
    });
    store.getState().setProject(shown);
    store.getState().editBook({ title: 'Answered' });
    await store.getState().flushEdits();
    expect(store.getState().project).toEqual({ ...shown, dirty: true, revision: 7, history: { undo: 1, redo: 0 }, book: { ...base.book, title: 'Answered' } });
  });

  it('fetches the project whole when the answer is for another project', async () => {
    const other: ProjectSnapshot = { ...base, id: 'other', revision: 9 };
    const names: string[] = [];
    const client: FlipbookClient = {
      call: (async (name: string) => {
        names.push(name);
        if (name === 'project.get') return { project: other };
        return { id: 'other', path: null, dirty: true, revision: 9, changed: ['book'], book: base.book };
      }) as FlipbookClient['call'],
      on: () => () => undefined,
      assetUrl: (key) => key,
    };
    const store = createAppStore(client, (error) => {
      throw error;
    });
    store.getState().setProject(base);
    store.getState().editBook({ title: 'Lost in the switch' });
    await store.getState().flushEdits();
    expect(names).toEqual(['project.update', 'project.get']);
    expect(store.getState().project).toEqual(other);
  });
});

describe("the editor's own whole-project commands", () => {
  /** A transport that answers each call only when the test releases it, with the project it is given. */
  function heldClient(answers: ((project: ProjectSnapshot) => void)[]): FlipbookClient {
    return {
      call: (() => new Promise<ProjectSnapshot>((resolve) => answers.push(resolve))) as FlipbookClient['call'],
      on: () => () => undefined,
      assetUrl: (key) => key,
    };
  }
  const fail = (error: unknown) => {
    throw error;
  };

  it('count as edits in flight until answered, so the project.changed they cause fetches nothing', async () => {
    const answers: ((project: ProjectSnapshot) => void)[] = [];
    const client = heldClient(answers);
    const store = createAppStore(client, fail);
    store.getState().setProject(base);
    const move = store.getState().applyOwnChange(() => client.call('project.new', {}));
    expect(store.getState().editsInFlight()).toBe(true);
    await expect.poll(() => answers.length).toBe(1);
    answers.shift()?.({ ...base, revision: 2 });
    await move;
    expect(store.getState().editsInFlight()).toBe(false);
    expect(store.getState().project?.revision).toBe(2);
  });

  it('go out one after another, and only the last answer is shown', async () => {
    const answers: ((project: ProjectSnapshot) => void)[] = [];
    const client = heldClient(answers);
    const store = createAppStore(client, fail);
    store.getState().setProject(base);
    const first = store.getState().applyOwnChange(() => client.call('toc.set', { toc: [] }));
    const second = store.getState().applyOwnChange(() => client.call('project.new', {}));
    await expect.poll(() => answers.length).toBe(1);
    answers.shift()?.({ ...base, revision: 2, book: { ...base.book, title: 'first' } });
    await first;
    expect(store.getState().project?.book.title).toBe('My Project');
    expect(store.getState().editsInFlight()).toBe(true);
    await expect.poll(() => answers.length).toBe(1);
    answers.shift()?.({ ...base, revision: 3, book: { ...base.book, title: 'second' } });
    await second;
    expect(store.getState().project?.book.title).toBe('second');
    expect(store.getState().editsInFlight()).toBe(false);
  });

  it('stop counting a command the engine refused', async () => {
    const client: FlipbookClient = { call: (() => Promise.reject(new Error('refused'))) as FlipbookClient['call'], on: () => () => undefined, assetUrl: (key) => key };
    const store = createAppStore(client, fail);
    store.getState().setProject(base);
    await expect(store.getState().applyOwnChange(() => client.call('project.new', {}))).rejects.toThrow('refused');
    expect(store.getState().editsInFlight()).toBe(false);
    expect(store.getState().project).toEqual(base);
  });
});

describe('undo and redo answered with what changed', () => {
  const pagesOf = (ids: string[]) => ids.map((id) => ({ id, width: 6, height: 8, renditions: { thumb: `${id}/t`, normal: `${id}/n`, hd: `${id}/h` }, source: { kind: 'blank' } }) as ProjectSnapshot['pages'][number]);
  const withPages = { ...base, pages: pagesOf(['a', 'b', 'c', 'd']) };
  const ids = (project: ProjectSnapshot | null) => project?.pages.map((page) => page.id);
  /** The engine's undo answer for a step from `before` to `after`. */
  const stepAnswer = (before: string[], after: string[], revision: number): HistoryChange => ({
    id: 'p',
    path: null,
    dirty: true,
    revision,
    history: { undo: 0, redo: 1 },
    changed: ['pages'],
    pageDiff: diffPageLists(pagesOf(before), pagesOf(after)),
  });

  /** A store showing `withPages` over a transport that logs each call and answers with `answer(name)`. */
  const undoWorld = (answer: (name: string) => unknown) => {
    const calls: string[] = [];
    const client: FlipbookClient = {
      call: (async (name: string) => {
        calls.push(name);
        return answer(name);
      }) as FlipbookClient['call'],
      on: () => () => undefined,
      assetUrl: (key) => key,
    };
    const store = createAppStore(client, (error) => {
      throw error;
    });
    store.getState().setProject(withPages);
    return { calls, store, undo: () => store.getState().applyOwnHistoryStep(() => client.call('project.undo', {})) };
  };

  it('applies the page diff to the pages shown, without fetching the project', async () => {
    const { calls, store, undo } = undoWorld(() => stepAnswer(['a', 'b', 'c', 'd'], ['b', 'c', 'a', 'd'], 5));
    await undo();
    expect(calls).toEqual(['project.undo']);
    expect(ids(store.getState().project)).toEqual(['b', 'c', 'a', 'd']);
    expect(store.getState().project?.revision).toBe(5);
    expect(store.getState().project?.history).toEqual({ undo: 0, redo: 1 });
  });

  it('fetches the project once when the diff was made from a list other than the one shown', async () => {
    const fetched = { ...withPages, revision: 6, pages: pagesOf(['x', 'a']) };
    const { calls, store, undo } = undoWorld((name) => (name === 'project.get' ? { project: fetched } : stepAnswer(['x', 'a', 'b'], ['x', 'a'], 6)));
    await undo();
    expect(calls).toEqual(['project.undo', 'project.get']);
    expect(store.getState().project).toEqual(fetched);
  });
});

describe('page commands made faster than the engine answers', () => {
  const pagesOf = (ids: string[]) => ids.map((id) => ({ id }) as unknown as ProjectSnapshot['pages'][number]);
  const withPages = { ...base, pages: pagesOf(['a', 'b', 'c', 'd']) };
  const ids = (project: ProjectSnapshot | null) => project?.pages.map((page) => page.id);

  const clientOf = (call: (name: string, arg: { baseRevision: number }) => Promise<unknown>): FlipbookClient => ({
    call: call as FlipbookClient['call'],
    on: () => () => undefined,
    assetUrl: (key) => key,
  });
  const storeOf = (
    client: FlipbookClient,
    onError: (error: unknown) => void = (error) => {
      throw error;
    },
  ) => {
    const store = createAppStore(client, onError);
    store.getState().setProject(withPages);
    return store;
  };
  /** The answer of a page command: the header, no pages. */
  const editAt = (revision: number, rebased = false): PageEdit => ({ id: 'p', path: null, dirty: true, revision, history: { undo: revision, redo: 0 }, changed: ['pages'], rebased });
  const moveBy1 = (store: ReturnType<typeof createAppStore>, client: FlipbookClient, order: string[]) =>
    store.getState().queuePageEdit({ ...store.getState().project!, pages: pagesOf(order) }, (baseRevision) => client.call('pages.move', { baseRevision, pageIds: ['a'], move: { by: 1 } }));

  it('shows each at once, sends them one after another in order, each based on the last answer, and keeps the pages shown', async () => {
    const bases: number[] = [];
    const answers: (() => void)[] = [];
    let revision = 1;
    const client = clientOf(async (name: string, arg: { baseRevision: number }) => {
      if (name !== 'pages.move') throw new Error(`unexpected ${name}`);
      bases.push(arg.baseRevision);
      await new Promise<void>((resolve) => answers.push(resolve));
      revision += 1;
      return editAt(revision);
    });
    const store = storeOf(client);
    const orders = [['b', 'a', 'c', 'd'], ['b', 'c', 'a', 'd'], ['b', 'c', 'd', 'a']];
    const done = orders.map((order) => moveBy1(store, client, order));
    expect(ids(store.getState().project)).toEqual(['b', 'c', 'd', 'a']);
    await Promise.resolve();
    expect(bases).toHaveLength(1);
    for (let index = 0; index < orders.length; index += 1) {
      await expect.poll(() => answers.length).toBe(1);
      answers.shift()?.();
      // An answer carries no pages, so none takes back the moves still on their way.
      await expect.poll(() => store.getState().project?.revision).toBe(index + 2);
      expect(ids(store.getState().project)).toEqual(['b', 'c', 'd', 'a']);
    }
    expect(await Promise.all(done)).toEqual([true, true, true]);
    expect(bases).toEqual([1, 2, 3]);
    expect(store.getState().project?.history).toEqual({ undo: 4, redo: 0 });
    expect(store.getState().editsInFlight()).toBe(false);
  });

  it('bases a command on the newest revision the engine answered, typed edits included', async () => {
    const bases: number[] = [];
    const client = clientOf(async (name: string, arg: { baseRevision: number }) => {
      if (name === 'project.update') return { ...base, revision: 7, changed: ['book'] };
      bases.push(arg.baseRevision);
      return editAt(8);
    });
    const store = storeOf(client);
    store.getState().editBook({ title: 'typed' });
    await store.getState().flushEdits();
    await moveBy1(store, client, ['b', 'a', 'c', 'd']);
    expect(bases).toEqual([7]);
  });

  it('fetches the project once after a command the engine rebased on changes made elsewhere', async () => {
    const calls: string[] = [];
    const client = clientOf(async (name: string) => {
      calls.push(name);
      if (name === 'project.get') return { project: { ...withPages, revision: 9, pages: pagesOf(['x', 'b', 'a', 'c', 'd']) } };
      return editAt(calls.length + 1, calls.length === 1);
    });
    const store = storeOf(client);
    await Promise.all([moveBy1(store, client, ['b', 'a', 'c', 'd']), moveBy1(store, client, ['b', 'c', 'a', 'd'])]);
    expect(calls).toEqual(['pages.move', 'pages.move', 'project.get']);
    expect(ids(store.getState().project)).toEqual(['x', 'b', 'a', 'c', 'd']);
  });

  it('lays the contents diff of its answer over the contents shown, and fetches the project once when they are not the contents it was made from', async () => {
    const toc = [{ title: 'A', page: 1, children: [] }];
    const renumbered = [{ title: 'A', page: 2, children: [] }];
    const fetched = { ...withPages, revision: 9, toc: renumbered };
    const calls: string[] = [];
    let from = toc;
    const client = clientOf(async (name: string) => {
      calls.push(name);
      if (name === 'project.get') return { project: fetched };
      return { ...editAt(calls.length + 1), changed: ['pages', 'toc'], tocDiff: diffTocs(from, renumbered) };
    });
    const store = storeOf(client);
    store.getState().setProject({ ...withPages, toc });
    await moveBy1(store, client, ['b', 'a', 'c', 'd']);
    expect(calls).toEqual(['pages.move']);
    expect(store.getState().project?.toc).toEqual(renumbered);
    // The engine's contents changed elsewhere, unseen: its diff does not fit those shown.
    from = [{ title: 'Elsewhere', page: 1, children: [] }];
    await moveBy1(store, client, ['a', 'b', 'c', 'd']);
    expect(calls).toEqual(['pages.move', 'pages.move', 'project.get']);
    expect(store.getState().project).toEqual(fetched);
  });

  it('reports a refused one and fetches the project again once the queue is empty', async () => {
    const errors: unknown[] = [];
    const client = clientOf(async (name: string) => {
      if (name === 'project.get') return { project: { ...withPages, revision: 9 } };
      throw new Error('refused');
    });
    const store = storeOf(client, (error) => errors.push(error));
    expect(await moveBy1(store, client, ['d', 'c', 'b', 'a'])).toBe(false);
    expect(errors).toHaveLength(1);
    expect(ids(store.getState().project)).toEqual(['a', 'b', 'c', 'd']);
    expect(store.getState().project?.revision).toBe(9);
  });
});
