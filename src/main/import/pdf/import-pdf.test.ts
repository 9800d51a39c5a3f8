import fs from 'node:fs';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from '../../../shared/domain/page.js';
import { DEFAULT_RENDITION_PROFILE } from '../rendition-profile.js';
import { appErrorOf } from '../testing/expect-app-error.js';
import { corpusFile, makeImportWorld, type ImportWorld } from '../testing/import-world.js';
import { tinyPdf } from '../testing/tiny-pdf.js';

let world: ImportWorld;
beforeEach(() => {
  world = makeImportWorld();
});
afterEach(() => world.cleanup());

const TRACEMONKEY = corpusFile('books', 'tracemonkey.pdf');

async function webpSize(bytes: Uint8Array | null): Promise<{ width: number; height: number }> {
  expect(bytes).not.toBeNull();
  const meta = await sharp(bytes as Uint8Array).metadata();
  expect(meta.format).toBe('webp');
  return { width: meta.width ?? 0, height: meta.height ?? 0 };
}

function writeScratch(name: string, bytes: Uint8Array | string): string {
  const file = world.scratch(name);
  fs.writeFileSync(file, bytes);
  return file;
}

describe('pdf.import', () => {
  it('imports tracemonkey as 14 pages with three WebP renditions each, reporting progress per page and handing the pages on in order', async () => {
    const handedOn: Page[] = [];
    world.client.on('import.pages', (event) => handedOn.push(...event.pages));
    const result = await world.client.call('pdf.import', { path: TRACEMONKEY });
    expect(result.importedPages).toBe(14);
    // Every page went out as it was finished, in book order, before the job ended (import.pages).
    expect(handedOn).toEqual(result.project.pages);
    expect(result.project.pages).toHaveLength(14);
    expect(result.project.pages.map((page) => page.source)).toEqual(
      Array.from({ length: 14 }, (_, i) => ({ kind: 'pdf', file: TRACEMONKEY, pageNumber: i + 1 })),
    );

    for (const page of result.project.pages) {
      const sizes = {
        thumb: await webpSize(world.engine.readAsset(page.renditions.thumb)),
        normal: await webpSize(world.engine.readAsset(page.renditions.normal)),
        hd: await webpSize(world.engine.readAsset(page.renditions.hd)),
      };
      for (const name of ['thumb', 'normal', 'hd'] as const) {
        const { width, height } = sizes[name];
        expect(Math.max(width, height)).toBe(DEFAULT_RENDITION_PROFILE[name].longEdge);
        // Letter paper is 8.5 × 11; every rendition keeps that shape to within rounding.
        expect(width / height).toBeCloseTo(8.5 / 11, 2);
      }
      expect({ width: page.width, height: page.height }).toEqual(sizes.normal);
    }

    expect(world.progress.map((event) => [event.page, event.total])).toEqual(Array.from({ length: 14 }, (_, i) => [i + 1, 14]));
    expect(world.progress.every((event) => event.etaSeconds !== null && event.etaSeconds >= 0)).toBe(true);
    expect(world.progress.at(-1)?.etaSeconds).toBe(0);
  });

  it('announces page 1\'s thumbnail before its normal and HD renditions are written and before any page is handed on', async () => {
    const file = writeScratch('three.pdf', tinyPdf([{ width: 300, height: 400 }, { width: 400, height: 300 }, { width: 300, height: 400 }]));
    const announced: string[] = [];
    const atFirstThumbnail: Record<'thumb' | 'normal' | 'hd', Uint8Array | null>[] = [];
    world.client.on('import.firstThumbnail', (event) => {
      announced.push(`thumbnail ${event.thumb}`);
      // What the editor could load the moment it hears of the thumbnail.
      const page = event.thumb.replace(/thumb\.webp$/, '');
      atFirstThumbnail.push({ thumb: world.engine.readAsset(event.thumb), normal: world.engine.readAsset(`${page}normal.webp`), hd: world.engine.readAsset(`${page}hd.webp`) });
    });
    world.client.on('import.pages', (event) => announced.push(...event.pages.map((page) => `page ${page.renditions.thumb}`)));

    const { project } = await world.client.call('pdf.import', { path: file });
    const thumbs = project.pages.map((page) => page.renditions.thumb);
    expect(announced).toEqual([`thumbnail ${thumbs[0]}`, ...thumbs.map((thumb) => `page ${thumb}`)]);
    expect(atFirstThumbnail).toHaveLength(1);
    const [early] = atFirstThumbnail;
    expect(await webpSize(early?.thumb ?? null)).toEqual(await webpSize(world.engine.readAsset(thumbs[0] as string)));
    expect(early?.normal).toBeNull();
    expect(early?.hd).toBeNull();
  });

  it('announces only the book\'s first page\'s thumbnail ahead in a merge, not each file\'s', async () => {
    const first = writeScratch('first.pdf', tinyPdf([{ width: 300, height: 400 }]));
    const second = writeScratch('second.pdf', tinyPdf([{ width: 400, height: 300 }, { width: 300, height: 400 }]));
    const thumbnails: string[] = [];
    world.client.on('import.firstThumbnail', (event) => thumbnails.push(event.thumb));
    const { project } = await world.client.call('pdf.merge', { paths: [first, second] });
    expect(project.pages).toHaveLength(3);
    expect(thumbnails).toEqual([project.pages[0]?.renditions.thumb]);
  });

  it('keeps each page its own size when a PDF mixes portrait and landscape pages', async () => {
    const file = writeScratch('mixed.pdf', tinyPdf([{ width: 600, height: 800 }, { width: 800, height: 400 }]));
    const { project } = await world.client.call('pdf.import', { path: file });
    expect(project.pages.map((page: Page) => [page.width, page.height])).toEqual([
      [1050, 1400],
      [1400, 700],
    ]);
  });

  it('turns the PDF outline into a nested table of contents, keeping sections of an unlinked chapter', async () => {
    const pages = Array.from({ length: 5 }, () => ({ width: 300, height: 400 }));
    const outline = [
      { title: '  Preface ', page: 1 },
      { title: 'Part One', page: null, children: [{ title: 'Chapter 1', page: 2, children: [{ title: 'Section 1.1', page: 3 }] }] },
      { title: 'Index', page: 5 },
    ];
    const file = writeScratch('outline.pdf', tinyPdf(pages, outline));
    const { project } = await world.client.call('pdf.import', { path: file });
    expect(project.toc).toEqual([
      { title: 'Preface', page: 1, children: [] },
      { title: 'Chapter 1', page: 2, children: [{ title: 'Section 1.1', page: 3, children: [] }] },
      { title: 'Index', page: 5, children: [] },
    ]);
  });

  it("names a blank project after the PDF's Title metadata, else after the file's name", async () => {
    const titled = writeScratch('scan-0042.pdf', tinyPdf([{ width: 300, height: 400 }], [], { title: 'Annual  Report\\n2024' }));
    expect((await world.client.call('pdf.import', { path: titled })).project.book.title).toBe('Annual Report 2024');
    world.engine.context.session.close();
    const untitled = writeScratch('Garden plans.pdf', tinyPdf([{ width: 300, height: 400 }]));
    expect((await world.client.call('pdf.import', { path: untitled })).project.book.title).toBe('Garden plans');
  });

  it("describes a new book by the PDF's Subject, else its first page's text cut at a word, else its title", async () => {
    const subject = writeScratch('subject.pdf', tinyPdf([{ width: 300, height: 400 }], [], { title: 'Report', subject: 'Yearly  figures\\nfor the board' }));
    expect((await world.client.call('pdf.import', { path: subject })).project.book.description).toBe('Yearly figures for the board');
    world.engine.context.session.close();
    const textual = (await world.client.call('pdf.import', { path: TRACEMONKEY })).project.book.description;
    expect(textual).toMatch(/^Trace-based Just-in-Time Type Specialization for Dynamic Languages /);
    expect(textual.length).toBeLessThanOrEqual(155);
    expect(textual).toMatch(/\S…$/);
    world.engine.context.session.close();
    const bare = writeScratch('Garden plans.pdf', tinyPdf([{ width: 300, height: 400 }]));
    expect((await world.client.call('pdf.import', { path: bare })).project.book.description).toBe('Garden plans');
  });

  it('keeps a description the author wrote when pages are imported again', async () => {
    await world.client.call('pdf.import', { path: writeScratch('first.pdf', tinyPdf([{ width: 300, height: 400 }], [], { subject: 'From the PDF' })) });
    world.engine.context.session.require().updateBook({ description: 'Written by the author' });
    const again = writeScratch('again.pdf', tinyPdf([{ width: 300, height: 400 }], [], { subject: 'Other subject' }));
    expect((await world.client.call('pdf.import', { path: again })).project.book.description).toBe('Written by the author');
  });

  it('keeps the title of a project that already has pages, even the default one', async () => {
    const first = writeScratch('first.pdf', tinyPdf([{ width: 300, height: 400 }]));
    await world.client.call('pdf.import', { path: first });
    world.engine.context.session.require().updateBook({ title: 'My Project' });
    const second = writeScratch('second.pdf', tinyPdf([{ width: 300, height: 400 }], [], { title: 'Other' }));
    expect((await world.client.call('pdf.import', { path: second })).project.book.title).toBe('My Project');
  });

  it('replaces the pages of a previous import but keeps the book configuration', async () => {
    const first = writeScratch('three.pdf', tinyPdf([1, 2, 3].map(() => ({ width: 300, height: 400 }))));
    const second = writeScratch('two.pdf', tinyPdf([1, 2].map(() => ({ width: 400, height: 300 }))));
    await world.client.call('pdf.import', { path: first });
    world.engine.context.session.require().updateBook({ title: 'Kept Title' });
    const { project } = await world.client.call('pdf.import', { path: second });
    expect(project.book.title).toBe('Kept Title');
    expect(project.pages).toHaveLength(2);
    expect(project.pages.every((page) => page.source.kind === 'pdf' && page.source.file === second)).toBe(true);
  });
});

