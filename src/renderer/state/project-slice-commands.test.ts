import { describe, expect, it } from 'vitest';
import type { FlipbookClient } from '../../shared/api/client.js';
import type { ProjectSnapshot } from '../../shared/domain/book.js';
import type { HistoryChange, PageEdit } from '../../shared/domain/project-change.js';
import { diffPageLists } from '../../shared/domain/page-list-diff.js';
import { diffTocs } from '../../shared/domain/toc-diff.js';
import { createAppStore } from './store.js';
import { baseProject as base } from './testing/base-project.js';

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

describe('whole-project commands shown at once (the table of contents)', () => {
  const entry = (title: string) => ({ title, page: 1, children: [] });
  /** A store over a transport that answers every call with `call`. */
  const storeCalling = (call: (name: string, arg: { toc: ProjectSnapshot['toc'] }) => Promise<unknown>) => {
    const client: FlipbookClient = { call: call as FlipbookClient['call'], on: () => () => undefined, assetUrl: (key) => key };
    const store = createAppStore(client, (error) => {
      throw error;
    });
    return { client, store };
  };

  it('show each at once, so the next builds on it; an earlier answer takes back nothing still on its way', async () => {
    const sent: unknown[] = [];
    const answers: (() => void)[] = [];
    let revision = 1;
    const { client, store } = storeCalling(async (name, arg) => {
      sent.push([name, arg.toc.map((item) => item.title)]);
      await new Promise<void>((resolve) => answers.push(resolve));
      revision += 1;
      return { ...base, revision, toc: arg.toc };
    });
    store.getState().setProject({ ...base, toc: [entry('Old title')] });
    const toc = () => store.getState().project?.toc.map((item) => item.title);
    // A rename, then an entry added before the engine has answered the rename.
    const rename = store.getState().queueOwnChange({ ...store.getState().project!, toc: [entry('Review')] }, () => client.call('toc.set', { toc: [entry('Review')] }));
    expect(toc()).toEqual(['Review']);
    const added = [...store.getState().project!.toc, entry('Appendix')];
    const add = store.getState().queueOwnChange({ ...store.getState().project!, toc: added }, () => client.call('toc.set', { toc: added }));
    expect(toc()).toEqual(['Review', 'Appendix']);
    await expect.poll(() => answers.length).toBe(1);
    answers.shift()?.();
    await rename;
    expect(toc()).toEqual(['Review', 'Appendix']);
    await expect.poll(() => answers.length).toBe(1);
    answers.shift()?.();
    await add;
    expect(sent).toEqual([
      ['toc.set', ['Review']],
      ['toc.set', ['Review', 'Appendix']],
    ]);
    expect(toc()).toEqual(['Review', 'Appendix']);
    expect(store.getState().project?.revision).toBe(3);
    expect(store.getState().editsInFlight()).toBe(false);
  });

  it('fetch the project again once the queue is empty after the engine refused one', async () => {
    const calls: string[] = [];
    const { client, store } = storeCalling(async (name) => {
      calls.push(name);
      if (name === 'toc.set') throw new Error('refused');
      return { project: { ...base, revision: 5 } };
    });
    store.getState().setProject(base);
    const refused = store.getState().queueOwnChange({ ...base, toc: [entry('Shown, then refused')] }, () => client.call('toc.set', { toc: [] }));
    await expect(refused).rejects.toThrow('refused');
    await expect.poll(() => store.getState().project?.revision).toBe(5);
    expect(calls).toEqual(['toc.set', 'project.get']);
    expect(store.getState().project?.toc).toEqual(base.toc);
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

  it('keeps a template applied just before a move, and the move, whichever answer comes first', async () => {
    const calls: string[] = [];
    const answers: (() => void)[] = [];
    const client = clientOf(async (name: string) => {
      calls.push(name);
      await new Promise<void>((resolve) => answers.push(resolve));
      if (name === 'design.applyTemplate') return { id: 'p', path: null, dirty: true, revision: 2, changed: ['book'], book: { ...base.book, settings: { template: 'classical' } } };
      return editAt(3);
    });
    const store = storeOf(client);
    const applied = store.getState().applyOwnBookChange(() => client.call('design.applyTemplate', { template: 'classical' }));
    const moved = moveBy1(store, client, ['b', 'a', 'c', 'd']);
    await expect.poll(() => answers.length).toBe(1);
    answers.shift()?.();
    // The template's answer comes while the move is still queued: it carries no pages, so the move stays shown.
    await expect.poll(() => store.getState().project?.book.settings).toEqual({ template: 'classical' });
    expect(ids(store.getState().project)).toEqual(['b', 'a', 'c', 'd']);
    await expect.poll(() => answers.length).toBe(1);
    answers.shift()?.();
    await Promise.all([applied, moved]);
    expect(calls).toEqual(['design.applyTemplate', 'pages.move']);
    expect(store.getState().project).toMatchObject({ revision: 3, book: { settings: { template: 'classical' } } });
    expect(ids(store.getState().project)).toEqual(['b', 'a', 'c', 'd']);
    expect(store.getState().editsInFlight()).toBe(false);
  });
});
