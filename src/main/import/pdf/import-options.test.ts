import fs from 'node:fs';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PageQuality } from '../../../shared/domain/import-options.js';
import type { Page } from '../../../shared/domain/page.js';
import { editionPolicyFor } from '../page-policy.js';
import { appErrorOf } from '../testing/expect-app-error.js';
import { corpusFile, makeImportWorld, type ImportWorld } from '../testing/import-world.js';
import { tinyPdf, type TinyPage } from '../testing/tiny-pdf.js';

let world: ImportWorld;
beforeEach(() => {
  world = makeImportWorld();
});
afterEach(() => world.cleanup());

const TRACEMONKEY = corpusFile('books', 'tracemonkey.pdf');

function writePdf(name: string, pages: TinyPage[], outline: Parameters<typeof tinyPdf>[1] = []): string {
  const file = world.scratch(name);
  fs.writeFileSync(file, tinyPdf(pages, outline));
  return file;
}

async function sizeOf(key: string): Promise<{ width: number; height: number }> {
  const meta = await sharp(world.engine.readAsset(key) as Uint8Array).metadata();
  return { width: meta.width ?? 0, height: meta.height ?? 0 };
}

/** The mean red-minus-blue of a rendition: high on the red-painted half, 0 on white paper. */
async function redness(key: string): Promise<number> {
  const { channels } = await sharp(world.engine.readAsset(key) as Uint8Array).stats();
  return (channels[0]?.mean ?? 0) - (channels[2]?.mean ?? 0);
}

function parts(pages: Page[]): (string | null)[] {
  return pages.map((page) => (page.source.kind === 'pdf' ? (page.source.part ?? null) : 'not pdf'));
}

