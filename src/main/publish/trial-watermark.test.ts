import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { editionPolicyFor } from '../import/page-policy.js';
import { createFakeProject, type FakeProject } from './testing/fake-project.js';
import { writeFakeReaderAssets } from './testing/fake-reader-assets.js';
import { createPublishTestEngine } from './testing/test-context.js';
import { watermarkPageImage } from './trial-watermark.js';

/** A plain page of one colour, as WebP, the way pages are stored. */
function plainPage(width: number, height: number, background: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } }).webp({ lossless: true }).toBuffer();
}

/** The share of pixels, in each horizontal third, that moved from the page's plain colour. */
async function markedShareByThird(image: Uint8Array, plain: { r: number; g: number; b: number }): Promise<number[]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const counts = [0, 0, 0];
  const totals = [0, 0, 0];
  for (let y = 0; y < info.height; y += 1) {
    const third = Math.min(2, Math.floor((y * 3) / info.height));
    for (let x = 0; x < info.width; x += 1) {
      const at = (y * info.width + x) * 3;
      const distance = Math.abs((data[at] ?? 0) - plain.r) + Math.abs((data[at + 1] ?? 0) - plain.g) + Math.abs((data[at + 2] ?? 0) - plain.b);
      totals[third] = (totals[third] ?? 0) + 1;
      if (distance > 60) counts[third] = (counts[third] ?? 0) + 1;
    }
  }
  return counts.map((count, third) => count / (totals[third] ?? 1));
}

describe('the trial watermark', () => {
  for (const [name, colour] of [
    ['white', { r: 255, g: 255, b: 255 }],
    ['black', { r: 0, g: 0, b: 0 }],
    ['mid-grey', { r: 128, g: 128, b: 128 }],
  ] as const) {
    it(`is drawn into the pixels of a ${name} page, in every third of it, at HD and thumbnail sizes`, async () => {
      for (const [width, height] of [
        [1200, 1600],
        [150, 200],
      ] as const) {
        const marked = await watermarkPageImage(await plainPage(width, height, colour));
        expect(await sharp(marked).metadata()).toMatchObject({ format: 'webp', width, height });
        for (const share of await markedShareByThird(marked, colour)) {
          expect(share).toBeGreaterThan(0.01);
          // A watermark, not a veil: most of the page is still the page.
          expect(share).toBeLessThan(0.5);
        }
      }
    });
  }
});

describe('publishing as a trial', () => {
  let work: string;
  let project: FakeProject;
  beforeEach(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-watermark-'));
    project = await createFakeProject({ pages: [1, 2].map(() => ({ width: 300, height: 400, color: { r: 255, g: 255, b: 255 } })) });
  });
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  it('draws the watermark into every rendition of every page; registered publishing copies the pages as they are', async () => {
    const readerAssetsDir = writeFakeReaderAssets(path.join(work, 'reader'));
    const registered = createPublishTestEngine({ project, readerAssetsDir });
    await registered.publish(path.join(work, 'registered'));
    const trial = createPublishTestEngine({ project, readerAssetsDir });
    trial.ctx.editionPolicy = editionPolicyFor('trial');
    await trial.publish(path.join(work, 'trial'));

    const snapshot = project.snapshot();
    for (const [index, page] of snapshot.pages.entries()) {
      for (const rendition of ['thumb', 'normal', 'hd'] as const) {
        const file = `files/page-${index + 1}-${rendition}.webp`;
        const stored = project.assets.get(page.renditions[rendition]);
        expect(fs.readFileSync(path.join(work, 'registered', file)).equals(Buffer.from(stored ?? []))).toBe(true);
        const shares = await markedShareByThird(fs.readFileSync(path.join(work, 'trial', file)), { r: 255, g: 255, b: 255 });
        expect(Math.min(...shares), file).toBeGreaterThan(0.01);
      }
    }
  });
});
