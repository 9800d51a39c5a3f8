import fs from 'node:fs/promises';

/** The reader's files the book page loads by name; each gets the publish's stamp as a query. */
const BUSTED = ['reader.css', 'book.js', 'reader.js'] as const;

/**
 * Adds `?v=<stamp>` to the reader's files in a published index.html, so a browser that kept
 * them from an earlier publish of the same plug-in fetches the new ones (issue 21, item 5):
 * sites that unzip a plug-in serve its files with no Cache-Control. Throws when the page no
 * longer names one of them, so a changed reader template cannot silently lose the busting.
 */
export function withCacheBusting(html: string, stamp: string): string {
  let out = html;
  for (const file of BUSTED) {
    const pattern = new RegExp(`(\\s(?:src|href)=")${file.replace('.', '\\.')}"`, 'g');
    if (!pattern.test(out)) throw new Error(`the book page does not load ${file}`);
    out = out.replace(pattern, `$1${file}?v=${stamp}"`);
  }
  return out;
}

export async function bustCaches(indexFile: string, stamp: string): Promise<void> {
  await fs.writeFile(indexFile, withCacheBusting(await fs.readFile(indexFile, 'utf8'), stamp));
}