describe('pdf.import with bad input', () => {
  async function expectRefusedWithoutChange(file: string, code: string): Promise<void> {
    const seed = writeScratch('seed.pdf', tinyPdf([{ width: 300, height: 400 }]));
    const before = (await world.client.call('pdf.import', { path: seed })).project;
    const error = await appErrorOf(world.client.call('pdf.import', { path: file }));
    expect(error.code).toBe(code);
    const after = world.engine.context.session.require().snapshot();
    expect(after.pages).toEqual(before.pages);
    expect(after.toc).toEqual(before.toc);
  }

  it('refuses a text file named .pdf as an incorrect file format', async () => {
    await expectRefusedWithoutChange(writeScratch('notes.pdf', 'These are my notes, not a PDF.\n'), 'INCORRECT_FILE_FORMAT');
  });

  it('refuses an empty file as an incorrect file format', async () => {
    await expectRefusedWithoutChange(writeScratch('empty.pdf', ''), 'INCORRECT_FILE_FORMAT');
  });

  it('says a missing file does not exist, and a folder cannot be read, rather than call either a format error', async () => {
    await expectRefusedWithoutChange(world.scratch('nowhere.pdf'), 'FILE_NOT_FOUND');
    fs.mkdirSync(world.scratch('folder.pdf'));
    await expectRefusedWithoutChange(world.scratch('folder.pdf'), 'FILE_UNREADABLE');
  });

  it('refuses a truncated PDF with a file-error message', async () => {
    const whole = fs.readFileSync(TRACEMONKEY);
    const truncated = writeScratch('truncated.pdf', whole.subarray(0, Math.floor(whole.length / 3)));
    await expectRefusedWithoutChange(truncated, 'PDF_FILE_ERRORS');
  });

  it('refuses a PDF of 1 GB or more with the size limit filled into the message', async () => {
    const file = writeScratch('huge.pdf', '%PDF-1.4\n');
    // A sparse file: it claims a gigabyte on disk without using one.
    fs.truncateSync(file, 1024 ** 3);
    const error = await appErrorOf(world.client.call('pdf.import', { path: file }));
    expect(error.code).toBe('PDF_TOO_LARGE');
    expect(error.message).toBe('The PDF file should be less than 1 GB!');
  });

  it('refuses a PDF of more than 1000 pages with the page limit filled into the message', async () => {
    const file = writeScratch('long.pdf', tinyPdf(Array.from({ length: 1001 }, () => ({ width: 100, height: 100 }))));
    const error = await appErrorOf(world.client.call('pdf.import', { path: file }));
    expect(error.code).toBe('PDF_TOO_MANY_PAGES');
    expect(error.message).toBe('The imported PDF should be within 1000 pages!');
    expect(world.engine.context.session.current()).toBeNull();
  });

  it('leaves no project open when an import into no project fails', async () => {
    const file = writeScratch('notes.pdf', 'not a pdf');
    await appErrorOf(world.client.call('pdf.import', { path: file }));
    expect(world.engine.context.session.current()).toBeNull();
  });
});

