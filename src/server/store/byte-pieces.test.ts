import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { forEachPiece, PieceLengthError } from './byte-pieces.js';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) parts.push(chunk);
  return Buffer.concat(parts);
}

/** A body delivering `bytes` in chunks of the given lengths, repeated. */
function bodyOf(bytes: Buffer, chunkLengths: number[]): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0, turn = 0; at < bytes.length; turn++) {
    const length = chunkLengths[turn % chunkLengths.length] ?? 1;
    chunks.push(bytes.subarray(at, at + length));
    at += length;
  }
  return Readable.from(chunks, { objectMode: false });
}

async function piecesOf(body: Readable, sizes: number[]): Promise<Buffer[]> {
  const pieces: Buffer[] = [];
  await forEachPiece(body, sizes, async (index, piece) => {
    pieces[index] = await bytesOf(piece);
  });
  return pieces;
}

describe('forEachPiece', () => {
  const bytes = Buffer.from(Array.from({ length: 100 }, (_, index) => index));

  it('cuts a body into pieces of the given sizes, whatever its chunks', async () => {
    for (const chunkLengths of [[1], [7, 3], [100], [33, 50, 17]]) {
      const pieces = await piecesOf(bodyOf(bytes, chunkLengths), [10, 0, 45, 45]);
      expect(pieces).toEqual([bytes.subarray(0, 10), Buffer.alloc(0), bytes.subarray(10, 55), bytes.subarray(55)]);
    }
  });

  it('fails on a body shorter than its pieces, after taking the whole ones', async () => {
    const taken: number[] = [];
    const failure = forEachPiece(bodyOf(bytes, [30]), [60, 60], async (index, piece) => {
      await bytesOf(piece);
      taken.push(index);
    });
    await expect(failure).rejects.toBeInstanceOf(PieceLengthError);
    expect(taken).toEqual([0]);
  });

  it('fails on a body longer than its pieces', async () => {
    await expect(piecesOf(bodyOf(bytes, [64]), [50, 40])).rejects.toThrow('more bytes than its pieces');
  });

  it('fails when a piece is left unread, and stops reading the body', async () => {
    const body = bodyOf(bytes, [10]);
    await expect(forEachPiece(body, [50, 50], async () => undefined)).rejects.toThrow('was not read to its end');
    expect(body.destroyed).toBe(true);
  });
});
