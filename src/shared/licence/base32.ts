/**
 * Crockford's base32 (no I, L, O or U), the alphabet of licence and terminal codes: people
 * read these aloud and type them from paper, and it has no letters that look like digits.
 */
export const BASE32_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The value of one typed character: i, l and o are read as the digits they look like. */
export function base32Value(char: string): number {
  const upper = char.toUpperCase();
  const mapped = upper === 'I' || upper === 'L' ? '1' : upper === 'O' ? '0' : upper;
  return BASE32_ALPHABET.indexOf(mapped);
}

/** Encodes bytes, five bits per character, the last character padded with zero bits. */
export function encodeBase32(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(buffer >> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32_ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/** Decodes `length` bytes, or null when a character is not base32 or the padding bits are set. */
export function decodeBase32(text: string, length: number): Uint8Array | null {
  if (text.length !== Math.ceil((length * 8) / 5)) return null;
  const out = new Uint8Array(length);
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of text) {
    const value = base32Value(char);
    if (value < 0) return null;
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      if (index < length) out[index++] = (buffer >> (bits - 8)) & 255;
      bits -= 8;
      buffer &= (1 << bits) - 1;
    }
  }
  return buffer === 0 ? out : null;
}

/** Multiplies by x in GF(32), modulo the primitive polynomial x^5 + x^2 + 1. */
function timesX(value: number): number {
  const shifted = value << 1;
  return shifted & 32 ? (shifted ^ 0b100101) & 31 : shifted;
}

/**
 * A check character by Damm's method over GF(32) (step: interim = x·interim + value). Each
 * step is one-to-one in the value, so any single wrong character is caught, and because
 * x ≠ 1 no swap of two different neighbours leaves the result unchanged: a weighted sum mod 32
 * cannot promise both, and codes are typed from paper, where those are the common slips.
 */
export function checkCharacter(body: string): string {
  let interim = 0;
  for (const char of body) interim = timesX(interim) ^ base32Value(char);
  return BASE32_ALPHABET[timesX(interim)] as string;
}
