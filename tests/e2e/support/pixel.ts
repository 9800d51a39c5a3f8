import type { Locator } from 'playwright-core';
import sharp from 'sharp';

/** The colour of one screen pixel of an element, as `rgb(r, g, b)`: what the user actually sees. */
export async function pixelAt(element: Locator, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(await element.screenshot()).raw().toBuffer({ resolveWithObject: true });
  const offset = (Math.round(y) * info.width + Math.round(x)) * info.channels;
  return `rgb(${data[offset]}, ${data[offset + 1]}, ${data[offset + 2]})`;
}
