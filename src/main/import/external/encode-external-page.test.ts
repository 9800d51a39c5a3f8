import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encodeRenditions, type RawImage } from '../encode-renditions.js';
import { DEFAULT_RENDITION_PROFILE, exactNormalScale } from '../rendition-profile.js';
import { encodeExternalPage } from './encode-external-page.js';

/** A page of thin dark rules on paper, as a tool draws text: what a resize to a size blurs differently. */
function ruledPage(width: number, height: number): RawImage {
  const data = new Uint8Array(width * height * 3).fill(255);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (x % 7 === 3 || y % 11 === 5) data.fill(40, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  }
  return { data, width, height, channels: 3 };
}

function asPpm(image: RawImage): ArrayBuffer {
  const header = new TextEncoder().encode(`P6\n${image.width} ${image.height}\n255\n`);
  const bytes = new Uint8Array(header.length + image.data.length);
  bytes.set(header);
  bytes.set(image.data, header.length);
  return bytes.buffer;
}

/** Renditions compared by digest: a failed toEqual of two 100 KB arrays takes minutes to print. */
const digest = (bytes: Uint8Array | undefined): string => createHash('sha256').update(bytes ?? new Uint8Array()).digest('hex');

describe('encodeExternalPage', () => {
  it('makes the normal page by the exact downscale of the tool\'s bitmap, as the inner engine does', async () => {
    // Taller than the normal rendition's 1400 px, so the normal page is a downscale.
    const page = ruledPage(1100, 1501);
    const [external] = await encodeExternalPage({ ppm: asPpm(page), width: 1100, height: 1501 }, DEFAULT_RENDITION_PROFILE, []);
    const exact = await encodeRenditions(page, DEFAULT_RENDITION_PROFILE, exactNormalScale(page, 1501, DEFAULT_RENDITION_PROFILE));
    const resized = await encodeRenditions(page, DEFAULT_RENDITION_PROFILE);
    expect(digest(external?.renditions.normal)).toBe(digest(exact.normal));
    // The two ways of downscaling differ on this page, so the comparison above decides something.
    expect(digest(resized.normal)).not.toBe(digest(exact.normal));
    expect([external?.renditions.width, external?.renditions.height]).toEqual([1026, 1400]);
  });
});
