import { describe, expect, it } from 'vitest';
import type { FlipbookClient } from '../../shared/api/client.js';
import type { BookPatch, ProjectSnapshot } from '../../shared/domain/book.js';
import { createAppStore } from './store.js';
import { withPendingEdits } from './project-slice.js';
import { baseProject as base } from './testing/base-project.js';

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
