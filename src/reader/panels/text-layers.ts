import { READER_TEXT_GLOBAL, type ReaderTextRun } from '../../shared/reader/book-data.js';

/** Every page's text runs (index 0 is page 1), null for pages without text. */
export type TextLayers = (ReaderTextRun[] | null)[];

const loads = new Map<string, Promise<TextLayers | null>>();

/**
 * Loads a book's text script once, on first need. A script tag rather than fetch(), since
 * a book opened from disk cannot fetch; the CSP's script-src 'self' admits it. Resolves
 * null when the script is missing or malformed, so search and select simply find nothing.
 */
export function loadTextLayers(url: string, doc: Document = document): Promise<TextLayers | null> {
  let load = loads.get(url);
  if (load === undefined) {
    load = new Promise((resolve) => {
      const script = doc.createElement('script');
      script.src = url;
      script.addEventListener('load', () => resolve(parseTextLayers((window as unknown as Record<string, unknown>)[READER_TEXT_GLOBAL])));
      script.addEventListener('error', () => resolve(null));
      doc.head.append(script);
    });
    loads.set(url, load);
  }
  return load;
}

/** Keeps only well-formed runs; a malformed page loses its text, not the whole book. */
export function parseTextLayers(value: unknown): TextLayers | null {
  if (!Array.isArray(value)) return null;
  return value.map((page) => (Array.isArray(page) ? page.filter(isRun) : null));
}

function isRun(value: unknown): value is ReaderTextRun {
  return (
    Array.isArray(value) &&
    value.length === 5 &&
    typeof value[0] === 'string' &&
    value.slice(1).every((n) => typeof n === 'number' && Number.isFinite(n))
  );
}
