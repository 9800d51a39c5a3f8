import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { cutToRange, spanOfBody } from './byte-span.js';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const object = Buffer.from(Array.from({ length: 100 }, (_, index) => index));
/** The object from `start` on, in chunks of 7 bytes, as a server's body arrives. */
const bodyFrom = (start: number) => Readable.from(Array.from({ length: Math.ceil((100 - start) / 7) }, (_, i) => object.subarray(start + i * 7, Math.min(100, start + i * 7 + 7))));

describe('cutting a span out of a body that holds more', () => {
  it('cuts any span out of the whole object, across chunk edges', async () => {
    for (const range of [{ start: 0, end: 0 }, { start: 6, end: 7 }, { start: 13, end: 71 }, { start: 99, end: 99 }]) {
      expect(await bytesOf(cutToRange(bodyFrom(0), range, 0))).toEqual(object.subarray(range.start, range.end + 1));
    }
  });

  it('cuts from a body that starts part-way into the object', async () => {
    expect(await bytesOf(cutToRange(bodyFrom(40), { start: 50, end: 60 }, 40))).toEqual(object.subarray(50, 61));
  });

  it('reads what a Content-Range says the body holds', () => {
    expect(spanOfBody('bytes 0-99/100')).toEqual({ start: 0, end: 99 });
    expect(spanOfBody('bytes 5-9/*')).toEqual({ start: 5, end: 9 });
    expect(spanOfBody(undefined)).toBe('whole');
    expect(spanOfBody('items 1-2/3')).toBeNull();
  });
});
