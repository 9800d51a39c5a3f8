import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { corpusFile, makeImportWorld, type ImportWorld } from '../import/testing/import-world.js';

const TRACEMONKEY = corpusFile('books', 'tracemonkey.pdf');

let world: ImportWorld | null = null;
afterEach(() => world?.cleanup());

/** Pixels where the published image is clearly redder than the page the project stores. */
async function reddenedShare(published: Uint8Array, stored: Uint8Array): Promise<number> {
  const [a, b] = await Promise.all([published, stored].map((image) => sharp(image).removeAlpha().raw().toBuffer()));
  if (a === undefined || b === undefined || a.length !== b.length) throw new Error('the published page has another size');
  let reddened = 0;
  for (let at = 0; at < a.length; at += 3) {
    const redder = (a[at] ?? 0) - (a[at + 1] ?? 0) - ((b[at] ?? 0) - (b[at + 1] ?? 0));
    if (redder > 40) reddened += 1;
  }
  return reddened / (a.length / 3);
}

describe('a trial publish', () => {
  it('has the watermark in the pixels of every rendition of every page; a registered one has the stored pages', async () => {
    for (const edition of ['trial', 'registered'] as const) {
      world = makeImportWorld({ edition });
      const { project } = await world.client.call('pdf.import', { path: TRACEMONKEY, options: { pageRange: '1-2' } });
      const outDir = world.scratch('book');
      await world.client.call('publish.html', { outDir });
      for (const [index, page] of project.pages.entries()) {
        for (const rendition of ['thumb', 'normal', 'hd'] as const) {
          const published = fs.readFileSync(path.join(outDir, 'files', `page-${index + 1}-${rendition}.webp`));
          const stored = world.engine.readAsset(page.renditions[rendition]) ?? new Uint8Array();
          const share = await reddenedShare(published, stored);
          if (edition === 'trial') expect(share, `${rendition} of page ${index + 1}`).toBeGreaterThan(0.01);
          else expect(published.equals(Buffer.from(stored))).toBe(true);
        }
      }
      world.cleanup();
      world = null;
    }
  });
});
