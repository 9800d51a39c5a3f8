import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssim } from '../encoding/ssim.js';
import { DEFAULT_RENDITION_PROFILE } from '../rendition-profile.js';
import { corpusFile } from '../testing/import-world.js';
import { safeDocumentParams } from './pdf-options.js';
import { renderPage } from './render-page.js';
import { renderThumbnail } from './render-thumbnail.js';

let doc: PDFDocumentProxy;
beforeAll(async () => {
  doc = await getDocument(safeDocumentParams(corpusFile('books', 'tracemonkey.pdf'), null)).promise;
});
afterAll(async () => {
  await doc.destroy();
});

async function grayOf(webp: Uint8Array) {
  const { data, info } = await sharp(webp).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}

describe('renderThumbnail', () => {
  it('draws page 1 small into the thumbnail the whole page would get: same size, same look', async () => {
    const early = await grayOf(await renderThumbnail(doc, 1, DEFAULT_RENDITION_PROFILE, null));
    const [whole] = await renderPage(doc, 1, DEFAULT_RENDITION_PROFILE);
    const usual = await grayOf(whole?.renditions.thumb ?? new Uint8Array());
    expect({ width: early.width, height: early.height }).toEqual({ width: usual.width, height: usual.height });
    expect(ssim(early, usual)).toBeGreaterThan(0.9);
  });
});
