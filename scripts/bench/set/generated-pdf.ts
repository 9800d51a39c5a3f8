/**
 * A pdfkit document for the benchmark set's generated books: Liberation fonts embedded (the
 * ones pdfjs-dist ships for its standard fonts), a fixed creation date so the file (and its
 * /ID, which pdfkit derives from the date) is the same on every run, written to a file.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

export type { default as PDFDocument } from 'pdfkit';

const FONTS = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts');

/** Font names registered on every generated document. */
export const FONT = { sans: 'Sans', bold: 'Bold', italic: 'Italic' } as const;

export function newDocument(title: string): PDFDocument {
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0, info: { Title: title, Creator: 'Flipbook Studio benchmark set', CreationDate: new Date('2026-01-01T00:00:00Z') } });
  doc.registerFont(FONT.sans, path.join(FONTS, 'LiberationSans-Regular.ttf'));
  doc.registerFont(FONT.bold, path.join(FONTS, 'LiberationSans-Bold.ttf'));
  doc.registerFont(FONT.italic, path.join(FONTS, 'LiberationSans-Italic.ttf'));
  return doc;
}

/** Ends the document and writes it to `file` whole; resolves with the file's path. */
export function writeDocument(doc: PDFDocument, file: string): Promise<string> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('error', reject);
    doc.on('end', () => {
      fs.writeFileSync(file, Buffer.concat(chunks));
      resolve(file);
    });
    doc.end();
  });
}
