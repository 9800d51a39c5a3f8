/**
 * The MIME type a sealed asset is shown with once decrypted (the reader makes a Blob of
 * it), read from the bytes themselves: renditions are WebP, PNG or JPEG. (A sealed media file
 * takes its type from its key's extension instead, which the project checked when it was added.)
 */
export function sniffMediaType(bytes: Uint8Array): string {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(1, 4) === 'PNG') return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (ascii(0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return 'audio/mpeg';
  return 'application/octet-stream';
}
