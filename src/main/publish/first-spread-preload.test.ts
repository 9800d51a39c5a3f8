import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultBookConfig } from '../../shared/domain/book.js';
import type { Page } from '../../shared/domain/page.js';
import { firstSpreadPreloads, openingPages, openingSizes, withFirstSpreadPreloads } from './first-spread-preload.js';
import { renderIndexHtml } from './index-html.js';
import { createFakeProject, pageColor } from './testing/fake-project.js';
import { writeFakeReaderAssets } from './testing/fake-reader-assets.js';
import { createPublishTestEngine } from './testing/test-context.js';

const template = fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'reader', 'index.html'), 'utf8');
const page = (n: number): Page => ({ id: `p${n}`, width: 700, height: 1000, renditions: { thumb: `t${n}`, normal: `n${n}`, hd: `h${n}` }, source: { kind: 'blank' } });
const book = (settings: Record<string, unknown>, count = 4) => ({ book: { ...defaultBookConfig('Book'), settings }, pages: Array.from({ length: count }, (_, i) => page(i + 1)) });
const sealedFrom = (fromPage: number) => ({ protection: { mode: 'password', kind: 'single', password: 'pw', users: [], fromPage } });
const widths = new Map([1, 2].map((n) => [n, { thumb: 168, normal: 980 }]));

describe('the opening spread named in the published head', () => {
  it('is the cover alone by default, in every page mode and in a right-to-left book', () => {
    expect(openingPages(book({}))).toEqual([{ page: 1 }]);
    expect(openingPages(book({ pageMode: 'double' }))).toEqual([{ page: 1 }]);
    expect(openingPages(book({ pageMode: 'single', startOnDoublePage: true }))).toEqual([{ page: 1 }]);
    expect(openingPages(book({ rightToLeft: true }))).toEqual([{ page: 1 }]);
  });

  it('adds page 2 for a book that starts on a double page: always in double mode, on screens that show two pages in auto mode', () => {
    expect(openingPages(book({ startOnDoublePage: true, pageMode: 'double' }))).toEqual([{ page: 1 }, { page: 2 }]);
    // √2 × 0.7 = 0.99: a screen wider than that shows the spread (layout.ts singleShowsMore).
    expect(openingPages(book({ startOnDoublePage: true }))).toEqual([{ page: 1 }, { page: 2, media: 'not all and (max-aspect-ratio: 990/1000)' }]);
    expect(openingPages(book({ startOnDoublePage: true, pageMode: 'double' }, 1))).toEqual([{ page: 1 }]);
  });

  it('never names a protected page', () => {
    expect(openingPages(book(sealedFrom(1)))).toEqual([]);
    expect(openingPages(book({ startOnDoublePage: true, pageMode: 'double', ...sealedFrom(2) }))).toEqual([{ page: 1 }]);
    expect(firstSpreadPreloads(book(sealedFrom(1)), widths)).toEqual([]);
  });

  it('sizes the page as the reader shows it: one page slot or two, side by side or stacked', () => {
    expect(openingSizes(book({ pageMode: 'single' }))).toBe('min(100vw, 70vh)');
    expect(openingSizes(book({ pageMode: 'double' }))).toBe('min(50vw, 70vh)');
    expect(openingSizes(book({ pageMode: 'double', flipDirection: 'vertical' }))).toBe('min(100vw, 35vh)');
    expect(openingSizes(book({}))).toBe('(max-aspect-ratio: 990/1000) min(100vw, 70vh), min(50vw, 70vh)');
    expect(openingSizes(book({ bindingType: 'top' }))).toBe('(min-aspect-ratio: 495/1000) min(100vw, 70vh), min(100vw, 35vh)');
  });

  it('preloads the reading renditions at high priority before the stylesheet, for the reader to take over', () => {
    const links = firstSpreadPreloads(book({ startOnDoublePage: true }), widths);
    expect(links).toEqual([
      '<link rel="preload" as="image" href="files/page-1-normal.webp" imagesrcset="files/page-1-thumb.webp 168w, files/page-1-normal.webp 980w" imagesizes="(max-aspect-ratio: 990/1000) min(100vw, 70vh), min(50vw, 70vh)" fetchpriority="high" data-page="1">',
      '<link rel="preload" as="image" href="files/page-2-normal.webp" imagesrcset="files/page-2-thumb.webp 168w, files/page-2-normal.webp 980w" imagesizes="(max-aspect-ratio: 990/1000) min(100vw, 70vh), min(50vw, 70vh)" fetchpriority="high" media="not all and (max-aspect-ratio: 990/1000)" data-page="2">',
    ]);
    const html = withFirstSpreadPreloads(renderIndexHtml(template, { title: 't', description: 'd', keywords: '' }), links);
    expect(html.indexOf('data-page="1"')).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(html.indexOf('data-page="2"')).toBeLessThan(html.indexOf('<script src="reader.js"'));
    expect(withFirstSpreadPreloads(template, [])).toBe(template);
  });
});

describe('publishing a book with its opening spread preloaded', () => {
  let work = '';
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  async function publishedIndex(settings: Record<string, unknown>): Promise<string> {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-preload-'));
    const project = await createFakeProject({ title: 'Colours', pages: [1, 2, 3].map((n) => ({ width: 60, height: 80, color: pageColor(n) })) });
    project.updateBook({ settings });
    const outDir = path.join(work, 'book');
    await createPublishTestEngine({ project, readerAssetsDir: writeFakeReaderAssets(path.join(work, 'reader')) }).publish(outDir);
    return fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  }

  it("offers the published files by their own pixel widths", async () => {
    const html = await publishedIndex({});
    // The fake project's thumbnail is a quarter of the 60 px normal page.
    expect(html).toContain('imagesrcset="files/page-1-thumb.webp 15w, files/page-1-normal.webp 60w"');
    expect(html).toContain('fetchpriority="high"');
  });

  it('names no page image of a book protected from page 1, not even for sharing', async () => {
    const html = await publishedIndex(sealedFrom(1));
    expect(html).not.toMatch(/files\/page-/);
    expect(html).not.toContain('rel="preload"');
  });
});
