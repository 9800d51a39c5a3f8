import type { ByteRange } from '../store/object-storage.js';

/**
 * What a request's Range header asks of a file of `size` bytes (RFC 9110, section 14):
 * - `null`: no usable range, so the whole file (no header, another unit, several ranges, or a
 *   header that does not parse, which the RFC lets a server ignore);
 * - `'unsatisfiable'`: a range that starts past the end, answered with 416;
 * - one range, clamped to the file, answered with 206. Players ask this way to seek in a
 *   video or a sound, and Safari plays a video only from a server that answers them.
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (header === undefined) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  // A last byte before the first is not a range at all.
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
