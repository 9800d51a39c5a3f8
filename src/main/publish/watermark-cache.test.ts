import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WatermarkCache } from './watermark-cache.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-watermarks-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function page(shade: number): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 160, channels: 3, background: { r: shade, g: shade, b: shade } } }).webp({ lossless: true }).toBuffer();
}

describe('the kept watermarked pages', () => {
  it('draws a page once and answers the kept drawing after, in this engine and the next one', async () => {
    const image = await page(250);
    const cache = new WatermarkCache(path.join(dir, 'kept'));
    const [first, second] = await Promise.all([cache.mark(image), cache.mark(image)]);
    expect(Buffer.from(first).equals(Buffer.from(image))).toBe(false);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    expect(fs.readdirSync(path.join(dir, 'kept'))).toHaveLength(1);

    const kept = path.join(dir, 'kept', fs.readdirSync(path.join(dir, 'kept'))[0] ?? '');
    const keptAt = fs.statSync(kept).mtimeMs;
    const later = new WatermarkCache(path.join(dir, 'kept'));
    expect(Buffer.from(await later.mark(image)).equals(Buffer.from(first))).toBe(true);
    expect(fs.statSync(kept).mtimeMs).toBe(keptAt);
  });

  it('keeps each page by its content, and warming draws every page not yet kept', async () => {
    const images = await Promise.all([10, 120, 250].map(page));
    const cache = new WatermarkCache(path.join(dir, 'kept'));
    await cache.warm([...images, images[0] as Buffer]);
    expect(fs.readdirSync(path.join(dir, 'kept')).sort()).toHaveLength(3);
  });

  it('still answers when nothing can be kept', async () => {
    const blocked = path.join(dir, 'a-file');
    fs.writeFileSync(blocked, 'not a folder');
    const cache = new WatermarkCache(blocked);
    const marked = await cache.mark(await page(200));
    expect((await sharp(marked).metadata()).format).toBe('webp');
  });
});
