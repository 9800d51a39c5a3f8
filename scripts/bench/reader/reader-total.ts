import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { LANGUAGE_CODES } from '../../../src/shared/i18n/languages.js';

/** A file's size gzipped at level 9, as a server would send it. */
export const gzipped = (file: string): number => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/**
 * The most reader code one visit can load, gzipped, in a published book: reader.js, reader.css
 * and every part beside them (the tools, page passwords, the preview's messaging), but only the
 * largest language's words, since a reader loads one language (decision 0257).
 */
export function readerTotalBytes(site: string): number {
  const parts = path.join(site, 'parts');
  const words = new Set(LANGUAGE_CODES.map((code) => `${code}.js`));
  const files = fs.existsSync(parts) ? fs.readdirSync(parts) : [];
  const shared = files.filter((file) => !words.has(file)).reduce((sum, file) => sum + gzipped(path.join(parts, file)), 0);
  const largestWords = Math.max(0, ...files.filter((file) => words.has(file)).map((file) => gzipped(path.join(parts, file))));
  return gzipped(path.join(site, 'reader.js')) + gzipped(path.join(site, 'reader.css')) + shared + largestWords;
}
