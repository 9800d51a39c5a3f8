/** A scanned book: every page one JPEG (about 250 DPI) filling a 6 × 9 inch page, as scanning software makes them. Seeded. */
import { newDocument, writeDocument } from './generated-pdf.js';
import { scannedPageJpeg } from './scan-page.js';
import { seededRandom } from './seeded-random.js';

export const SCANNED_BOOK = { pages: 20, size: [432, 648] as [number, number], pixels: [1500, 2250] as [number, number], seed: 22_003 };

export async function writeScannedBookPdf(file: string): Promise<string> {
  const random = seededRandom(SCANNED_BOOK.seed);
  const doc = newDocument('Benchmark set: scanned book');
  const [width, height] = SCANNED_BOOK.size;
  const [pixelWidth, pixelHeight] = SCANNED_BOOK.pixels;
  for (let index = 0; index < SCANNED_BOOK.pages; index += 1) {
    doc.addPage({ size: SCANNED_BOOK.size, margin: 0 });
    doc.image(await scannedPageJpeg(random, pixelWidth, pixelHeight, index % 5 === 2), 0, 0, { width, height });
  }
  return writeDocument(doc, file);
}
