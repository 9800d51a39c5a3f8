import { Readable } from 'node:stream';

/** Thrown when a body holds fewer or more bytes than the pieces it is read as. */
export class PieceLengthError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PieceLengthError';
  }
}

/**
 * Reads a body as consecutive pieces of the given sizes, handing each to `take` as a stream of
 * exactly its bytes, one after the other: a bundle of several contents sent as one upload is
 * stored as those contents. `take` must read its piece to the end before resolving. A body
 * shorter or longer than the pieces fails (after the pieces it did hold were taken).
 */
export async function forEachPiece(body: Readable, sizes: readonly number[], take: (index: number, piece: Readable) => Promise<void>): Promise<void> {
  const chunks = (body as AsyncIterable<Buffer | string>)[Symbol.asyncIterator]();
  let carried: Buffer | null = null;
  const nextChunk = async (): Promise<Buffer | null> => {
    if (carried !== null) {
      const chunk = carried;
      carried = null;
      return chunk;
    }
    const next = await chunks.next();
    if (next.done === true) return null;
    return typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
  };
  try {
    for (const [index, size] of sizes.entries()) {
      let left = size;
      async function* bytesOfPiece(): AsyncGenerator<Buffer> {
        while (left > 0) {
          const chunk = await nextChunk();
          if (chunk === null) throw new PieceLengthError(`the body ended ${left} bytes short of piece ${index + 1}`);
          // What lies beyond this piece belongs to the next one.
          if (chunk.length > left) carried = chunk.subarray(left);
          const own = chunk.subarray(0, Math.min(left, chunk.length));
          left -= own.length;
          yield own;
        }
      }
      await take(index, Readable.from(bytesOfPiece(), { objectMode: false }));
      if (left > 0) throw new PieceLengthError(`piece ${index + 1} was not read to its end`);
    }
    for (let chunk = await nextChunk(); chunk !== null; chunk = await nextChunk()) {
      if (chunk.length > 0) throw new PieceLengthError('the body holds more bytes than its pieces');
    }
  } catch (error) {
    // Stops the body's reading when a piece failed part-way.
    body.destroy();
    throw error;
  }
}
