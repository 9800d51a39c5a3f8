/** One pixel of a test image, 0–255 per channel. */
export type Rgba = [number, number, number, number];

/**
 * Writes a BMP the way common tools do, for decoder tests: 24-bit BI_RGB bottom-up rows
 * padded to 4 bytes, or 32-bit BI_BITFIELDS with a V4 header and an alpha mask, top-down.
 */
export function writeBmp(width: number, height: number, pixel: (x: number, y: number) => Rgba, kind: '24' | '32-bitfields'): Uint8Array {
  const bitfields = kind === '32-bitfields';
  const headerSize = bitfields ? 108 : 40;
  const bytesPerPixel = bitfields ? 4 : 3;
  const stride = Math.ceil((width * bytesPerPixel) / 4) * 4;
  const offset = 14 + headerSize;
  const out = new Uint8Array(offset + stride * height);
  const view = new DataView(out.buffer);
  out[0] = 0x42;
  out[1] = 0x4d;
  view.setUint32(2, out.length, true);
  view.setUint32(10, offset, true);
  view.setUint32(14, headerSize, true);
  view.setInt32(18, width, true);
  view.setInt32(22, bitfields ? -height : height, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, bytesPerPixel * 8, true);
  view.setUint32(30, bitfields ? 3 : 0, true);
  view.setUint32(34, stride * height, true);
  if (bitfields) {
    view.setUint32(54, 0x00ff0000, true);
    view.setUint32(58, 0x0000ff00, true);
    view.setUint32(62, 0x000000ff, true);
    view.setUint32(66, 0xff000000, true);
  }
  for (let y = 0; y < height; y += 1) {
    const row = bitfields ? y : height - 1 - y;
    for (let x = 0; x < width; x += 1) {
      const [r, g, b, a] = pixel(x, y);
      const at = offset + row * stride + x * bytesPerPixel;
      if (bitfields) view.setUint32(at, ((a << 24) | (r << 16) | (g << 8) | b) >>> 0, true);
      else out.set([b, g, r], at);
    }
  }
  return out;
}
