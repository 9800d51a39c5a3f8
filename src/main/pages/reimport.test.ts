import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeImportWorld, type ImportWorld } from '../import/testing/import-world.js';
import type { TinyOutlineItem } from '../import/testing/tiny-pdf.js';

let world: ImportWorld;
beforeEach(() => {
  world = makeImportWorld();
});
afterEach(() => world.cleanup());

const writePdf = (name: string, pageCount: number, outline: TinyOutlineItem[] = []): string => world.writeTinyPdf(name, pageCount, outline);

describe('re-importing into a book', () => {
  it('keeps the table of contents where its pages still exist when a shorter PDF is re-imported', async () => {
    const outline = [{ title: 'Intro', page: 1 }, { title: 'Middle', page: 3, children: [{ title: 'Late', page: 5 }] }, { title: 'End', page: 6 }];
    await world.client.call('pdf.import', { path: writePdf('long.pdf', 6, outline) });
    const { project } = await world.client.call('pdf.import', { path: writePdf('short.pdf', 4, [{ title: 'Other outline', page: 2 }]) });
    expect(project.pages).toHaveLength(4);
    expect(project.toc).toEqual([
      { title: 'Intro', page: 1, children: [] },
      { title: 'Middle', page: 3, children: [] },
    ]);
  });

  it('uses the new PDF\'s outline when the book had no table of contents', async () => {
    await world.client.call('pdf.import', { path: writePdf('plain.pdf', 2) });
    const { project } = await world.client.call('pdf.import', { path: writePdf('outlined.pdf', 3, [{ title: 'Chapter', page: 2 }]) });
    expect(project.toc).toEqual([{ title: 'Chapter', page: 2, children: [] }]);
  });
});
