import fs from 'node:fs';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page, TocEntry } from '../../shared/domain/page.js';
import type { PageEdit } from '../../shared/domain/project-change.js';
import { applyTocDiff } from '../../shared/domain/toc-diff.js';
import { appErrorOf } from '../import/testing/expect-app-error.js';
import { makeImportWorld, type ImportWorld } from '../import/testing/import-world.js';
import { tinyPdf } from '../import/testing/tiny-pdf.js';
import { REMEMBERED_CHANGES } from '../project/open-project.js';

let world: ImportWorld;
beforeEach(() => {
  world = makeImportWorld();
});
afterEach(() => world.cleanup());

/** Adds a blank page whose width names it, so tests can tell pages apart by size. */
async function addBlank(width: number, position: 'first' | 'last' | 'before' | 'after' = 'last', anchorPageId?: string) {
  const arg = { position, source: { kind: 'blank' as const, width, height: 100 }, ...(anchorPageId ? { anchorPageId } : {}) };
  return (await world.client.call('pages.add', arg)).project;
}

/** A book of blank pages 101, 102, … px wide. */
async function bookOf(count: number): Promise<Page[]> {
  await world.client.call('project.new', {});
  let pages: Page[] = [];
  for (let i = 1; i <= count; i += 1) pages = (await addBlank(100 + i)).pages;
  return pages;
}

const widths = (pages: readonly Page[]) => pages.map((page) => page.width);
const entry = (title: string, page: number, children: TocEntry[] = []): TocEntry => ({ title, page, children });

/** The contents after a page command, from the contents before it and the answer's diff (decision 0245); null without one. */
const tocAfter = (before: TocEntry[], edit: PageEdit): TocEntry[] | null => (edit.tocDiff === undefined ? null : applyTocDiff(before, edit.tocDiff));

function setToc(toc: TocEntry[]): void {
  const project = world.engine.context.session.require();
  project.replacePages(project.snapshot().pages, toc);
}

describe('pages.add', () => {
  it('puts a blank page first, last, before or after a page', async () => {
    const [, second] = await bookOf(3);
    expect(widths((await addBlank(900, 'first')).pages)).toEqual([900, 101, 102, 103]);
    expect(widths((await addBlank(901, 'last')).pages)).toEqual([900, 101, 102, 103, 901]);
    expect(widths((await addBlank(902, 'before', second?.id)).pages)).toEqual([900, 101, 902, 102, 103, 901]);
    expect(widths((await addBlank(903, 'after', second?.id)).pages)).toEqual([900, 101, 902, 102, 903, 103, 901]);
  });

  it('renders a blank page in its colour into all three renditions', async () => {
    await world.client.call('project.new', {});
    const { project } = await world.client.call('pages.add', { position: 'last', source: { kind: 'blank', width: 600, height: 800, color: '#ff0000' } });
    const page = project.pages[0] as Page;
    expect(page).toMatchObject({ width: 600, height: 800, source: { kind: 'blank' } });
    const { data } = await sharp(world.engine.readAsset(page.renditions.normal) as Uint8Array).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)].map((value) => Math.round(value / 16))).toEqual([16, 0, 0]);
    const thumb = await sharp(world.engine.readAsset(page.renditions.thumb) as Uint8Array).metadata();
    expect([thumb.width, thumb.height]).toEqual([180, 240]);
  });

  it('refuses before or after a page that is not in the book, and changes nothing', async () => {
    const pages = await bookOf(2);
    const error = await appErrorOf(world.client.call('pages.add', { position: 'after', anchorPageId: 'gone', source: { kind: 'blank', width: 100, height: 100 } }));
    expect(error.code).toBe('PAGE_NOT_FOUND');
    expect(error.message).toBe('That page is no longer in the book.');
    expect(world.engine.context.session.require().snapshot().pages).toEqual(pages);
  });

  it('keeps the table of contents on its pages when a page goes in before them', async () => {
    const [first, second] = await bookOf(3);
    setToc([entry('One', 1), entry('Two', 2, [entry('Three', 3)])]);
    const project = await addBlank(900, 'before', second?.id);
    expect(project.toc).toEqual([entry('One', 1), entry('Two', 3, [entry('Three', 4)])]);
    expect(project.pages[0]?.id).toBe(first?.id);
  });

  it('adds a page from an image and from one page of a PDF', async () => {
    await bookOf(1);
    const image = world.scratch('photo.png');
    await sharp({ create: { width: 300, height: 200, channels: 3, background: '#00ff00' } }).png().toFile(image);
    const withImage = (await world.client.call('pages.add', { position: 'first', source: { kind: 'image', path: image } })).project;
    expect(withImage.pages[0]).toMatchObject({ width: 300, height: 200, source: { kind: 'image', file: image } });

    const pdf = world.scratch('three.pdf');
    fs.writeFileSync(pdf, tinyPdf([{ width: 200, height: 300 }, { width: 400, height: 300 }, { width: 200, height: 300 }]));
    const result = await world.client.call('pages.add', { position: 'last', source: { kind: 'pdf', path: pdf, pageNumber: 2 } });
    expect(result.importedPages).toBe(1);
    expect(result.project.pages).toHaveLength(3);
    expect(result.project.pages[2]?.source).toEqual({ kind: 'pdf', file: pdf, pageNumber: 2 });
    expect((result.project.pages[2]?.width ?? 0) > (result.project.pages[2]?.height ?? 0)).toBe(true);
  });

  it('leaves the book as it was when the new page cannot be made', async () => {
    const pages = await bookOf(1);
    const broken = world.scratch('broken.png');
    fs.writeFileSync(broken, Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40, 3)]));
    const error = await appErrorOf(world.client.call('pages.add', { position: 'last', source: { kind: 'image', path: broken } }));
    expect(error.code).toBe('IMAGE_CONVERSION_FAILED');
    const project = world.engine.context.session.require();
    expect(project.snapshot().pages).toEqual(pages);
    expect(project.assets.get(`pages/${pages[0]?.id}/normal.webp`)).not.toBeNull();
  });

  it('adds only what is left of the trial allowance', async () => {
    await bookOf(2);
    world.engine.context.editionPolicy = { maxPages: 2, watermark: true };
    const error = await appErrorOf(world.client.call('pages.add', { position: 'last', source: { kind: 'blank', width: 100, height: 100 } }));
    expect(error.code).toBe('TRIAL_PAGE_LIMIT');
    expect(error.params).toEqual({ limit: 2, current: 2, remaining: 0 });
    expect(await world.client.call('import.allowance', {})).toEqual({ maxPages: 2, currentPages: 2, remaining: 0 });
  });

  it('needs an open project', async () => {
    expect((await appErrorOf(addBlank(100))).code).toBe('NO_PROJECT');
  });
});

