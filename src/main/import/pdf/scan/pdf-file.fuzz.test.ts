import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanPdf } from '../../testing/scan-pdf.js';
import { findPageScan } from './page-scan-content.js';
import { PdfFile } from './pdf-file.js';
import { Unsupported } from './pdf-syntax.js';
import { scanJpeg } from './scan-jpeg.js';

let dir: string;
let originals: Buffer[];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-file-fuzz-'));
  const jpeg = new Uint8Array(await sharp({ create: { width: 24, height: 32, channels: 3, background: '#a08060' } }).jpeg().toBuffer());
  const page = { width: 72, height: 96, jpeg, pixels: [24, 32] as [number, number], colorSpace: 'DeviceRGB', content: 'q 72 0 0 96 0 0 cm /Im0 Do Q BT 3 Tr /F0 9 Tf (ocr) Tj ET' };
  originals = [scanPdf([page]), scanPdf([page, page], { compressed: true })];
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * Reads every object number a small file could have as a scanned page, and holds the reader
 * to its word: a page and its JPEG, or Unsupported (or zlib's refusal of a damaged stream),
 * never another error, a hang, or a read past the file.
 */
function readOrRefuse(bytes: Uint8Array, run: number): void {
  const file = path.join(dir, `fuzz-${run % 4}.pdf`);
  fs.writeFileSync(file, bytes);
  let pdf: PdfFile;
  try {
    pdf = new PdfFile(file);
  } catch (error) {
    expectRefusal(error);
    return;
  }
  try {
    for (let num = 1; num <= 12; num += 1) {
      try {
        const jpeg = scanJpeg(pdf, findPageScan(pdf, num).image, 1 << 20);
        expect(jpeg.bytes.length).toBeGreaterThan(0);
      } catch (error) {
        expectRefusal(error);
      }
    }
  } finally {
    pdf.close();
  }
}

function expectRefusal(error: unknown): void {
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  const zlibError = typeof code === 'string' && /^Z_|ERR_BUFFER_TOO_LARGE/.test(code);
  if (!(error instanceof Unsupported) && !zlibError) throw error;
}

// PDFs are untrusted: the scanned-page reader meets damaged files before pdf.js has said a word.
describe('the scanned-page PDF reader against damaged files (property)', () => {
  it('reads or refuses a scanned PDF with bytes changed', () => {
    let run = 0;
    const flips = fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(fc.constantFrom(0, 1), flips, (which, changes) => {
        const bytes = Buffer.from(originals[which] as Buffer);
        for (const [at, value] of changes) bytes[at % bytes.length] = value;
        readOrRefuse(bytes, (run += 1));
      }),
      { numRuns: 400 },
    );
  });

  it('reads or refuses a scanned PDF cut anywhere', () => {
    let run = 0;
    fc.assert(
      fc.property(fc.constantFrom(0, 1), fc.nat(), (which, cut) => {
        const original = originals[which] as Buffer;
        readOrRefuse(original.subarray(0, cut % original.length), (run += 1));
      }),
      { numRuns: 300 },
    );
  });

  it('finds the page and its JPEG in the undamaged files', () => {
    for (const original of originals) {
      const file = path.join(dir, 'whole.pdf');
      fs.writeFileSync(file, original);
      const pdf = new PdfFile(file);
      // Object 6 is the first page (catalog, pages, font, image, content, page).
      expect(scanJpeg(pdf, findPageScan(pdf, 6).image, 1 << 20).width).toBe(24);
      pdf.close();
    }
  });
});
