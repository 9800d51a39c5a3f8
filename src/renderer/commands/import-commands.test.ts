import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import type { FlipbookClient } from '../../shared/api/client.js';
import type { Handlers } from '../../shared/api/contract.js';
import type { ProjectSnapshot } from '../../shared/domain/book.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { Dialog } from '../state/dialogs.js';
import { createAppStore, type AppStore } from '../state/store.js';
import { baseProject as project } from '../state/testing/base-project.js';
import type { CommandContext } from './context.js';
import { HOLD_WORKER_EVERY_MS } from '../../shared/api/import-api.js';
import { importImages, importPdf } from './import-commands.js';

/** A test transport serving only the handlers given, recording every call. */
function testClient(handlers: Partial<Handlers>, calls: { name: string; arg: unknown }[], listeners = new Map<string, (payload: never) => void>()): FlipbookClient {
  return {
    call: (async (name: keyof Handlers, arg: never) => {
      // The recent list is refreshed after every import; it is not what these tests are about.
      if (name !== 'project.recent') calls.push({ name, arg });
      const handler = handlers[name] as ((arg: never) => Promise<unknown>) | undefined;
      if (name === 'project.recent') return { items: [] };
      if (handler === undefined) throw new AppError('UNKNOWN_METHOD');
      return handler(arg);
    }) as FlipbookClient['call'],
    on: ((event: string, listener: (payload: never) => void) => {
      listeners.set(event, listener);
      return () => listeners.delete(event);
    }) as FlipbookClient['on'],
    assetUrl: (key) => key,
  };
}

function contextFor(handlers: Partial<Handlers>, picked: string[], listeners = new Map<string, (payload: never) => void>()) {
  const calls: { name: string; arg: unknown }[] = [];
  const client = testClient(handlers, calls, listeners);
  const store = createAppStore(client, () => undefined);
  const t = ((key: string) => key) as unknown as TFunction;
  const ctx: CommandContext = {
    host: { kind: 'web', client, pickFiles: async () => picked, chooseSavePath: null, readerUrl: '' },
    store,
    t,
  };
  return { ctx, calls, store };
}

/** Answers each dialog as it opens, in order, with the answer function given for its kind. */
function answerDialogs(store: AppStore, answers: ((dialog: Dialog) => void)[]): Dialog['kind'][] {
  const seen: Dialog['kind'][] = [];
  store.subscribe((state, previous) => {
    if (state.dialog === null || state.dialog === previous.dialog) return;
    seen.push(state.dialog.kind);
    const answer = answers.shift();
    if (answer !== undefined) queueMicrotask(() => answer(state.dialog as Dialog));
  });
  return seen;
}

const result = (importedPages: number) => ({ importedPages, project: { ...project, pages: [] } });

