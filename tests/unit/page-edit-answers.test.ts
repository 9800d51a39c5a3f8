import type { TFunction } from 'i18next';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FlipbookClient } from '../../src/shared/api/client.js';
import type { ProjectSnapshot } from '../../src/shared/domain/book.js';
import type { TocEntry } from '../../src/shared/domain/page.js';
import { corpusFile, makeImportWorld, type ImportWorld } from '../../src/main/import/testing/import-world.js';
import { safeDocumentParams } from '../../src/main/import/pdf/pdf-options.js';
import { readOutline } from '../../src/main/import/pdf/pdf-outline.js';
import { samplePage } from '../../src/main/project/project-test-support.js';
import type { CommandContext } from '../../src/renderer/commands/context.js';
import { redoEdit, undoEdit } from '../../src/renderer/commands/history-commands.js';
import { deletePages, movePages } from '../../src/renderer/commands/page-commands.js';
import { createAppStore, type AppStore } from '../../src/renderer/state/store.js';

const PAGES = 1000;

/**
 * A book's contents of some length, nested three deep, whose entries point at the pages the
 * test moves and deletes: chapter n on page 4n-3, its sections on the three pages after.
 */
function contents(chapters: number): TocEntry[] {
  return Array.from({ length: chapters }, (_, chapter) => {
    const first = chapter * 4 + 1;
    const sections = [1, 2, 3].map((section) => ({ title: `Section ${chapter + 1}.${section}`, page: first + section, children: [] }));
    const subsection = { title: `Subsection ${chapter + 1}.1.1`, page: first + 1, url: 'https://example.com/more', children: [] };
    return { title: `Chapter ${chapter + 1}: what it is about`, page: first, children: [{ ...sections[0], children: [subsection] } as TocEntry, ...sections.slice(1)] };
  });
}

interface Traffic {
  name: string;
  sent: number;
  answered: number;
}

let world: ImportWorld;
beforeEach(() => {
  world = makeImportWorld();
});
afterEach(() => world.cleanup());

/**
 * The editor's store and commands over the real engine, on a 1,000-page book with its
 * contents; every call the editor makes is logged with its bytes each way, as JSON.
 */
async function editorOnBigBook(toc: TocEntry[]): Promise<{ ctx: CommandContext; store: AppStore; traffic: Traffic[]; engineProject: () => ProjectSnapshot }> {
  await world.client.call('project.new', {});
  const engineSide = world.engine.context.session.require();
  engineSide.replacePages(
    Array.from({ length: PAGES }, (_, index) => samplePage(`page-${String(index + 1).padStart(4, '0')}`)),
    toc,
  );
  const traffic: Traffic[] = [];
  const client: FlipbookClient = {
    call: (async (name: Parameters<FlipbookClient['call']>[0], arg: never) => {
      const result: unknown = await world.client.call(name, arg);
      traffic.push({ name, sent: JSON.stringify(arg).length, answered: JSON.stringify(result).length });
      return result;
    }) as FlipbookClient['call'],
    on: world.client.on,
    assetUrl: world.client.assetUrl,
  };
  const store = createAppStore(client, (error) => {
    throw error;
  });
  store.getState().setProject(engineSide.snapshot());
  // The delete's confirmation is answered yes, as the author would.
  store.subscribe((state, previous) => {
    const dialog = state.dialog;
    if (dialog !== null && dialog !== previous.dialog && dialog.kind === 'confirm') queueMicrotask(() => dialog.answer(true));
  });
  const t = ((key: string) => key) as unknown as TFunction;
  const ctx: CommandContext = { host: { kind: 'web', client, pickFiles: async () => [], chooseSavePath: null, readerUrl: '' }, store, t };
  return { ctx, store, traffic, engineProject: () => engineSide.snapshot() };
}

