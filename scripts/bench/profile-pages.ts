/**
 * Where a page's import time goes, stage by stage, on this thread:
 *   npx tsx scripts/bench/profile-pages.ts <pdf> [page numbers…] [--no-scan]
 * Renders each page as the import does (pdf.js at the default profile's scale, or libjpeg for
 * a scanned page, decision 0255; --no-scan always uses pdf.js), then times the pixel readout,
 * the content analysis and the encoding of all three renditions.
 * The figures feed docs/decisions/0005-import-pipeline-performance.md.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { encodeRenditions } from '../../src/main/import/encode-renditions.js';
import { analysePageContent } from '../../src/main/import/encoding/page-content.js';
import { safeDocumentParams } from '../../src/main/import/pdf/pdf-options.js';
import { ScannedPages } from '../../src/main/import/pdf/scan/scanned-page.js';
import type { RawImage } from '../../src/main/import/encoding/raw-image.js';
import { DEFAULT_RENDITION_PROFILE, renderScale } from '../../src/main/import/rendition-profile.js';

interface Canvas {
  canvas: { data(): Uint8Array };
  context: unknown;
}

sharp.cache(false);
sharp.concurrency(1);
const args = process.argv.slice(2);
const useScans = !args.includes('--no-scan');
const [file, ...pageArgs] = args.filter((arg) => arg !== '--no-scan');
if (!file) throw new Error('usage: profile-pages.ts <pdf> [pages…]');
const doc = await getDocument(safeDocumentParams(file, null)).promise;
const pages = pageArgs.length > 0 ? pageArgs.map(Number) : [1];
const scans = useScans ? new ScannedPages(file) : null;
const totals = { render: 0, readout: 0, analyse: 0, encode: 0, bytes: 0 };
for (const pageNumber of pages) {
  const page = await doc.getPage(pageNumber);
  const natural = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: renderScale(DEFAULT_RENDITION_PROFILE, natural.width, natural.height) });
  const width = Math.round(viewport.width);
  const height = Math.round(viewport.height);
  const factory = doc.canvasFactory as { create(w: number, h: number): Canvas; destroy(c: Canvas): void };
  const target = factory.create(width, height);
  let t = performance.now();
  const lap = () => {
    const now = performance.now();
    const ms = now - t;
    t = now;
    return ms;
  };
  const scanned = scans ? await scans.bitmap(page, viewport, width, height) : null;
  if (!scanned) await page.render({ canvas: target.canvas as unknown as HTMLCanvasElement, canvasContext: target.context as CanvasRenderingContext2D, viewport }).promise;
  const render = lap();
  const image: RawImage = scanned ?? { data: target.canvas.data(), width, height, channels: 4 };
  const readout = lap();
  const kind = `${analysePageContent(image).kind}${scanned ? ' (scan fast path)' : ''}`;
  const analyse = lap();
  const out = await encodeRenditions(image, DEFAULT_RENDITION_PROFILE);
  const encode = lap() + 0;
  const bytes = out.hd.byteLength + out.normal.byteLength + out.thumb.byteLength;
  Object.assign(totals, { render: totals.render + render, readout: totals.readout + readout, analyse: totals.analyse + analyse, encode: totals.encode + encode, bytes: totals.bytes + bytes });
  console.log(`page ${pageNumber} ${width}×${height} ${kind}: render ${render.toFixed(0)} ms, readout ${readout.toFixed(0)}, analyse ${analyse.toFixed(0)}, encode (incl. analyse) ${encode.toFixed(0)}; ${(bytes / 1024).toFixed(0)} KB`);
  factory.destroy(target);
  page.cleanup();
}
const n = pages.length;
console.log(`mean of ${n}: render ${(totals.render / n).toFixed(0)} ms, readout ${(totals.readout / n).toFixed(0)}, analyse ${(totals.analyse / n).toFixed(0)}, encode ${(totals.encode / n).toFixed(0)}; ${(totals.bytes / n / 1024).toFixed(0)} KB/page`);
