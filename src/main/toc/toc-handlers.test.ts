import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeImportWorld, type ImportWorld } from '../import/testing/import-world.js';
import type { TinyOutlineItem } from '../import/testing/tiny-pdf.js';
import type { TocEntry } from '../../shared/domain/page.js';
import type { HistoryChange } from '../../shared/domain/project-change.js';
import { applyTocDiff } from '../../shared/domain/toc-diff.js';

let world: ImportWorld;
beforeEach(() => {
  world = makeImportWorld();
});
afterEach(() => world.cleanup());

const writePdf = (name: string, pageCount: number, outline: TinyOutlineItem[] = []): string => world.writeTinyPdf(name, pageCount, outline);

/** The contents after an undo or redo, from the contents before it and the step's diff (decision 0245); null without one. */
const tocAfterStep = (before: TocEntry[], step: HistoryChange): TocEntry[] | null => (step.tocDiff === undefined ? null : applyTocDiff(before, step.tocDiff));

const OUTLINE = [{ title: 'Intro', page: 1 }, { title: 'Body', page: 3, children: [{ title: 'Detail', page: 4 }] }];

describe('editing the table of contents', () => {
  it('replaces it as one undo step, with links, and refuses pages the book lacks', async () => {
    await world.client.call('pdf.import', { path: writePdf('book.pdf', 4) });
    const edited = [{ title: 'Start', page: 1, children: [{ title: 'More', page: 2, url: 'https://example.com/more', children: [] }] }];
    expect((await world.client.call('toc.set', { toc: edited })).toc).toEqual(edited);
    await expect(world.client.call('toc.set', { toc: [{ title: 'Far', page: 5, children: [] }] })).rejects.toMatchObject({
      code: 'TOC_PAGE_OUT_OF_BOOK',
      message: 'Page 5 is not in the book, which has 4 pages.',
    });
    await expect(world.client.call('toc.set', { toc: [{ title: 'Evil', page: 1, url: 'javascript:alert(1)', children: [] }] })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(tocAfterStep(edited, await world.client.call('project.undo', {}))).toEqual([]);
    expect(tocAfterStep([], await world.client.call('project.redo', {}))).toEqual(edited);
  });

  it('reads the source PDF’s outline again, numbered as the pages are now', async () => {
    const { project } = await world.client.call('pdf.import', { path: writePdf('book.pdf', 4, OUTLINE) });
    const { revision } = await world.client.call('toc.set', { toc: [] });
    // Page 1 moves to the end, so "Intro" now names book page 4.
    await world.client.call('pages.move', { baseRevision: revision, pageIds: [project.pages[0]?.id ?? ''], move: { to: 3 } });
    const toc = (await world.client.call('toc.importOutline', {})).toc;
    expect(toc).toEqual([
      { title: 'Intro', page: 4, children: [] },
      { title: 'Body', page: 2, children: [{ title: 'Detail', page: 3, children: [] }] },
    ]);
    expect(tocAfterStep(toc, await world.client.call('project.undo', {}))).toEqual([]);
  });

  it('says clearly when the source PDF is gone, and leaves the table of contents as it was', async () => {
    const file = writePdf('gone.pdf', 2, OUTLINE.slice(0, 1));
    await world.client.call('pdf.import', { path: file });
    fs.rmSync(file);
    const error = await world.client.call('toc.importOutline', {}).then(() => null, (caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'TOC_SOURCE_MISSING' });
    expect((error as Error).message).toContain(file);
    expect((await world.client.call('project.get', {})).project?.toc).toEqual([{ title: 'Intro', page: 1, children: [] }]);
  });
});
