/**
 * Photograph-like JPEGs for generated pages: smooth seeded colour fields (a sky-to-ground
 * gradient and soft blobs), fine grain noise, then blurred a little and JPEG-encoded by sharp,
 * so encoders meet the content of real photos and scans rather than flat colour.
 */
import sharp from 'sharp';
import type { Random } from './seeded-random.js';

export interface PhotoOptions {
  width: number;
  height: number;
  /** Amplitude of the per-pixel grain, 0–255. */
  grain?: number;
  /** Grey only, as a black-and-white photograph. */
  grey?: boolean;
  quality?: number;
}

export async function photoLikeJpeg(random: Random, options: PhotoOptions): Promise<Buffer> {
  const { width, height, grain = 14, grey = false, quality = 85 } = options;
  const top = [random.int(40, 220), random.int(40, 220), random.int(90, 255)];
  const bottom = [random.int(20, 160), random.int(40, 180), random.int(10, 120)];
  const blobs = Array.from({ length: random.int(4, 9) }, () => ({
    x: random.next() * width,
    y: random.next() * height,
    radius: (0.08 + random.next() * 0.3) * Math.min(width, height),
    colour: [random.int(0, 255), random.int(0, 255), random.int(0, 255)],
  }));
  const pixels = Buffer.alloc(width * height * 3);
  const value = [0, 0, 0];
  for (let y = 0; y < height; y += 1) {
    const t = y / height;
    for (let x = 0; x < width; x += 1) {
      for (let c = 0; c < 3; c += 1) value[c] = (top[c] as number) * (1 - t) + (bottom[c] as number) * t;
      for (const blob of blobs) {
        const squared = ((x - blob.x) ** 2 + (y - blob.y) ** 2) / blob.radius ** 2;
        if (squared >= 1) continue;
        const weight = (1 - squared) * 0.8;
        for (let c = 0; c < 3; c += 1) value[c] = (value[c] as number) + ((blob.colour[c] as number) - (value[c] as number)) * weight;
      }
      const noise = (random.next() - 0.5) * grain;
      const at = (y * width + x) * 3;
      for (let c = 0; c < 3; c += 1) pixels[at + c] = Math.max(0, Math.min(255, (value[c] as number) + noise));
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } }).blur(0.8);
  if (grey) image = image.grayscale();
  return image.jpeg({ quality }).toBuffer();
}
