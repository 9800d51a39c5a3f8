import path from 'node:path';

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Sorts files the way people number them: by file name, with digit runs compared as
 * numbers, so `img2` comes before `img10`. Equal names fall back to the full path.
 */
export function naturalFileOrder(files: readonly string[]): string[] {
  return [...files].sort((a, b) => collator.compare(path.basename(a), path.basename(b)) || collator.compare(a, b));
}
