import { parseBookLanguages } from '../../shared/features/reader-languages.js';
import { READER_PARTS_DIR } from './reader-parts.js';

/**
 * A preload link for the words of the language the reader opens in (the book's first language),
 * so they arrive beside reader.js instead of after it has run. English is inside reader.js and
 * needs none; a reader who chose another language earlier fetches that one when the reader starts.
 */
export function wordsPreload(settings: Readonly<Record<string, unknown>>): string[] {
  const first = parseBookLanguages(settings.languages)[0]?.code;
  if (first === undefined || first === 'en') return [];
  return [`<link rel="preload" as="script" href="${READER_PARTS_DIR}/${first}.js">`];
}
