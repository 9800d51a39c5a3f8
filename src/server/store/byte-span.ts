import { Readable } from 'node:stream';
import type { ByteRange } from './object-storage.js';

/**
 * The bytes `range` names, from a body holding the object's bytes from `bodyStart` on. HTTP
 * lets a server ignore Range and send the whole object, and some S3-compatible servers send
 * more than asked (s3rver, which the tests run, reads `bytes=0-0` as `bytes=0-`), so the body
 * is cut here rather than handed on as if it were the span.
 */
export function cutToRange(body: Readable, range: ByteRange, bodyStart: number): Readable {
  let offset = bodyStart;
  async function* span(): AsyncGenerator<Buffer> {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      const from = Math.max(range.start - offset, 0);
      const to = Math.min(range.end + 1 - offset, chunk.length);
      offset += chunk.length;
      if (to > from) yield chunk.subarray(from, to);
      if (offset > range.end) break;
    }
  }
  // Leaving the loop early destroys the body, so the rest of the object is not read.
  return Readable.from(span(), { objectMode: false });
}

/**
 * The span a Content-Range header says a body holds, or the whole object's when it has none
 * (the server ignored the Range). Null when it does not parse.
 */
export function spanOfBody(contentRange: string | undefined): { start: number; end: number } | 'whole' | null {
  if (contentRange === undefined) return 'whole';
  const match = /^bytes (\d+)-(\d+)\/(?:\d+|\*)$/.exec(contentRange.trim());
  return match ? { start: Number(match[1]), end: Number(match[2]) } : null;
}