/** The revision the engine is at now: what an editor that is up to date bases a command on. */
async function revisionNow(): Promise<number> {
  return (await world.client.call('project.get', {})).project?.revision ?? 0;
}

const pagesNow = () => world.engine.context.session.require().snapshot().pages;

describe('pages.delete', () => {
  it('removes the pages, keeps the table of contents on the pages that remain, and answers without the pages', async () => {
    const [p1, p2, , p4] = await bookOf(5);
    const toc = [entry('Intro', 1), entry('Part', 2, [entry('Ch 3', 3), entry('Ch 4', 4)]), entry('End', 5)];
    setToc(toc);
    const edit = await world.client.call('pages.delete', { baseRevision: await revisionNow(), pageIds: [p2?.id ?? '', p4?.id ?? ''] });
    expect(edit).not.toHaveProperty('pages');
    expect(edit).toMatchObject({ changed: ['pages', 'toc'], rebased: false, dirty: true, history: { undo: 7, redo: 0 } });
    // "Part" lost its page; its surviving chapter takes its place, and "Ch 4" went with its page.
    expect(tocAfter(toc, edit)).toEqual([entry('Intro', 1), entry('Ch 3', 2), entry('End', 3)]);
    expect(widths(pagesNow())).toEqual([101, 103, 105]);
    expect(pagesNow()[0]?.id).toBe(p1?.id);
  });

  it('refuses a page that is not in the book and deletes nothing', async () => {
    const pages = await bookOf(2);
    const error = await appErrorOf(world.client.call('pages.delete', { baseRevision: await revisionNow(), pageIds: [pages[0]?.id ?? '', 'nope'] }));
    expect(error.code).toBe('PAGE_NOT_FOUND');
    expect(pagesNow()).toEqual(pages);
  });

  it('deletes pages named on a page list changed since, when they are all still in the book', async () => {
    const [a, b, c] = await bookOf(3);
    const base = await revisionNow();
    await world.client.call('pages.move', { baseRevision: base, pageIds: [c?.id ?? ''], move: { to: 0 } });
    const edit = await world.client.call('pages.delete', { baseRevision: base, pageIds: [a?.id ?? ''] });
    expect(edit.rebased).toBe(true);
    expect(pagesNow().map((page) => page.id)).toEqual([c?.id, b?.id]);
  });

  it('refuses to delete, with PAGES_CHANGED, a page deleted since the command was made', async () => {
    const [a, b] = await bookOf(3);
    const base = await revisionNow();
    await world.client.call('pages.delete', { baseRevision: base, pageIds: [a?.id ?? ''] });
    const before = pagesNow();
    const error = await appErrorOf(world.client.call('pages.delete', { baseRevision: base, pageIds: [a?.id ?? '', b?.id ?? ''] }));
    expect(error.code).toBe('PAGES_CHANGED');
    expect(pagesNow()).toEqual(before);
  });
});

