import { afterEach, describe, expect, it } from 'vitest';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { TextLayerSchema } from '../../../../shared/domain/page-content.js';
import { corpusFile } from '../../testing/import-world.js';
import type { ViewportLike } from './page-frame.js';
import { extractPageText, MAX_TEXT_CHARS_PER_PAGE } from './page-text.js';
import { linkedPdf } from './testing/linked-pdf.js';
import { openTestPdf, testPage } from './testing/open-test-pdf.js';

const opened: PDFDocumentProxy[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((doc) => doc.destroy()));
});

async function textOf(source: string | Uint8Array, pageNumber = 1) {
  const doc = await openTestPdf(source);
  opened.push(doc);
  const { page, viewport } = await testPage(doc, pageNumber);
  return extractPageText(page, viewport);
}

/** A 100 × 100 page without rotation, for fed-in text items. */
const SQUARE: ViewportLike = { width: 100, height: 100, convertToViewportPoint: (x, y) => [x, 100 - y] };

function fakePage(items: unknown[]) {
  return { getTextContent: async () => ({ items }) };
}

describe('extractPageText', () => {
  it('reads the title of tracemonkey page 1 near the top of the page', async () => {
    const layer = await textOf(corpusFile('books', 'tracemonkey.pdf'));
    expect(TextLayerSchema.parse(layer)).toEqual(layer);
    const title = layer.items.find((item) => item.text.includes('Trace-based Just-in-Time'));
    expect(title?.text).toBe('Trace-based Just-in-Time Type Specialization for Dynamic');
    // The title starts 80.5 pt from the left of the 612 × 792 pt page, its baseline 91 pt from the top.
    expect(title?.x).toBeCloseTo(80.52 / 612, 3);
    expect(title?.y).toBeGreaterThan(0.08);
    expect((title?.y ?? 1) + (title?.height ?? 1)).toBeLessThan(0.125);
    expect(layer.items.map((item) => item.text).join(' ')).toContain('Andreas Gal');
  });

  it('boxes a run from its font size and advance, as fractions of the page', async () => {
    const pdf = linkedPdf([{ width: 612, height: 792, text: [{ x: 72, y: 700, size: 24, text: 'Hello' }] }]);
    const [hello] = (await textOf(pdf)).items;
    // Helvetica's advances for H, e, l, l, o are 722, 556, 222, 222 and 556 thousandths of an em.
    const advance = (2278 / 1000) * 24;
    expect(hello?.text).toBe('Hello');
    expect(hello?.x).toBeCloseTo(72 / 612, 5);
    expect(hello?.width).toBeCloseTo(advance / 612, 4);
    expect(hello?.y).toBeCloseTo((792 - 700 - 0.8 * 24) / 792, 5);
    expect(hello?.height).toBeCloseTo(24 / 792, 5);
  });

  it('boxes text on a rotated page where the rendered page shows it', async () => {
    // Turned 90° clockwise, a 600 × 800 page is shown 800 × 600 and its text runs downwards.
    const pdf = linkedPdf([{ width: 600, height: 800, rotate: 90, text: [{ x: 100, y: 700, size: 20, text: 'Side' }] }]);
    const [side] = (await textOf(pdf)).items;
    expect(side?.text).toBe('Side');
    // Its baseline, 700 pt up the page, is shown 700 pt from the left, with the glyphs
    // rising towards the right edge; the box starts at the descent below the baseline.
    expect(side?.x).toBeCloseTo((700 - 0.2 * 20) / 800, 4);
    expect(side?.width).toBeCloseTo(20 / 800, 4);
    expect(side?.y).toBeCloseTo(100 / 600, 4);
  });

  it('leaves out empty runs and control characters, and marked-content entries', async () => {
    const transform = [10, 0, 0, 10, 10, 50];
    const layer = await extractPageText(
      fakePage([
        { str: '', transform, width: 0, height: 0 },
        { str: '\u0000\u0001', transform, width: 5, height: 10 },
        { type: 'beginMarkedContent', id: 'mc0' },
        { str: 'A\u0000B', transform, width: 20, height: 10 },
      ]),
      SQUARE,
    );
    expect(layer.items.map((item) => item.text)).toEqual(['AB']);
  });

  it(`stops at ${MAX_TEXT_CHARS_PER_PAGE} characters on a page`, async () => {
    const transform = [10, 0, 0, 10, 0, 50];
    const run = 'x'.repeat(90_000);
    const layer = await extractPageText(
      fakePage([run, run, run, run].map((str) => ({ str, transform, width: 100, height: 10 }))),
      SQUARE,
    );
    expect(layer.items.map((item) => item.text.length)).toEqual([90_000, 90_000, 20_000]);
  });

  it('skips a run whose position is not a number instead of failing the page', async () => {
    const layer = await extractPageText(
      fakePage([
        { str: 'bad', transform: [1, 0, 0, 1, Number.NaN, 0], width: 1, height: 1 },
        { str: 'good', transform: [10, 0, 0, 10, 10, 50], width: 20, height: 10 },
      ]),
      SQUARE,
    );
    expect(layer.items).toEqual([{ text: 'good', x: 0.1, y: 0.42, width: 0.2, height: 0.1 }]);
  });
});