describe('pdf.import of a password-protected PDF', () => {
  // issue3371.pdf from the pdf.js corpus; test_manifest.json gives its password.
  const LOCKED = corpusFile('pdfjs', 'issue3371.pdf');

  it('asks for the password when none is given', async () => {
    expect((await appErrorOf(world.client.call('pdf.import', { path: LOCKED }))).code).toBe('PASSWORD_REQUIRED');
  });

  it('says the password is incorrect when a wrong one is given', async () => {
    const error = await appErrorOf(world.client.call('pdf.import', { path: LOCKED, password: 'wrong' }));
    expect(error.code).toBe('INCORRECT_PASSWORD');
    expect(error.message).toBe('Incorrect Password!');
  });

  it('imports with the right password', async () => {
    const result = await world.client.call('pdf.import', { path: LOCKED, password: 'ELXRTQWS' });
    expect(result.importedPages).toBeGreaterThan(0);
  });
});

describe('job.cancel on an import', () => {
  it('stops a running import and leaves the page list and the asset store exactly as before', async () => {
    const seed = writeScratch('seed.pdf', tinyPdf([{ width: 300, height: 400 }, { width: 400, height: 300 }]));
    const before = (await world.client.call('pdf.import', { path: seed })).project;
    const project = world.engine.context.session.require();
    const seedKeys = before.pages.flatMap((page) => Object.values(page.renditions));

    const written: string[] = [];
    const put = project.assets.put.bind(project.assets);
    (project.assets as { put: typeof put }).put = (key, data) => {
      written.push(key);
      put(key, data);
    };
    const cancelled: boolean[] = [];
    let jobId = '';
    world.client.on('job.progress', (event) => {
      jobId = event.id;
      if (event.state === 'running' && event.step === 'pages' && event.done === 1 && event.total === 14) {
        void world.client.call('job.cancel', { id: event.id }).then((reply) => cancelled.push(reply.cancelled));
      }
    });

    const error = await appErrorOf(world.client.call('pdf.import', { path: TRACEMONKEY }));
    expect(error.code).toBe('CANCELLED');
    expect(cancelled).toEqual([true]);
    expect(written.length).toBeGreaterThanOrEqual(3);
    for (const key of written) expect(project.assets.get(key)).toBeNull();
    for (const key of seedKeys) expect(project.assets.get(key)).not.toBeNull();
    const after = project.snapshot();
    expect(after.pages).toEqual(before.pages);
    expect(after.toc).toEqual(before.toc);

    // The job has ended: its id no longer names anything to cancel, and it ended cancelled.
    expect(await world.client.call('job.cancel', { id: jobId })).toEqual({ cancelled: false });
    expect(world.jobEvents.at(-1)).toMatchObject({ id: jobId, kind: 'import', state: 'cancelled' });
  });

  it('takes back page 1\'s early thumbnail when the import is cancelled the moment it is announced', async () => {
    const project = world.engine.context.session.ensureOpen();
    const thumbnails: string[] = [];
    world.client.on('import.firstThumbnail', (event) => {
      thumbnails.push(event.thumb);
      void world.client.call('job.cancel', { id: event.jobId });
    });
    const error = await appErrorOf(world.client.call('pdf.import', { path: TRACEMONKEY }));
    expect(error.code).toBe('CANCELLED');
    expect(thumbnails).toHaveLength(1);
    expect(project.assets.get(thumbnails[0] as string)).toBeNull();
    expect(project.snapshot().pages).toEqual([]);
  });
});