describe('pages.move', () => {
  it('moves a page by places, the table of contents follows, and the answer is small', async () => {
    const [a, b, c] = await bookOf(3);
    const toc = [entry('A', 1), entry('C', 3)];
    setToc(toc);
    const edit = await world.client.call('pages.move', { baseRevision: await revisionNow(), pageIds: [a?.id ?? ''], move: { by: 2 } });
    expect(pagesNow().map((page) => page.id)).toEqual([b?.id, c?.id, a?.id]);
    expect(edit).toMatchObject({ changed: ['pages', 'toc'], rebased: false });
    expect(tocAfter(toc, edit)).toEqual([entry('A', 3), entry('C', 2)]);
    expect(JSON.stringify(edit).length).toBeLessThan(400);
  });

  it('moves pages together to an index of the new order', async () => {
    const [a, b, c, d] = await bookOf(4);
    await world.client.call('pages.move', { baseRevision: await revisionNow(), pageIds: [d?.id ?? '', a?.id ?? ''], move: { to: 1 } });
    expect(pagesNow().map((page) => page.id)).toEqual([b?.id, a?.id, d?.id, c?.id]);
  });

  it('applies quick moves in order, each one undo step', async () => {
    const pages = await bookOf(12);
    const first = pages[0]?.id ?? '';
    let base = await revisionNow();
    for (let press = 0; press < 10; press += 1) base = (await world.client.call('pages.move', { baseRevision: base, pageIds: [first], move: { by: 1 } })).revision;
    expect(pagesNow().findIndex((page) => page.id === first)).toBe(10);
    for (let expected = 9; expected >= 0; expected -= 1) {
      const step = await world.client.call('project.undo', {});
      // Each undo answers two ids, not the book (decision 0243).
      expect(step.pageDiff?.remove).toHaveLength(1);
      expect(step.pageDiff?.insert.flatMap((run) => run.ids)).toHaveLength(1);
      expect(step.pageDiff?.pages).toEqual([]);
      expect(pagesNow().findIndex((page) => page.id === first)).toBe(expected);
    }
  });

  it('applies a move as made when only the book changed since its base revision', async () => {
    const [a, b, c] = await bookOf(3);
    const base = await revisionNow();
    await world.client.call('project.update', { patch: { title: 'Typed meanwhile' } });
    const edit = await world.client.call('pages.move', { baseRevision: base, pageIds: [c?.id ?? ''], move: { to: 0 } });
    expect(edit.rebased).toBe(false);
    expect(pagesNow().map((page) => page.id)).toEqual([c?.id, a?.id, b?.id]);
  });

  it('rebases a move by places on a page list changed since: the page moves on from where it is now', async () => {
    const [a, b, c, d, e] = await bookOf(5);
    const base = await revisionNow();
    await world.client.call('pages.move', { baseRevision: base, pageIds: [e?.id ?? ''], move: { to: 0 } });
    const edit = await world.client.call('pages.move', { baseRevision: base, pageIds: [a?.id ?? ''], move: { by: 1 } });
    expect(edit.rebased).toBe(true);
    expect(pagesNow().map((page) => page.id)).toEqual([e?.id, b?.id, a?.id, c?.id, d?.id]);
  });

  it('refuses with PAGES_CHANGED a move to an index of a page list changed since, and changes nothing', async () => {
    const [a, , c] = await bookOf(3);
    const base = await revisionNow();
    await world.client.call('pages.move', { baseRevision: base, pageIds: [c?.id ?? ''], move: { to: 0 } });
    const before = pagesNow();
    const error = await appErrorOf(world.client.call('pages.move', { baseRevision: base, pageIds: [a?.id ?? ''], move: { to: 2 } }));
    expect(error.code).toBe('PAGES_CHANGED');
    expect(pagesNow()).toEqual(before);
  });

  it.each([
    ['a revision still to come', (now: number) => now + 1],
    ['a revision from before the project was opened', () => 0],
  ])('refuses with PAGES_CHANGED a move based on %s', async (_label, baseOf) => {
    const pages = await bookOf(2);
    const error = await appErrorOf(world.client.call('pages.move', { baseRevision: baseOf(await revisionNow()), pageIds: [pages[0]?.id ?? ''], move: { by: 1 } }));
    expect(error.code).toBe('PAGES_CHANGED');
    expect(pagesNow()).toEqual(pages);
  });

  it('refuses with PAGES_CHANGED a move based on a revision older than the changes the project remembers', async () => {
    const pages = await bookOf(2);
    const base = await revisionNow();
    for (let edit = 0; edit <= REMEMBERED_CHANGES; edit += 1) await world.client.call('project.update', { patch: { title: `Title ${edit}` } });
    const error = await appErrorOf(world.client.call('pages.move', { baseRevision: base, pageIds: [pages[0]?.id ?? ''], move: { by: 1 } }));
    expect(error.code).toBe('PAGES_CHANGED');
  });

  it('refuses a page that is not in the book', async () => {
    const pages = await bookOf(2);
    const error = await appErrorOf(world.client.call('pages.move', { baseRevision: await revisionNow(), pageIds: ['stranger'], move: { by: 1 } }));
    expect(error.code).toBe('PAGE_NOT_FOUND');
    expect(pagesNow()).toEqual(pages);
  });

  it('makes no step and no new revision for a page already at the end', async () => {
    const pages = await bookOf(2);
    const base = await revisionNow();
    const edit = await world.client.call('pages.move', { baseRevision: base, pageIds: [pages[1]?.id ?? ''], move: { by: 1 } });
    expect(edit).toMatchObject({ revision: base, changed: [], history: { undo: 2, redo: 0 } });
  });
});
