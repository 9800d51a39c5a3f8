import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { editionPolicyFor } from '../import/page-policy.js';
import { shownAssetReader } from './shown-assets.js';
import { watermarkPageImage } from './trial-watermark.js';

const PAGE_KEY = 'pages/p1/normal.webp';

async function whitePage(): Promise<Buffer> {
  return sharp({ create: { width: 200, height: 300, channels: 3, background: { r: 255, g: 255, b: 255 } } }).webp({ lossless: true }).toBuffer();
}

describe('what the editor and its preview are shown', () => {
  it('a trial sees its page images with the watermark, and only its page images', async () => {
    const page = await whitePage();
    const stored = new Map<string, Uint8Array>([
      [PAGE_KEY, page],
      ['pages/p1/text.json', new TextEncoder().encode('{"items":[]}')],
      ['media/0123456789abcdef0123456789abcdef.png', page],
    ]);
    let reads = 0;
    let marks = 0;
    let policy = editionPolicyFor('trial');
    const serve = shownAssetReader(
      (key) => {
        reads += 1;
        return stored.get(key) ?? null;
      },
      () => policy,
      (image) => {
        marks += 1;
        return watermarkPageImage(image);
      },
    );
    const shown = await serve(PAGE_KEY);
    expect(shown).not.toBeNull();
    expect(Buffer.from(shown ?? []).equals(page)).toBe(false);
    const { data } = await sharp(shown ?? undefined).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data.some((value) => value < 200)).toBe(true);
    expect(marks).toBe(1);
    expect(await serve('pages/p1/text.json')).toBe(stored.get('pages/p1/text.json'));
    expect(await serve('media/0123456789abcdef0123456789abcdef.png')).toBe(page);
    expect(await serve('pages/missing/hd.webp')).toBeNull();

    policy = editionPolicyFor('registered');
    expect(await serve(PAGE_KEY)).toBe(page);
    expect(marks).toBe(1);
    expect(reads).toBeGreaterThan(0);
  });
});