describe('page edits the editor makes itself, answered with what changed', () => {
  it('leave the editor with the very project the engine holds, contents renumbered, after moves, deletes, undos and redos, each under 2 KB each way', async () => {
    const { ctx, store, traffic, engineProject } = await editorOnBigBook(contents(60));
    const shownMatchesEngine = () => expect(store.getState().project).toEqual(engineProject());
    const id = (place: number) => store.getState().project?.pages[place]?.id ?? '';
    // The whole contents are what the answers used to carry: well over the limit.
    expect(JSON.stringify(engineProject().toc).length).toBeGreaterThan(2048 * 4);

    // Page 1 (chapter 1) moved one place at a time, as Alt+Right does, then to the end.
    const first = id(0);
    for (let press = 0; press < 5; press += 1) {
      await movePages(ctx, [first], { by: 1 });
      shownMatchesEngine();
    }
    await movePages(ctx, [first], { to: PAGES - 1 });
    shownMatchesEngine();
    expect(engineProject().toc[0]?.page).toBe(PAGES);
    // Two pages moved together to the front: section 2.2's page and chapter 3's.
    await movePages(ctx, [id(5), id(7)], { to: 0 });
    shownMatchesEngine();
    // A chapter's page deleted: its sections take its place a level up. Then two pages at once.
    await deletePages(ctx, [id(4)]);
    shownMatchesEngine();
    await deletePages(ctx, [id(10), id(20)]);
    shownMatchesEngine();
    const edited = engineProject();

    // Every step back to the book as it was, and forward again.
    for (let step = 0; step < 9; step += 1) {
      await undoEdit(ctx);
      shownMatchesEngine();
    }
    expect(engineProject().toc).toEqual(contents(60));
    for (let step = 0; step < 9; step += 1) {
      await redoEdit(ctx);
      shownMatchesEngine();
    }
    expect(store.getState().project).toEqual({ ...edited, revision: engineProject().revision });

    // Only the commands went out, never a fetch of the project, and each was small.
    expect(traffic.map((call) => call.name)).toEqual([...Array<string>(7).fill('pages.move'), ...Array<string>(2).fill('pages.delete'), ...Array<string>(9).fill('project.undo'), ...Array<string>(9).fill('project.redo')]);
    for (const call of traffic) {
      expect(call.sent, call.name).toBeLessThan(2048);
      expect(call.answered, call.name).toBeLessThan(2048);
    }
  });

  it('keep to a few hundred bytes on freeculture.pdf’s own contents, as npm run bench:editor edits it', async () => {
    // The bench's 1,000-page book: freeculture's 352 pages repeated, its outline kept as imported.
    const pdf = await getDocument(safeDocumentParams(corpusFile('books', 'freeculture.pdf'), null)).promise;
    const outline = await readOutline(pdf);
    await pdf.destroy();
    expect(JSON.stringify(outline).length).toBeGreaterThan(2048);
    const { ctx, store, traffic, engineProject } = await editorOnBigBook(outline);
    const id = (place: number) => store.getState().project?.pages[place]?.id ?? '';

    // As the bench does: ten moves of page 1 one place on, three deletes of page 2, thirteen undos.
    const first = id(0);
    for (let press = 0; press < 10; press += 1) await movePages(ctx, [first], { by: 1 });
    for (let round = 0; round < 3; round += 1) await deletePages(ctx, [id(1)]);
    for (let step = 0; step < 13; step += 1) await undoEdit(ctx);
    expect(store.getState().project).toEqual(engineProject());
    expect(engineProject().toc).toEqual(outline);

    // The HTTP transport carries each answer in its envelope, {"ok":true,"result":…}: as the bench counts it.
    const envelope = '{"ok":true,"result":}'.length;
    const largest = (name: string) => {
      const calls = traffic.filter((call) => call.name === name);
      return { sent: Math.max(...calls.map((call) => call.sent)), answered: Math.max(...calls.map((call) => call.answered)) + envelope };
    };
    const figures = { move: largest('pages.move'), delete: largest('pages.delete'), undo: largest('project.undo') };
    console.log(`bytes at 1,000 pages with freeculture's contents (${JSON.stringify(outline).length} B whole), request / answer: ${JSON.stringify(figures)}`);
    expect(traffic.some((call) => call.name === 'project.get')).toBe(false);
    for (const { sent, answered } of Object.values(figures)) {
      expect(sent).toBeLessThan(2048);
      expect(answered).toBeLessThan(2048);
    }
  });
});
