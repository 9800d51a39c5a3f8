import { MAX_IMAGE_INPUT_PIXELS } from '../import-limits.js';
import type { RawImage } from '../encode-renditions.js';

const BI_RGB = 0;
const BI_BITFIELDS = 3;

/** A BMP this decoder does not handle, or one whose header lies about its data. */
export class BmpDecodeError extends Error {
  override readonly name = 'BmpDecodeError';
}

interface ChannelMask {
  shift: number;
  max: number;
  mask: number;
}

/**
 * Decodes an uncompressed 24- or 32-bit BMP into top-down RGBA. sharp (libvips) has no
 * BMP loader, and these are the BMPs that scanners and Windows tools write. Every header
 * field is checked against the file's real length before a pixel is read.
 */
export function decodeBmp(file: Uint8Array): RawImage {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  if (file.byteLength < 26 || view.getUint16(0, false) !== 0x424d) throw new BmpDecodeError('not a BMP file');
  const pixelOffset = view.getUint32(10, true);
  const headerSize = view.getUint32(14, true);
  if (headerSize < 40 || 14 + headerSize > file.byteLength) throw new BmpDecodeError(`unsupported BMP header of ${headerSize} bytes`);
  const width = view.getInt32(18, true);
  const rawHeight = view.getInt32(22, true);
  const bitsPerPixel = view.getUint16(28, true);
  const compression = view.getUint32(30, true);
  const height = Math.abs(rawHeight);
  const topDown = rawHeight < 0;

  if (width <= 0 || height <= 0) throw new BmpDecodeError(`bad BMP size ${width}x${rawHeight}`);
  if (width * height > MAX_IMAGE_INPUT_PIXELS) throw new BmpDecodeError(`BMP of ${width}x${height} is too large`);
  if (bitsPerPixel !== 24 && bitsPerPixel !== 32) throw new BmpDecodeError(`unsupported BMP depth ${bitsPerPixel}`);
  const masks = channelMasks(view, bitsPerPixel, compression, headerSize);

  const bytesPerPixel = bitsPerPixel / 8;
  const stride = Math.ceil((width * bytesPerPixel) / 4) * 4;
  if (pixelOffset + stride * height > file.byteLength) throw new BmpDecodeError('BMP pixel data is truncated');

  const out = new Uint8Array(width * height * 4);
  for (let row = 0; row < height; row += 1) {
    const sourceRow = topDown ? row : height - 1 - row;
    let src = pixelOffset + sourceRow * stride;
    let dst = row * width * 4;
    for (let x = 0; x < width; x += 1, src += bytesPerPixel, dst += 4) {
      if (masks) {
        const value = view.getUint32(src, true);
        out[dst] = scale(value, masks.red);
        out[dst + 1] = scale(value, masks.green);
        out[dst + 2] = scale(value, masks.blue);
        out[dst + 3] = masks.alpha ? scale(value, masks.alpha) : 255;
      } else {
        out[dst] = file[src + 2] ?? 0;
        out[dst + 1] = file[src + 1] ?? 0;
        out[dst + 2] = file[src] ?? 0;
        // The fourth byte of a plain 32-bit BMP is padding in practice, not alpha.
        out[dst + 3] = 255;
      }
    }
  }
  return { data: out, width, height, channels: 4 };
}

/** Bit masks of a BI_BITFIELDS BMP; null for plain BGR(X) layouts. */
function channelMasks(view: DataView, bitsPerPixel: number, compression: number, headerSize: number) {
  if (compression === BI_RGB) return null;
  if (compression !== BI_BITFIELDS || bitsPerPixel !== 32) throw new BmpDecodeError(`unsupported BMP compression ${compression}`);
  if (view.byteLength < 66) throw new BmpDecodeError('BMP bit masks are missing');
  // The masks follow a 40-byte header and sit inside the larger (V2 and later) headers, at the same place.
  const red = toChannel(view.getUint32(54, true));
  const green = toChannel(view.getUint32(58, true));
  const blue = toChannel(view.getUint32(62, true));
  const alphaMask = headerSize >= 56 && view.byteLength >= 70 ? view.getUint32(66, true) : 0;
  if (!red || !green || !blue) throw new BmpDecodeError('BMP bit masks are empty');
  return { red, green, blue, alpha: alphaMask ? toChannel(alphaMask) : null };
}

function toChannel(mask: number): ChannelMask | null {
  if (mask === 0) return null;
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift += 1;
  return { shift, max: mask >>> shift, mask };
}

function scale(value: number, channel: ChannelMask): number {
  return Math.round((((value & channel.mask) >>> 0) >>> channel.shift) * 255 / channel.max);
}
