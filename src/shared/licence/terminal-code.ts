import { BASE32_ALPHABET, base32Value, checkCharacter, decodeBase32, encodeBase32 } from './base32.js';

/** A machine fingerprint: 16 bytes, written as 32 lower-case hex digits. */
export const FINGERPRINT_PATTERN = /^[0-9a-f]{32}$/;
const FINGERPRINT_BYTES = 16;

function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index++) bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

/**
 * The terminal code the app shows for offline registration: the fingerprint in base32 (26
 * characters) and a check character, in groups of three so it can be read over the phone.
 */
export function terminalCodeOf(fingerprint: string): string {
  if (!FINGERPRINT_PATTERN.test(fingerprint)) throw new Error('not a machine fingerprint');
  const body = encodeBase32(hexToBytes(fingerprint));
  return (body + checkCharacter(body)).match(/.{1,3}/g)?.join('-') ?? body;
}

/** The fingerprint a typed terminal code stands for, or null when it was mistyped. */
export function fingerprintOfTerminalCode(typed: string): string | null {
  if (typed.length > 100) return null;
  let chars = '';
  for (const char of typed.replace(/[\s-]/g, '')) {
    const value = base32Value(char);
    if (value < 0) return null;
    chars += BASE32_ALPHABET[value];
  }
  const body = chars.slice(0, -1);
  if (chars.length !== 27 || checkCharacter(body) !== chars.slice(-1)) return null;
  const bytes = decodeBase32(body, FINGERPRINT_BYTES);
  if (bytes === null) return null;
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
