import fs from 'node:fs';
import path from 'node:path';

const BOOK_PREFIX = 'window.__FLIPBOOK_BOOK__ = ';

/** The parts of a published book.js a test may change. */
export interface PublishedBook {
  settings: Record<string, unknown>;
  pages: Record<string, unknown>[];
}

/** Reads a published book's book.js. */
export function readPublishedBook(dir: string): PublishedBook {
  const source = fs.readFileSync(path.join(dir, 'book.js'), 'utf8');
  return JSON.parse(source.slice(BOOK_PREFIX.length).replace(/;\s*$/, '')) as PublishedBook;
}

/**
 * A copy of a published base book under `work/name` with its book.js changed (settings,
 * links), sharing the base's page images, so a test can try many settings without
 * publishing each book again.
 */
export function bookVariant(work: string, base: string, name: string, change: (book: PublishedBook) => void): string {
  const dir = path.join(work, name);
  fs.mkdirSync(dir);
  for (const file of ['index.html', 'reader.js', 'reader.css']) fs.copyFileSync(path.join(base, file), path.join(dir, file));
  fs.symlinkSync(path.join(base, 'files'), path.join(dir, 'files'));
  fs.symlinkSync(path.join(base, 'templates'), path.join(dir, 'templates'));
  fs.symlinkSync(path.join(base, 'parts'), path.join(dir, 'parts'));
  const book = readPublishedBook(base);
  change(book);
  fs.writeFileSync(path.join(dir, 'book.js'), `${BOOK_PREFIX}${JSON.stringify(book)};\n`);
  return dir;
}
