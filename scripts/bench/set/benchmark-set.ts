/**
 * Issue 22's benchmark set: the corpus's four books, read in place, and four kinds of
 * document generated (seeded) into `workDir` at bench time.
 */
import path from 'node:path';
import { writeMagazinePdf } from './magazine.js';
import { writeMixedSizesPdf } from './mixed-sizes.js';
import { writeScannedBookPdf } from './scanned-book.js';
import { writeSlidesPdf } from './slides.js';

export interface SetBook {
  name: string;
  pdf: string;
}

const CORPUS_BOOKS = ['freeculture.pdf', 'TAMReview.pdf', 'tracemonkey.pdf', 'images.pdf'];

/** The generators, by the name each book has in the table. */
export const GENERATED_BOOKS: Record<string, (file: string) => Promise<string>> = {
  'magazine (generated)': writeMagazinePdf,
  'slide deck (generated)': writeSlidesPdf,
  'scanned book (generated)': writeScannedBookPdf,
  'mixed page sizes (generated)': writeMixedSizesPdf,
};

export async function benchmarkSet(corpusBooksDir: string, workDir: string): Promise<SetBook[]> {
  const books = CORPUS_BOOKS.map((file) => ({ name: file.replace(/\.pdf$/, ''), pdf: path.join(corpusBooksDir, file) }));
  for (const [name, write] of Object.entries(GENERATED_BOOKS)) {
    books.push({ name, pdf: await write(path.join(workDir, `${name.split(' (')[0]?.replace(/\s+/g, '-')}.pdf`)) });
  }
  return books;
}
