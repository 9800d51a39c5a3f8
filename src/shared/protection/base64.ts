/**
 * Base64 for sealed data, with only btoa/atob, which browsers and Node both have: the
 * reader must stay free of libraries and the publisher shares this code with it.
 */

/** Bytes per String.fromCharCode call: large enough to be fast, small enough for the argument limit. */
const CHUNK = 0x8000;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(at, at + CHUNK));
  }
  return btoa(binary);
}

/** Throws on text that is not base64, which the callers treat like any other tampering. */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
