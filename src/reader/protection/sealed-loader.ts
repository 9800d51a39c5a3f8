import { SEALED_GLOBAL, type SealedEntry } from '../../shared/protection/sealed-format.js';
import { isSealedPath } from './parse-protection.js';

type SealedMap = Record<string, unknown>;

/**
 * Loads one sealed script and takes its entry out of the global, so ciphertext does not
 * pile up in memory. A script tag rather than fetch(), because a book opened from disk
 * cannot fetch; the CSP's script-src 'self' admits the book's own files. Resolves null
 * when the file is missing or holds no entry for its own path.
 */
export function loadSealed(path: string, doc: Document = document): Promise<SealedEntry | null> {
  if (!isSealedPath(path)) return Promise.resolve(null);
  return new Promise((resolve) => {
    const script = doc.createElement('script');
    script.src = path;
    const finish = () => {
      script.remove();
      const map = (window as unknown as Record<string, SealedMap | undefined>)[SEALED_GLOBAL];
      const entry = map?.[path];
      if (map !== undefined) delete map[path];
      resolve(isEntry(entry) ? entry : null);
    };
    script.addEventListener('load', finish);
    script.addEventListener('error', finish);
    doc.head.append(script);
  });
}

function isEntry(value: unknown): value is SealedEntry {
  return Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string';
}
