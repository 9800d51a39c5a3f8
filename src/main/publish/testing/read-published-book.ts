import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import type { ReaderBookData } from '../../../shared/reader/book-data.js';

/** Runs a published book.js in a sandbox, as the reader's page would, and returns the book it assigns. */
export function readPublishedBook(outDir: string): ReaderBookData {
  const sandbox = { window: {} as Record<string, unknown> };
  vm.runInNewContext(fs.readFileSync(path.join(outDir, 'book.js'), 'utf8'), sandbox);
  return sandbox.window.__FLIPBOOK_BOOK__ as ReaderBookData;
}
