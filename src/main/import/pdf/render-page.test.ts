import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RENDITION_PROFILE } from '../rendition-profile.js';
import { tinyPdf } from '../testing/tiny-pdf.js';
import { safeDocumentParams } from './pdf-options.js';
import { renderPage } from './render-page.js';

// Freeculture's crop box: at the default 220 DPI its bitmap is really 1211.47 × 1816.47 pixels.
const WIDTH = 396.48;
const HEIGHT = 594.48;
// A 1 pt black line at x = 380 pt, and a 2 pt one across the page at y = 100 pt from the top.
const lines = (width: number) => `0 0 0 rg 380 0 1 ${HEIGHT} re f 0 ${HEIGHT - 102} ${width} 2 re f`;
/** Whether a measured position is within a fifth of a pixel of the expected one. */
const near = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThan(0.2);

let dir: string;
let doc: PDFDocumentProxy;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-page-'));
  const file = path.join(dir, 'lines.pdf');
  fs.writeFileSync(
    file,
    tinyPdf([
      { width: WIDTH, height: HEIGHT, content: lines(WIDTH) },
      { width: WIDTH * 2, height: HEIGHT, content: lines(WIDTH * 2) },
      // Two more pages of the first page's size: one blank, one with a line at x = 100 pt.
      { width: WIDTH, height: HEIGHT },
      { width: WIDTH, height: HEIGHT, content: `0 0 0 rg 100 0 1 ${HEIGHT} re f` },
    ]),
  );
  doc = await getDocument(safeDocumentParams(file, null)).promise;
});
afterAll(async () => {
  await doc.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function grayOf(webp: Uint8Array) {
  const { data, info } = await sharp(webp).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The ink-weighted mean position along a row (or a column) of a grey image, in pixels. */
function inkCentre(image: { data: Uint8Array; width: number; height: number }, along: 'row' | 'column', at: number): number {
  let weight = 0;
  let sum = 0;
  const length = along === 'row' ? image.width : image.height;
  for (let i = 0; i < length; i += 1) {
    const ink = 255 - (image.data[along === 'row' ? at * image.width + i : i * image.width + at] as number);
    weight += ink;
    sum += ink * (i + 0.5);
  }
  return sum / weight;
}

describe('renderPage', () => {
  it('draws the normal rendition at the page’s exact scale, not stretched to its rounded size', async () => {
    const [rendered] = await renderPage(doc, 1, DEFAULT_RENDITION_PROFILE);
    const normal = await grayOf(rendered!.renditions.normal);
    expect(normal).toMatchObject({ width: 934, height: 1400 });
    const scale = 1400 / HEIGHT;
    // Stretching the 1211 × 1816 bitmap to 934 × 1400 would put the line 0.5 px further right.
    near(inkCentre(normal, 'row', 700), 380.5 * scale);
    near(inkCentre(normal, 'column', 300), 101 * scale);
  });

  it('keeps the exact scale in each half of a cut page', async () => {
    const [left, right] = await renderPage(doc, 2, DEFAULT_RENDITION_PROFILE, ['left', 'right']);
    const scale = 1400 / HEIGHT;
    for (const half of [left, right]) {
      const normal = await grayOf(half!.renditions.normal);
      expect(normal.height).toBe(1400);
      near(inkCentre(normal, 'column', 300), 101 * scale);
    }
    // The page's line at 380 pt is in its left half.
    near(inkCentre(await grayOf(left!.renditions.normal), 'row', 700), 380.5 * scale);
  });

  it('draws each page on clean paper, though pages of one size share a canvas', async () => {
    const [first] = await renderPage(doc, 1, DEFAULT_RENDITION_PROFILE);
    const [blank] = await renderPage(doc, 3, DEFAULT_RENDITION_PROFILE);
    const [other] = await renderPage(doc, 4, DEFAULT_RENDITION_PROFILE);
    const [again] = await renderPage(doc, 1, DEFAULT_RENDITION_PROFILE);
    expect(new Set((await grayOf(blank!.renditions.hd)).data)).toEqual(new Set([255]));
    const scale = 1400 / HEIGHT;
    near(inkCentre(await grayOf(other!.renditions.normal), 'row', 700), 100.5 * scale);
    expect(Buffer.from(again!.renditions.hd).equals(Buffer.from(first!.renditions.hd))).toBe(true);
  });
});
