import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { FlipbookClient } from '../../shared/api/client.js';
import type { ProjectSnapshot } from '../../shared/domain/book.js';
import { AppError } from '../../shared/errors/app-error.js';
import { createAppStore } from '../state/store.js';
import type { CommandContext } from './context.js';
import { openProjectAt } from './project-commands.js';

function snapshotAt(file: string): ProjectSnapshot {
  return { id: file, path: file, dirty: false, revision: 1, book: { title: 'T', description: '', keywords: '', settings: {} }, pages: [], toc: [] };
}

/** An engine whose project.open waits until released, then answers the project or fails. */
function world(outcome: 'opens' | 'fails') {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked: () => void = () => undefined;
  const openAsked = new Promise<void>((resolve) => (asked = resolve));
  const client: FlipbookClient = {
    call: (async (name: string, arg: { path?: string }) => {
      if (name === 'project.recent') return { items: [] };
      if (name === 'project.open') {
        asked();
        await released;
        if (outcome === 'fails') throw new AppError('PROJECT_NOT_FOUND');
        return snapshotAt(arg.path ?? '');
      }
      throw new Error(`unexpected call ${name}`);
    }) as FlipbookClient['call'],
    on: () => () => undefined,
    assetUrl: (key) => key,
  };
  const store = createAppStore(client, () => undefined);
  const ctx: CommandContext = { host: { kind: 'electron', client, pickFiles: async () => null, chooseSavePath: null, readerUrl: '' }, store, t: ((key: string) => key) as unknown as TFunction };
  return { ctx, store, openAsked, release };
}

describe('opening a saved project from the home screen', () => {
  it('shows the editor on the first tab while the engine reads the project, then the project', async () => {
    const { ctx, store, openAsked, release } = world('opens');
    store.getState().setTab('page');
    const opening = openProjectAt(ctx, '/books/big.flipbook');
    await openAsked;
    expect(store.getState()).toMatchObject({ openingProject: true, project: null, tab: 'basic' });
    release();
    await opening;
    expect(store.getState().openingProject).toBe(false);
    expect(store.getState().project?.path).toBe('/books/big.flipbook');
  });

  it('goes back to the home screen with the error when the project cannot be opened', async () => {
    const { ctx, store, openAsked, release } = world('fails');
    const opening = openProjectAt(ctx, '/books/gone.flipbook');
    await openAsked;
    expect(store.getState().openingProject).toBe(true);
    release();
    await opening;
    expect(store.getState()).toMatchObject({ openingProject: false, project: null });
    expect(store.getState().toasts.map((toast) => toast.kind)).toEqual(['error']);
  });

  it('keeps the open project on show while another one opens', async () => {
    const { ctx, store, openAsked, release } = world('opens');
    store.getState().setProject(snapshotAt('/books/first.flipbook'));
    const opening = openProjectAt(ctx, '/books/second.flipbook');
    await openAsked;
    expect(store.getState().openingProject).toBe(false);
    expect(store.getState().project?.path).toBe('/books/first.flipbook');
    release();
    await opening;
    expect(store.getState().project?.path).toBe('/books/second.flipbook');
  });
});
