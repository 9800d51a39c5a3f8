import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeBmp, type Rgba } from '../testing/bmp-writer.js';
import { BmpDecodeError, decodeBmp } from './bmp-decoder.js';

const pattern = (x: number, y: number): Rgba => [x * 17, y * 29, (x + y) * 7, 200];

/** Decodes, and holds the decoder to its word: a consistent image, or a BmpDecodeError and nothing else. */
function decodeOrRefuse(bytes: Uint8Array): void {
  let image: ReturnType<typeof decodeBmp>;
  try {
    image = decodeBmp(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(BmpDecodeError);
    return;
  }
  expect(image.channels).toBe(4);
  expect(image.width).toBeGreaterThan(0);
  expect(image.height).toBeGreaterThan(0);
  expect(image.data.length).toBe(image.width * image.height * 4);
}

// Fuzzing (issue 14, item 13): a BMP is untrusted bytes from the user's folder.
describe('the BMP decoder against damaged files (property)', () => {
  const originals = [writeBmp(5, 3, pattern, '24'), writeBmp(3, 4, pattern, '32-bitfields')];

  it('decodes or refuses a real BMP with bytes changed, never crashing or reading past the file', () => {
    const flips = fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(fc.constantFrom(...originals), flips, (original, changes) => {
        const bytes = original.slice();
        for (const [at, value] of changes) bytes[at % bytes.length] = value;
        decodeOrRefuse(bytes);
      }),
      { numRuns: 1500 },
    );
  });

  it('decodes or refuses a real BMP cut anywhere', () => {
    fc.assert(
      fc.property(fc.constantFrom(...originals), fc.nat(), (original, cut) => decodeOrRefuse(original.subarray(0, cut % (original.length + 1)))),
      { numRuns: 400 },
    );
  });

  it('refuses or decodes any bytes behind a BM signature, header fields included', () => {
    const header = fc.record({
      offset: fc.integer({ min: -5, max: 400 }),
      headerSize: fc.constantFrom(0, 12, 39, 40, 56, 108, 124, 5000, 0xffffffff),
      width: fc.integer({ min: -3, max: 70_000 }),
      height: fc.integer({ min: -70_000, max: 70_000 }),
      depth: fc.constantFrom(0, 1, 8, 16, 24, 32, 64),
      compression: fc.constantFrom(0, 1, 3, 6),
    });
    fc.assert(
      fc.property(header, fc.uint8Array({ maxLength: 600 }), (fields, tail) => {
        const bytes = new Uint8Array(54 + tail.length);
        bytes.set(tail, 54);
        const view = new DataView(bytes.buffer);
        bytes[0] = 0x42;
        bytes[1] = 0x4d;
        view.setInt32(10, fields.offset, true);
        view.setUint32(14, fields.headerSize, true);
        view.setInt32(18, fields.width, true);
        view.setInt32(22, fields.height, true);
        view.setUint16(28, fields.depth, true);
        view.setUint32(30, fields.compression, true);
        decodeOrRefuse(bytes);
      }),
      { numRuns: 1500 },
    );
  });
});
