import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { FlipbookClient } from '../../shared/api/client.js';
import type { ProjectSnapshot } from '../../shared/domain/book.js';
import { createAppStore } from '../state/store.js';
import type { CommandContext } from './context.js';
import { openRequestedProjects } from './open-requests.js';

function snapshotAt(file: string): ProjectSnapshot {
  return { id: file, path: file, dirty: false, revision: 1, book: { title: 'T', description: '', keywords: '', settings: {} }, pages: [], toc: [] };
}

/** The engine's side: a queue of requests, and project.open answering (slowly, when asked) with the project at the path. */
function world() {
  const queue: string[] = [];
  const opened: string[] = [];
  let release: (() => void) | null = null;
  let holdOpen = false;
  const client: FlipbookClient = {
    call: (async (name: string, arg: { path?: string }) => {
      if (name === 'app.takeOpenRequests') return { paths: queue.splice(0) };
      if (name === 'project.recent') return { items: [] };
      if (name === 'project.open') {
        opened.push(arg.path ?? '');
        if (holdOpen) await new Promise<void>((resolve) => (release = resolve));
        return snapshotAt(arg.path ?? '');
      }
      throw new Error(`unexpected call ${name}`);
    }) as FlipbookClient['call'],
    on: () => () => undefined,
    assetUrl: (key) => key,
  };
  const store = createAppStore(client, () => undefined);
  const ctx: CommandContext = { host: { kind: 'electron', client, pickFiles: async () => null, chooseSavePath: null, readerUrl: '' }, store, t: ((key: string) => key) as unknown as TFunction };
  return {
    ctx,
    store,
    queue,
    opened,
    hold: () => (holdOpen = true),
    release: () => {
      holdOpen = false;
      release?.();
    },
  };
}

describe('opening the project files the system asked for', () => {
  it('opens the last one asked for, and nothing when none waits', async () => {
    const { ctx, store, queue, opened } = world();
    const openRequested = openRequestedProjects(ctx);
    await openRequested();
    expect(opened).toEqual([]);
    queue.push('/books/old.flipbook', '/books/new.flipbook');
    await openRequested();
    expect(opened).toEqual(['/books/new.flipbook']);
    expect(store.getState().project?.path).toBe('/books/new.flipbook');
  });

  it('takes a request that comes while another is being opened once that one is done', async () => {
    const { ctx, store, queue, opened, hold, release } = world();
    const openRequested = openRequestedProjects(ctx);
    hold();
    queue.push('/books/first.flipbook');
    const first = openRequested();
    await expect.poll(() => opened).toEqual(['/books/first.flipbook']);
    queue.push('/books/second.flipbook');
    const second = openRequested();
    release();
    await Promise.all([first, second]);
    expect(opened).toEqual(['/books/first.flipbook', '/books/second.flipbook']);
    expect(store.getState().project?.path).toBe('/books/second.flipbook');
  });

  it('counts the open as its own change until answered, so the project.changed it causes fetches nothing', async () => {
    const { ctx, store, queue, opened, hold, release } = world();
    const openRequested = openRequestedProjects(ctx);
    hold();
    queue.push('/books/big.flipbook');
    const opening = openRequested();
    await expect.poll(() => opened).toEqual(['/books/big.flipbook']);
    // What app.tsx asks before fetching the project on project.changed.
    expect(store.getState().editsInFlight()).toBe(true);
    release();
    await opening;
    expect(store.getState().editsInFlight()).toBe(false);
    expect(store.getState().project?.path).toBe('/books/big.flipbook');
  });
});
