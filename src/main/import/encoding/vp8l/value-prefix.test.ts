import { describe, expect, it } from 'vitest';
import { distanceCode, prefixExtraBitCount, prefixExtraBits, prefixSymbol, valuePrefix } from './value-prefix.js';

/** How a WebP decoder turns a prefix symbol and its extra bits back into a value (RFC 9649, 5.2.2). */
function decode(symbol: number, extraBits: number): number {
  if (symbol < 4) return symbol + 1;
  const extraBitCount = (symbol - 2) >> 1;
  const offset = (2 + (symbol & 1)) << extraBitCount;
  return offset + extraBits + 1;
}

describe('valuePrefix', () => {
  it('codes every match length a decoder can read back', () => {
    for (let length = 1; length <= 4096; length += 1) {
      const packed = valuePrefix(length);
      expect(prefixSymbol(packed)).toBeLessThan(24);
      expect(prefixExtraBits(packed)).toBeLessThan(2 ** prefixExtraBitCount(packed) || 1);
      expect(decode(prefixSymbol(packed), prefixExtraBits(packed))).toBe(length);
    }
  });

  it('codes distance codes up to 2^20 within the 40 distance symbols', () => {
    for (const value of [1, 2, 5, 121, 1000, 65_536, 500_001, 1 << 20]) {
      const packed = valuePrefix(value);
      expect(prefixSymbol(packed)).toBeLessThan(40);
      expect(decode(prefixSymbol(packed), prefixExtraBits(packed))).toBe(value);
    }
  });
});

describe('distanceCode', () => {
  it('names the pixel above and the pixel to the left by the two-dimensional codes 1 and 2', () => {
    expect(distanceCode(467, 467)).toBe(1);
    expect(distanceCode(1, 467)).toBe(2);
    expect(distanceCode(5, 467)).toBe(125);
  });
});
