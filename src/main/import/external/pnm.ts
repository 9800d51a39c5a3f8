/** An RGB bitmap read from a binary PPM (P6), the format both external tools write fastest. */
export interface RgbBitmap {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 3;
}

/** Bitmaps wider or taller than this are refused; no rendition needs more. */
const MAX_SIDE = 65_535;

function isSpace(byte: number): boolean {
  return byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;
}

/**
 * Reads a binary PPM: "P6", width, height and maxval as ASCII numbers separated by
 * whitespace (with # comments allowed), one whitespace byte, then the pixels. Only 8-bit
 * RGB is accepted, which is what pdftoppm and `mutool draw -F pnm -c rgb` write; anything
 * else is an error rather than a guess. The pixels are a view of the input, not a copy.
 */
export function parsePpm(bytes: Uint8Array): RgbBitmap {
  let at = 0;
  const token = (): string => {
    for (;;) {
      while (at < bytes.length && isSpace(bytes[at] as number)) at += 1;
      if (bytes[at] !== 0x23) break;
      while (at < bytes.length && bytes[at] !== 0x0a) at += 1;
    }
    const start = at;
    while (at < bytes.length && !isSpace(bytes[at] as number) && at - start < 16) at += 1;
    return new TextDecoder('latin1').decode(bytes.subarray(start, at));
  };
  const magic = token();
  if (magic !== 'P6') throw new Error(`expected a binary PPM (P6), got ${JSON.stringify(magic.slice(0, 4))}`);
  const width = Number(token());
  const height = Number(token());
  const maxval = Number(token());
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) {
    throw new Error(`the PPM has an impossible size ${width} × ${height}`);
  }
  if (maxval !== 255) throw new Error(`only 8-bit PPM is supported, not maxval ${maxval}`);
  // Exactly one whitespace byte separates the header from the pixels.
  at += 1;
  const length = width * height * 3;
  if (bytes.length - at < length) throw new Error(`the PPM is truncated: ${bytes.length - at} of ${length} pixel bytes`);
  return { data: bytes.subarray(at, at + length), width, height, channels: 3 };
}