describe('the import commands', () => {
  it('asks for the password before the options, then imports with both', async () => {
    const { ctx, calls, store } = contextFor(
      {
        'pdf.inspect': async (arg) => {
          if (arg.password !== 'secret') throw new AppError('PASSWORD_REQUIRED');
          return { pageCount: 5, fileSize: 100, hasOutline: false, firstPage: { width: 600, height: 800 } };
        },
        'pdf.import': async () => result(3),
      },
      ['/up/locked.pdf'],
    );
    const seen = answerDialogs(store, [
      (dialog) => dialog.kind === 'password' && dialog.submit('secret'),
      (dialog) => dialog.kind === 'importOptions' && dialog.answer({ pageRange: '2-4' }),
    ]);
    await importPdf(ctx);
    expect(seen).toEqual(['password', 'importOptions']);
    expect(calls.at(-1)).toEqual({ name: 'pdf.import', arg: { path: '/up/locked.pdf', password: 'secret', options: { pageRange: '2-4' }, jobId: expect.any(String) } });
  });

  it('keeps a render worker warm while the import options are open, and stops once they close', async () => {
    vi.useFakeTimers();
    try {
      const { ctx, calls, store } = contextFor(
        {
          'pdf.inspect': async () => ({ pageCount: 5, fileSize: 100, hasOutline: false, firstPage: { width: 600, height: 800 } }),
          'pdf.holdWorker': async () => ({ waiting: true }),
          'pdf.import': async () => result(3),
        },
        ['/up/a.pdf'],
      );
      const holds = () => calls.filter((call) => call.name === 'pdf.holdWorker').length;
      const running = importPdf(ctx);
      await vi.advanceTimersByTimeAsync(0);
      const dialog = store.getState().dialog;
      if (dialog?.kind !== 'importOptions') throw new Error('the import options did not open');
      // An author reading the options for ten seconds, twice the idle worker's time.
      await vi.advanceTimersByTimeAsync(HOLD_WORKER_EVERY_MS * 3 + 1000);
      expect(holds()).toBe(3);
      dialog.answer({});
      await running;
      expect(calls.at(-1)?.name).toBe('pdf.import');
      await vi.advanceTimersByTimeAsync(HOLD_WORKER_EVERY_MS * 3);
      expect(holds()).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('confirms a re-import before anything when the book already has pages', async () => {
    const { ctx, calls, store } = contextFor({}, ['/up/a.pdf']);
    store.getState().setProject({ ...project, pages: [{ id: 'x', width: 10, height: 10, renditions: { thumb: 't', normal: 'n', hd: 'h' }, source: { kind: 'blank' } }] });
    const seen = answerDialogs(store, [(dialog) => dialog.kind === 'confirm' && dialog.answer(false)]);
    await importPdf(ctx);
    expect(seen).toEqual(['confirm']);
    expect(calls).toEqual([]);
  });

  it('asks about large images and calls again with the answer, reporting the skipped files', async () => {
    const { ctx, calls, store } = contextFor(
      {
        'image.import': async (arg) => {
          if (arg.largeImages === undefined) throw new AppError('LARGE_IMAGES', { count: 1, limit: '10 MB' });
          return { ...result(1), skippedFiles: ['/up/big.png'] };
        },
      },
      ['/up/a.png', '/up/big.png'],
    );
    const seen = answerDialogs(store, [(dialog) => dialog.kind === 'largeImages' && dialog.answer('skip')]);
    await importImages(ctx);
    expect(seen).toEqual(['largeImages']);
    const args = calls.map((call) => call.arg as { jobId: string });
    expect(args).toEqual([
      { paths: ['/up/a.png', '/up/big.png'], jobId: expect.any(String) },
      { paths: ['/up/a.png', '/up/big.png'], largeImages: 'skip', jobId: expect.any(String) },
    ]);
    // Each attempt is a job of its own.
    expect(args[0]?.jobId).not.toBe(args[1]?.jobId);
    expect(store.getState().toasts.map((toast) => toast.text)).toEqual(['toasts.imported', 'toasts.skippedImages']);
  });

  it('shows the pages finished so far while an import from the home screen runs, and goes home again when it is cancelled', async () => {
    const listeners = new Map<string, (payload: never) => void>();
    const page = (id: string) => ({ id, width: 10, height: 10, renditions: { thumb: `${id}.t`, normal: 'n', hd: 'h' }, source: { kind: 'blank' as const } });
    let open: ProjectSnapshot | null = null;
    const seen: (string[] | null)[] = [];
    const { ctx, store } = contextFor(
      {
        'project.get': async () => ({ project: open }),
        'image.import': async ({ jobId }) => {
          open = project;
          const emit = (pages: ReturnType<typeof page>[]) => (listeners.get('import.pages') as (payload: unknown) => void)({ jobId, pages });
          emit([page('a')]);
          // Another job's pages are not this import's.
          (listeners.get('import.pages') as (payload: unknown) => void)({ jobId: 'someone-elses-job', pages: [page('z')] });
          emit([page('b'), page('c')]);
          // The editor opens the new project at the first pages, so there is a strip to fill.
          await vi.waitFor(() => expect(store.getState().project).not.toBeNull());
          seen.push(store.getState().importedPages?.map((shown) => shown.id) ?? null);
          open = null;
          throw new AppError('CANCELLED');
        },
      },
      ['/up/a.png'],
      listeners,
    );
    await importImages(ctx);
    expect(seen).toEqual([['a', 'b', 'c']]);
    expect(store.getState().importedPages).toBeNull();
    expect(store.getState().project).toBeNull();
    expect(listeners.has('import.pages')).toBe(false);
  });
});