describe('pdf.import page range', () => {
  it('imports only pages 2 to 4 of tracemonkey, in order, keeping their PDF page numbers', async () => {
    const { importedPages, project } = await world.client.call('pdf.import', { path: TRACEMONKEY, options: { pageRange: '2-4' } });
    expect(importedPages).toBe(3);
    expect(project.pages.map((page) => page.source)).toEqual([2, 3, 4].map((pageNumber) => ({ kind: 'pdf', file: TRACEMONKEY, pageNumber })));
    expect(project.toc).toEqual([]);
    expect(world.progress.map((event) => [event.page, event.total])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  const OUTLINED = Array.from({ length: 5 }, () => ({ width: 300, height: 400 }));
  const OUTLINE = [
    { title: 'Cover', page: 1 },
    { title: 'Chapter 1', page: 2, children: [{ title: 'Section 1.1', page: 3 }, { title: 'Section 1.2', page: 4 }] },
    { title: 'Chapter 2', page: 3, children: [{ title: 'Section 2.1', page: 5 }] },
  ];

  it('drops table-of-contents entries whose pages were left out and renumbers the rest to book pages', async () => {
    const file = writePdf('outlined.pdf', OUTLINED, OUTLINE);
    const { project } = await world.client.call('pdf.import', { path: file, options: { pageRange: '2, 4-5' } });
    expect(project.pages.map((page) => (page.source.kind === 'pdf' ? page.source.pageNumber : 0))).toEqual([2, 4, 5]);
    expect(project.toc).toEqual([
      { title: 'Chapter 1', page: 1, children: [{ title: 'Section 1.2', page: 2, children: [] }] },
      { title: 'Section 2.1', page: 3, children: [] },
    ]);
  });

  it('leaves the table of contents empty when its extraction is off', async () => {
    const file = writePdf('outlined.pdf', OUTLINED, OUTLINE);
    const { project } = await world.client.call('pdf.import', { path: file, options: { extract: { toc: false } } });
    expect(project.pages).toHaveLength(5);
    expect(project.toc).toEqual([]);
  });

  it('refuses a malformed range before opening the file, and a range past the end before rendering', async () => {
    const malformed = await appErrorOf(world.client.call('pdf.import', { path: world.scratch('absent.pdf'), options: { pageRange: '5-' } }));
    expect([malformed.code, malformed.message]).toEqual(['PAGE_RANGE_FORMAT', 'Incorrect Format']);
    const blank = await appErrorOf(world.client.call('pdf.import', { path: TRACEMONKEY, options: { pageRange: ' ' } }));
    expect([blank.code, blank.message]).toEqual(['PAGE_RANGE_EMPTY', 'Please fill in the page range to be imported']);
    const past = await appErrorOf(world.client.call('pdf.import', { path: TRACEMONKEY, options: { pageRange: '1,20' } }));
    expect(past.code).toBe('PAGE_RANGE_FORMAT');
    expect(world.progress).toEqual([]);
    expect(world.engine.context.session.current()).toBeNull();
  });
});

describe('pdf.import widepage cut', () => {
  // Two covers and two spreads; each spread has its left half painted red.
  const RED_LEFT = '1 0 0 rg 0 0 400 500 re f';
  const BOOK: TinyPage[] = [
    { width: 400, height: 500 },
    { width: 800, height: 500, content: RED_LEFT },
    { width: 800, height: 500, content: RED_LEFT },
    { width: 400, height: 500 },
  ];

  it('keeps the covers whole in mode 2 and cuts the spreads, pointing the contents at first halves', async () => {
    const file = writePdf('spreads.pdf', BOOK, [
      { title: 'Spread 1', page: 2 },
      { title: 'Back', page: 4 },
    ]);
    const { project } = await world.client.call('pdf.import', { path: file, options: { cut: '2' } });
    expect(parts(project.pages)).toEqual([null, 'left', 'right', 'left', 'right', null]);
    expect(project.pages.map((page) => (page.source.kind === 'pdf' ? page.source.pageNumber : 0))).toEqual([1, 2, 2, 3, 3, 4]);
    expect(world.progress.at(-1)).toMatchObject({ page: 6, total: 6 });
    expect(project.toc.map((entry) => [entry.title, entry.page])).toEqual([
      ['Spread 1', 2],
      ['Back', 6],
    ]);
  });

  it('cuts a spread into two portrait halves, the left one showing the left of the spread', async () => {
    const file = writePdf('spreads.pdf', BOOK);
    const { project } = await world.client.call('pdf.import', { path: file, options: { cut: 'auto', pageRange: '2' } });
    const [left, right] = project.pages as [Page, Page];
    expect(parts([left, right])).toEqual(['left', 'right']);
    // Each half is a 400 × 500 pt page: the same shape as the covers.
    for (const half of [left, right]) expect(half.width / half.height).toBeCloseTo(400 / 500, 2);
    expect(await redness(left.renditions.normal)).toBeGreaterThan(200);
    expect(await redness(right.renditions.normal)).toBeLessThan(5);
    const hd = await sizeOf(left.renditions.hd);
    expect(hd.height).toBeGreaterThan(left.height);
  });

  it('shows the right half first in mode 3', async () => {
    const file = writePdf('spreads.pdf', BOOK);
    const { project } = await world.client.call('pdf.import', { path: file, options: { cut: '3', pageRange: '2' } });
    const [first, second] = project.pages as [Page, Page];
    expect(await redness(first.renditions.normal)).toBeLessThan(5);
    expect(await redness(second.renditions.normal)).toBeGreaterThan(200);
  });
});

describe('pdf.import page quality', () => {
  const LETTER: TinyPage[] = [{ width: 612, height: 792 }];

  it.each<[PageQuality, number, number]>([
    [{ preset: 'hd' }, 1600, 1400],
    // 72 DPI renders a letter page at its size in points, under every cap.
    [{ preset: 'custom', dpi: 72 }, 792, 792],
  ])('quality %j gives an HD long edge of %i px and a normal one of %i px', async (quality, hdEdge, normalEdge) => {
    const file = writePdf('letter.pdf', LETTER);
    const { project } = await world.client.call('pdf.import', { path: file, options: { quality } });
    const page = project.pages[0] as Page;
    const hd = await sizeOf(page.renditions.hd);
    expect(Math.max(hd.width, hd.height)).toBe(hdEdge);
    expect(Math.max(page.width, page.height)).toBe(normalEdge);
    expect(Math.max(...Object.values(await sizeOf(page.renditions.thumb)))).toBe(240);
  });

  it('refuses an out-of-range custom value before any work, naming the setting and its range', async () => {
    const error = await appErrorOf(world.client.call('pdf.import', { path: world.scratch('absent.pdf'), options: { quality: { preset: 'custom', dpi: 400 } } }));
    expect(error.code).toBe('QUALITY_OUT_OF_RANGE');
    expect(error.params).toEqual({ setting: 'dpi', min: 72, max: 320 });
    expect(world.progress).toEqual([]);
    expect(world.engine.context.session.current()).toBeNull();
  });
});

describe('the page-limit policy', () => {
  it('refuses a 14-page import in the trial edition before rendering, with the limit filled in', async () => {
    world.engine.context.editionPolicy = editionPolicyFor('trial');
    const error = await appErrorOf(world.client.call('pdf.import', { path: TRACEMONKEY }));
    expect(error.code).toBe('TRIAL_PAGE_LIMIT');
    expect(error.params).toEqual({ limit: 12, current: 0, remaining: 12 });
    expect(error.message).toBe('The trial version allows only 12 pages. The book has 0 pages; 12 more can be added.');
    expect(world.progress).toEqual([]);
    expect(world.engine.context.session.current()).toBeNull();
  });

  it('lets a trial import 12 pages of a longer PDF, leaving no room for more', async () => {
    world.engine.context.editionPolicy = editionPolicyFor('trial');
    const file = writePdf('fourteen.pdf', Array.from({ length: 14 }, () => ({ width: 100, height: 100 })));
    const { importedPages } = await world.client.call('pdf.import', { path: file, options: { pageRange: '3-14' } });
    expect(importedPages).toBe(12);
    expect(await world.client.call('import.allowance', {})).toEqual({ maxPages: 12, currentPages: 12, remaining: 0 });
  });

  it('counts the pages a widepage cut makes against the limit', async () => {
    world.engine.context.editionPolicy = editionPolicyFor('trial');
    const file = writePdf('seven.pdf', Array.from({ length: 7 }, () => ({ width: 200, height: 100 })));
    const error = await appErrorOf(world.client.call('pdf.import', { path: file, options: { cut: 'auto' } }));
    expect(error.code).toBe('TRIAL_PAGE_LIMIT');
    expect(world.progress).toEqual([]);
  });

  it('reports no limit for a registered program', async () => {
    expect(await world.client.call('import.allowance', {})).toEqual({ maxPages: null, currentPages: 0, remaining: null });
  });
});

describe('pdf.inspect', () => {
  it('reports the page count, file size, outline and first page size of tracemonkey', async () => {
    expect(await world.client.call('pdf.inspect', { path: TRACEMONKEY })).toEqual({
      pageCount: 14,
      fileSize: fs.statSync(TRACEMONKEY).size,
      hasOutline: false,
      firstPage: { width: 612, height: 792 },
    });
  });

  it('sees an outline, and does not open a project', async () => {
    const file = writePdf('outlined.pdf', [{ width: 300, height: 400 }], [{ title: 'Start', page: 1 }]);
    expect(await world.client.call('pdf.inspect', { path: file })).toMatchObject({ pageCount: 1, hasOutline: true, firstPage: { width: 300, height: 400 } });
    expect(world.engine.context.session.current()).toBeNull();
  });

  it('fails with the same errors as an import', async () => {
    const notPdf = world.scratch('notes.pdf');
    fs.writeFileSync(notPdf, 'just notes');
    const locked = corpusFile('pdfjs', 'issue3371.pdf');
    expect((await appErrorOf(world.client.call('pdf.inspect', { path: notPdf }))).code).toBe('INCORRECT_FILE_FORMAT');
    expect((await appErrorOf(world.client.call('pdf.inspect', { path: locked }))).code).toBe('PASSWORD_REQUIRED');
    expect((await appErrorOf(world.client.call('pdf.inspect', { path: locked, password: 'wrong' }))).code).toBe('INCORRECT_PASSWORD');
    expect((await world.client.call('pdf.inspect', { path: locked, password: 'ELXRTQWS' })).pageCount).toBeGreaterThan(0);
  });
});
