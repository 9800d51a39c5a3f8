import fs from 'node:fs/promises';
import path from 'node:path';
import type { ProjectSnapshot } from '../../shared/domain/book.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { ReaderBookData } from '../../shared/reader/book-data.js';

/** Where the original PDF goes in a published book, relative to its index.html. */
export const ORIGINAL_PDF_DIR = 'files/original';

/** A file name safe on every file system and in a URL, keeping the .pdf ending. */
export function safePdfName(file: string): string {
  const base = path.basename(file).replace(/\.pdf$/i, '');
  return `${base.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '').slice(0, 80) || 'book'}.pdf`;
}

/**
 * The download files' original-PDF flag: copies the PDF the book's first PDF page came from
 * into the book and lists it first among the downloads. The author asked for it, so a PDF
 * that is gone fails the publish with its path rather than publishing without it.
 */
export async function withOriginalPdf(dir: string, snapshot: ProjectSnapshot, book: ReaderBookData): Promise<ReaderBookData> {
  if (snapshot.book.settings.downloadOriginalPdf !== true) return book;
  const source = snapshot.pages.find((page) => page.source.kind === 'pdf')?.source;
  if (source?.kind !== 'pdf') throw new AppError('PUBLISH_HTML_FAILED', {}, 'the book has no page from a PDF, so there is no original PDF to offer');
  const name = safePdfName(source.file);
  await fs.mkdir(path.join(dir, ORIGINAL_PDF_DIR), { recursive: true });
  try {
    await fs.copyFile(source.file, path.join(dir, ORIGINAL_PDF_DIR, name));
  } catch (error) {
    throw new AppError('PUBLISH_HTML_FAILED', {}, `the original PDF cannot be read at ${source.file}: ${String(error)}`);
  }
  const downloads = Array.isArray(book.settings.downloads) ? book.settings.downloads : [];
  return { ...book, settings: { ...book.settings, downloads: [{ title: path.basename(source.file), url: `${ORIGINAL_PDF_DIR}/${name}` }, ...downloads] } };
}
