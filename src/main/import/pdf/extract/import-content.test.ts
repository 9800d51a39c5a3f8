import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TextLayerSchema, type TextLayer } from '../../../../shared/domain/page-content.js';
import { appErrorOf } from '../../testing/expect-app-error.js';
import { makeImportWorld, type ImportWorld } from '../../testing/import-world.js';
import { linkedPdf, type LinkedPdfPage } from './testing/linked-pdf.js';

let world: ImportWorld;
beforeEach(() => {
  world = makeImportWorld();
});
afterEach(() => world.cleanup());

const PAGE = { width: 300, height: 400 };

/** Four pages: page 1 links to page 3 and to a web page, page 3 links back to page 1. */
const BOOK: LinkedPdfPage[] = [
  {
    ...PAGE,
    text: [{ x: 30, y: 350, size: 20, text: 'Contents' }],
    links: [
      { rect: [30, 300, 150, 320], to: { page: 3 } },
      { rect: [30, 260, 150, 280], to: { uri: 'https://example.com/' } },
      { rect: [30, 220, 150, 240], to: { uri: 'javascript:app.alert(1)' } },
    ],
  },
  { ...PAGE, text: [{ x: 30, y: 350, size: 20, text: 'Second' }] },
  { ...PAGE, text: [{ x: 30, y: 350, size: 20, text: 'Third' }], links: [{ rect: [30, 30, 100, 60], to: { page: 1 } }] },
  PAGE,
];

function writePdf(name: string, pages: LinkedPdfPage[]): string {
  const file = world.scratch(name);
  fs.writeFileSync(file, linkedPdf(pages));
  return file;
}

function textLayerOf(key: string | undefined): TextLayer {
  expect(key).toBeDefined();
  const bytes = world.engine.readAsset(key as string);
  expect(bytes).not.toBeNull();
  return TextLayerSchema.parse(JSON.parse(new TextDecoder().decode(bytes as Uint8Array)));
}

describe('pdf.import with information extraction', () => {
  it('gives each page its links and a text layer asset, and drops a javascript: link', async () => {
    const { project } = await world.client.call('pdf.import', { path: writePdf('book.pdf', BOOK) });
    const [first, second, third, fourth] = project.pages;
    expect(first?.links?.map((link) => link.target)).toEqual([
      { kind: 'page', page: 3 },
      { kind: 'url', url: 'https://example.com/' },
    ]);
    expect(first?.links?.[0]).toMatchObject({ x: 0.1, y: 0.2, width: 0.4, height: 0.05 });
    expect(third?.links?.map((link) => link.target)).toEqual([{ kind: 'page', page: 1 }]);
    expect(second).not.toHaveProperty('links');

    expect(first?.textLayer).toBe(`pages/${first?.id}/text.json`);
    expect(textLayerOf(first?.textLayer).items.map((item) => item.text)).toEqual(['Contents']);
    expect(textLayerOf(third?.textLayer).items.map((item) => item.text)).toEqual(['Third']);
    // A page without text stores no text layer at all.
    expect(fourth).not.toHaveProperty('textLayer');
  });

  it('stores no links and no text when extraction is turned off', async () => {
    const path = writePdf('book.pdf', BOOK);
    const { project } = await world.client.call('pdf.import', { path, options: { extract: { links: false, text: false } } });
    for (const page of project.pages) {
      expect(page).not.toHaveProperty('links');
      expect(page).not.toHaveProperty('textLayer');
      expect(world.engine.readAsset(`pages/${page.id}/text.json`)).toBeNull();
    }
  });

  it('follows links into the book after a page range, dropping those to pages left out', async () => {
    const { project } = await world.client.call('pdf.import', { path: writePdf('book.pdf', BOOK), options: { pageRange: '2-3' } });
    // PDF page 3 is now book page 2, and its link to PDF page 1 leads nowhere.
    expect(project.pages).toHaveLength(2);
    expect(project.pages[1]).not.toHaveProperty('links');
    expect(textLayerOf(project.pages[1]?.textLayer).items.map((item) => item.text)).toEqual(['Third']);
  });

  it('shares a cut page’s links and text between its halves', async () => {
    const spread: LinkedPdfPage = {
      width: 800,
      height: 400,
      text: [
        { x: 40, y: 350, size: 20, text: 'Verso' },
        { x: 440, y: 350, size: 20, text: 'Recto' },
      ],
      links: [
        { rect: [40, 40, 200, 80], to: { uri: 'https://left.example/' } },
        { rect: [600, 40, 760, 80], to: { uri: 'https://right.example/' } },
      ],
    };
    const { project } = await world.client.call('pdf.import', { path: writePdf('spread.pdf', [spread]), options: { cut: '1' } });
    const [left, right] = project.pages;
    expect(left?.links).toEqual([{ x: 0.1, y: 0.8, width: 0.4, height: 0.1, target: { kind: 'url', url: 'https://left.example/' } }]);
    expect(right?.links).toEqual([{ x: 0.5, y: 0.8, width: 0.4, height: 0.1, target: { kind: 'url', url: 'https://right.example/' } }]);
    // pdf.js puts a space run between the two words of the line; it falls on the left half.
    const words = (layer: TextLayer) => layer.items.filter((item) => item.text.trim() !== '');
    expect(words(textLayerOf(left?.textLayer)).map((item) => item.text)).toEqual(['Verso']);
    expect(words(textLayerOf(right?.textLayer)).map((item) => [item.text, item.x])).toEqual([['Recto', 0.1]]);
  });

  it('keeps the text layers when the project is saved and opened again', async () => {
    await world.client.call('pdf.import', { path: writePdf('book.pdf', BOOK) });
    const saved = world.scratch('book.flipbook');
    await world.client.call('project.saveAs', { path: saved });
    await world.client.call('project.close', {});
    const project = await world.client.call('project.open', { path: saved });
    expect(textLayerOf(project.pages[0]?.textLayer).items.map((item) => item.text)).toEqual(['Contents']);
  });

  it('deletes the text layers it wrote when the import is cancelled', async () => {
    const pages = Array.from({ length: 40 }, (_, i): LinkedPdfPage => ({ ...PAGE, text: [{ x: 30, y: 350, size: 20, text: `Page ${i + 1}` }] }));
    const path = writePdf('long.pdf', pages);
    const project = world.engine.context.session.ensureOpen();
    const written: string[] = [];
    const put = project.assets.put.bind(project.assets);
    (project.assets as { put: typeof put }).put = (key, data) => {
      written.push(key);
      put(key, data);
    };
    world.client.on('job.progress', (event) => {
      if (event.step === 'pages' && event.done === 3) void world.client.call('job.cancel', { id: event.id });
    });
    const error = await appErrorOf(world.client.call('pdf.import', { path }));
    expect(error.code).toBe('CANCELLED');
    const textKeys = written.filter((key) => key.endsWith('/text.json'));
    expect(textKeys.length).toBeGreaterThanOrEqual(3);
    for (const key of textKeys) expect(project.assets.get(key)).toBeNull();
    expect(project.snapshot().pages).toEqual([]);
  });
});
