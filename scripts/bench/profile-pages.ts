/**
 * Where a page's import time goes, stage by stage, on this thread:
 *   npx tsx scripts/bench/profile-pages.ts <pdf> [page numbers… | all] [--no-scan] [--save <dir>]
 * Renders each page as the import does (pdf.js at the default profile's scale, or libjpeg for
 * a scanned page, decision 0255; --no-scan always uses pdf.js), then times the pixel readout,
 * the content analysis and the encoding of all three renditions. --save also writes each
 * colour page's pixels to <dir> for scripts/bench/colour/candidates.ts (decision 0260).
 * The figures feed docs/decisions/0005-import-pipeline-performance.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { encodeRenditions } from '../../src/main/import/encode-renditions.js';
import { analysePageContent } from '../../src/main/import/encoding/page-content.js';
import { safeDocumentParams } from '../../src/main/import/pdf/pdf-options.js';
import { ScannedPages } from '../../src/main/import/pdf/scan/scanned-page.js';
import type { RawImage } from '../../src/main/import/encoding/raw-image.js';
import { DEFAULT_RENDITION_PROFILE, normalRenditionSize, renderScale } from '../../src/main/import/rendition-profile.js';

interface Canvas {
  canvas: { data(): Uint8Array };
  context: unknown;
}

sharp.cache(false);
sharp.concurrency(1);
const args = process.argv.slice(2);
const useScans = !args.includes('--no-scan');
const saveAt = args.indexOf('--save');
const saveDir = saveAt >= 0 ? args[saveAt + 1] : undefined;
const [file, ...pageArgs] = args.filter((arg, i) => arg !== '--no-scan' && i !== saveAt && (saveAt < 0 || i !== saveAt + 1));
if (!file) throw new Error('usage: profile-pages.ts <pdf> [pages… | all] [--no-scan] [--save <dir>]');
const doc = await getDocument(safeDocumentParams(file, null)).promise;
const pages = pageArgs[0] === 'all' ? Array.from({ length: doc.numPages }, (_, i) => i + 1) : pageArgs.length > 0 ? pageArgs.map(Number) : [1];
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
  const content = analysePageContent(image).kind;
  const kind = `${content}${scanned ? ' (scan fast path)' : ''}`;
  const analyse = lap();
  if (saveDir && content === 'colour') savePage(saveDir, file, pageNumber, image, normalScaleOf(image, Math.max(viewport.width, viewport.height)));
  t = performance.now();
  const out = await encodeRenditions(image, DEFAULT_RENDITION_PROFILE);
  const encode = lap() + 0;
  const bytes = out.hd.byteLength + out.normal.byteLength + out.thumb.byteLength;
  Object.assign(totals, { render: totals.render + render, readout: totals.readout + readout, analyse: totals.analyse + analyse, encode: totals.encode + encode, bytes: totals.bytes + bytes });
  console.log(`page ${pageNumber} ${width}×${height} ${kind}: render ${render.toFixed(0)} ms, readout ${readout.toFixed(0)}, analyse ${analyse.toFixed(0)}, encode (incl. analyse) ${encode.toFixed(0)}; ${(bytes / 1024).toFixed(0)} KB`);
  factory.destroy(target);
  page.cleanup();
}
/** The normal rendition's exact scale, as render-page.ts passes it to encodeRenditions. */
function normalScaleOf(image: RawImage, trueLongEdge: number): number | undefined {
  const normal = normalRenditionSize(image, DEFAULT_RENDITION_PROFILE);
  const scale = Math.max(normal.width, normal.height) / trueLongEdge;
  return scale > 0 && scale <= 1 ? scale : undefined;
}

/** Writes <dir>/<book>-<page>.raw and a line of index.jsonl describing it. */
function savePage(dir: string, pdf: string, pageNumber: number, image: RawImage, normalScale: number | undefined): void {
  fs.mkdirSync(dir, { recursive: true });
  const name = `${path.basename(pdf, '.pdf')}-${pageNumber}`;
  fs.writeFileSync(path.join(dir, `${name}.raw`), image.data);
  const entry = { name, book: path.basename(pdf, '.pdf'), page: pageNumber, width: image.width, height: image.height, channels: image.channels, normalScale };
  fs.appendFileSync(path.join(dir, 'index.jsonl'), `${JSON.stringify(entry)}\n`);
}

const n = pages.length;
console.log(`mean of ${n}: render ${(totals.render / n).toFixed(0)} ms, readout ${(totals.readout / n).toFixed(0)}, analyse ${(totals.analyse / n).toFixed(0)}, encode ${(totals.encode / n).toFixed(0)}; ${(totals.bytes / n / 1024).toFixed(0)} KB/page`);
