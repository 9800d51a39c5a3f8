import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectSnapshot } from '../../../shared/domain/book.js';
import { appErrorOf } from '../testing/expect-app-error.js';
import { corpusFile, makeImportWorld, type ImportWorld } from '../testing/import-world.js';
import type { TinyOutlineItem } from '../testing/tiny-pdf.js';

let world: ImportWorld;
beforeEach(() => {
  world = makeImportWorld();
});
afterEach(() => world.cleanup());

const TRACEMONKEY = corpusFile('books', 'tracemonkey.pdf');
/** Needs the password ELXRTQWS to open. */
const ENCRYPTED = corpusFile('pdfjs', 'issue3371.pdf');

const writePdf = (name: string, pageCount: number, outline: TinyOutlineItem[] = []): string => world.writeTinyPdf(name, pageCount, outline);

/** Imports a one-page seed so a refused merge has something to leave untouched. */
async function seedBook(): Promise<ProjectSnapshot> {
  return (await world.client.call('pdf.import', { path: writePdf('seed.pdf', 1, [{ title: 'Seed', page: 1 }]) })).project;
}

function expectUnchanged(before: ProjectSnapshot): void {
  const after = world.engine.context.session.require().snapshot();
  expect(after.pages).toEqual(before.pages);
  expect(after.toc).toEqual(before.toc);
}

describe('pdf.merge', () => {
  it('merges PDFs in the order given, offsetting the later file\'s table of contents', async () => {
    const three = writePdf('three.pdf', 3, [{ title: 'Start', page: 1 }, { title: 'Later', page: 2, children: [{ title: 'Deep', page: 3 }] }]);
    const result = await world.client.call('pdf.merge', { paths: [TRACEMONKEY, three] });
    expect(result.importedPages).toBe(17);
    expect(result.project.pages.map((page) => page.source)).toEqual([
      ...Array.from({ length: 14 }, (_, i) => ({ kind: 'pdf', file: TRACEMONKEY, pageNumber: i + 1 })),
      ...[1, 2, 3].map((pageNumber) => ({ kind: 'pdf', file: three, pageNumber })),
    ]);
    expect(result.project.toc).toEqual([
      { title: 'Start', page: 15, children: [] },
      { title: 'Later', page: 16, children: [{ title: 'Deep', page: 17, children: [] }] },
    ]);
    expect(world.progress.map((event) => event.page)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    expect(world.progress.every((event) => event.total === 17)).toBe(true);
    // Renders 17 real pages; on a busy two-core machine that can outlast the default limit.
  }, 240_000);

  it('joins the tables of contents of every file in book order', async () => {
    const a = writePdf('a.pdf', 2, [{ title: 'A', page: 2 }]);
    const b = writePdf('b.pdf', 3, [{ title: 'B', page: 1 }]);
    const { project } = await world.client.call('pdf.merge', { paths: [b, a] });
    expect(project.toc).toEqual([
      { title: 'B', page: 1, children: [] },
      { title: 'A', page: 5, children: [] },
    ]);
  });

  it('asks for at least one PDF when given none, and changes nothing', async () => {
    const before = await seedBook();
    const error = await appErrorOf(world.client.call('pdf.merge', { paths: [] }));
    expect(error.code).toBe('MERGE_NO_FILES');
    expect(error.message).toBe('Please add at least one PDF file.');
    expectUnchanged(before);
  });

  it('refuses a password-protected PDF by name, and changes nothing', async () => {
    const before = await seedBook();
    const error = await appErrorOf(world.client.call('pdf.merge', { paths: [writePdf('fine.pdf', 2), ENCRYPTED] }));
    expect(error.code).toBe('MERGE_PASSWORD_PROTECTED');
    expect(error.message).toBe('Password-protected PDFs cannot be merged: issue3371.pdf');
    expectUnchanged(before);
    expect(world.progress.filter((event) => event.total !== 1)).toEqual([]);
  });

  it('refuses files that come to more than 1,000 pages before rendering any, and changes nothing', async () => {
    const before = await seedBook();
    world.progress.length = 0;
    const error = await appErrorOf(world.client.call('pdf.merge', { paths: [writePdf('big1.pdf', 600), writePdf('big2.pdf', 401)] }));
    expect(error.code).toBe('MERGE_TOO_MANY_PAGES');
    expect(error.message).toBe('The merged PDFs should be within 1000 pages!');
    expect(world.progress).toEqual([]);
    expectUnchanged(before);
  });

  it('refuses a file that is not a PDF with the single-import message', async () => {
    const before = await seedBook();
    const fake = world.scratch('fake.pdf');
    fs.writeFileSync(fake, 'not a pdf at all');
    const error = await appErrorOf(world.client.call('pdf.merge', { paths: [writePdf('fine.pdf', 1), fake] }));
    expect(error.code).toBe('INCORRECT_FILE_FORMAT');
    expectUnchanged(before);
  });

  it('holds the trial allowance over the merged total', async () => {
    world.engine.context.editionPolicy = { maxPages: 12, watermark: true };
    const error = await appErrorOf(world.client.call('pdf.merge', { paths: [writePdf('a.pdf', 7), writePdf('b.pdf', 6)] }));
    expect(error.code).toBe('TRIAL_PAGE_LIMIT');
    expect(world.progress).toEqual([]);
  });

  it('leaves the project as it was when cancelled in the middle of a later file', async () => {
    const before = await seedBook();
    world.progress.length = 0;
    const unsubscribe = world.client.on('job.progress', (event) => {
      if (event.step === 'pages' && event.done === 4) void world.client.call('job.cancel', { id: event.id });
    });
    const merge = world.client.call('pdf.merge', { paths: [writePdf('a.pdf', 3), writePdf('b.pdf', 30)] });
    expect((await appErrorOf(merge)).code).toBe('CANCELLED');
    unsubscribe();
    expectUnchanged(before);
    const project = world.engine.context.session.require();
    // Every page asset the merge wrote was taken back; only the seed's remain.
    const seedId = before.pages[0]?.id ?? '';
    expect(project.assets.get(`pages/${seedId}/normal.webp`)).not.toBeNull();
  });
});
