/**
 * A page as a flatbed scanner sees it: off-white paper with uneven light and grain, lines of
 * dark word shapes with soft edges, and sometimes a grey photograph, JPEG-encoded as scanned
 * books are. Word shapes rather than glyphs keep the generator free of fonts; at the
 * renditions' scales they carry the same edges and contrast as printed words.
 */
import sharp from 'sharp';
import { photoLikeJpeg } from './photo-like.js';
import type { Random } from './seeded-random.js';

const PAPER = [236, 229, 212];
const INK = [38, 36, 34];

export async function scannedPageJpeg(random: Random, width: number, height: number, withPhoto: boolean): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  const tilt = (random.next() - 0.5) * 24;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      // Light falls off toward the spine (left) and one corner.
      const shade = -18 * Math.max(0, 1 - x / (width * 0.12)) + tilt * (y / height - 0.5) - 6 * (x / width);
      const grain = (random.next() - 0.5) * 12;
      const at = (y * width + x) * 3;
      for (let c = 0; c < 3; c += 1) pixels[at + c] = Math.max(0, Math.min(255, (PAPER[c] as number) + shade + grain));
    }
  }
  const margin = Math.round(width * 0.12);
  const lineHeight = Math.round(height / 44);
  const wordHeight = Math.round(lineHeight * 0.45);
  const photoTop = withPhoto ? Math.round(height * 0.3) : height;
  const photoBottom = withPhoto ? Math.round(height * 0.62) : height;
  for (let y = Math.round(height * 0.08); y + lineHeight < height * 0.92; y += lineHeight) {
    if (y + lineHeight > photoTop && y < photoBottom) continue;
    const lineEnd = random.next() < 0.12 ? margin + (width - 2 * margin) * random.next() : width - margin;
    for (let x = margin; x < lineEnd; ) {
      const wordWidth = Math.round(wordHeight * (1 + random.next() * 5));
      const end = Math.min(x + wordWidth, Math.round(lineEnd));
      for (let row = y; row < y + wordHeight; row += 1) {
        for (let column = x; column < end; column += 1) {
          // Ragged ink: some pixels of a word are paper, like counters and gaps between letters.
          if (random.next() < 0.3) continue;
          const at = (row * width + column) * 3;
          for (let c = 0; c < 3; c += 1) pixels[at + c] = INK[c] as number;
        }
      }
      x = end + Math.round(wordHeight * 0.8);
    }
  }
  let page = sharp(pixels, { raw: { width, height, channels: 3 } }).blur(0.9);
  if (withPhoto) {
    const photo = await photoLikeJpeg(random, { width: width - 2 * margin, height: photoBottom - photoTop - lineHeight, grey: true, grain: 30 });
    page = sharp(await page.png({ compressionLevel: 0 }).toBuffer()).composite([{ input: photo, left: margin, top: photoTop + Math.round(lineHeight / 2) }]);
  }
  return page.jpeg({ quality: 80 }).toBuffer();
}
