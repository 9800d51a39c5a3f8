/**
 * WebP lossless codes a back-reference's length and distance as a prefix symbol plus extra
 * bits: values 1–4 are symbols 0–3 with no extra bits; above that, each pair of symbols
 * covers twice the range of the pair before. These pack a value's symbol, extra-bit count
 * and extra bits into one number so the pixel loop needs no objects:
 * symbol | extraBitCount << 8 | extraBits << 13.
 */
export function valuePrefix(value: number): number {
  const offset = value - 1;
  if (offset < 4) return offset;
  const highBit = 31 - Math.clz32(offset);
  const secondBit = (offset >> (highBit - 1)) & 1;
  const extraBitCount = highBit - 1;
  const extraBits = offset & ((1 << extraBitCount) - 1);
  return (2 * highBit + secondBit) | (extraBitCount << 8) | (extraBits << 13);
}

export const prefixSymbol = (packed: number): number => packed & 0xff;
export const prefixExtraBitCount = (packed: number): number => (packed >> 8) & 0x1f;
export const prefixExtraBits = (packed: number): number => packed >>> 13;

/** Longest back-reference the format allows (length symbols cover 1–4096). */
export const MAX_MATCH_LENGTH = 4096;
/** How many length symbols follow the 256 literals in the green alphabet. */
export const LENGTH_SYMBOLS = 24;
/** How many distance symbols there are. */
export const DISTANCE_SYMBOLS = 40;
/**
 * Distance codes 1–120 name nearby pixels in two dimensions; larger ones are a plain
 * distance plus 120. Code 1 is the pixel straight above, code 2 the one to the left:
 * the two that blank paper and ruled lines repeat most.
 */
export const PLANE_CODES = 120;

/** The distance code of a back-reference `distance` pixels back in an image `width` pixels wide. */
export function distanceCode(distance: number, width: number): number {
  if (distance === width) return 1;
  if (distance === 1) return 2;
  return distance + PLANE_CODES;
}
