import { DISTANCE_SYMBOLS, distanceCode, LENGTH_SYMBOLS, MAX_MATCH_LENGTH, prefixSymbol, valuePrefix } from './value-prefix.js';

/**
 * An image's pixels as WebP lossless tokens: literals and back-references. A token's first
 * word is the literal (0–255) or, for a back-reference, the bitwise NOT of its packed
 * length prefix (so it is negative); its second word is then the packed distance prefix.
 * The symbol counts that the prefix codes are built from are gathered on the way.
 */
export interface TokenStream {
  count: number;
  first: Int32Array;
  second: Int32Array;
  /** Counts of the green alphabet: 256 literals, then the 24 length symbols. */
  greenCounts: Uint32Array;
  distanceCounts: Uint32Array;
}

/**
 * The shortest back-reference worth writing. Its distance codes are the two cheapest
 * (measured on freeculture's pages, one pixel matches cost more than the literal).
 */
const MIN_MATCH = 2;

const LENGTH_PREFIX = new Int32Array(MAX_MATCH_LENGTH + 1);
for (let length = 1; length <= MAX_MATCH_LENGTH; length += 1) LENGTH_PREFIX[length] = valuePrefix(length);

/**
 * Finds back-references greedily in one pass, to the pixel above and the pixel to the
 * left only: the two the format codes most cheaply, and what a page's blank paper,
 * margins and ruled lines are made of. Searching farther back by hash (as libwebp does)
 * made freeculture's pages 10% larger, not smaller: a far match's distance costs more
 * bits than the literals it replaces, on text whose glyphs never line up to the pixel
 * (docs/decisions/0005). The token buffers are kept between calls, since a worker
 * encodes page after page.
 */
export class BackwardReferences {
  // A page has far fewer tokens than pixels (blank paper is a few long matches), so the
  // buffers start small and grow by half when full, rather than being sized for the worst.
  private first: Int32Array = new Int32Array(1 << 16);
  private second: Int32Array = new Int32Array(1 << 16);

  find(pixels: Uint8Array, count: number, width: number): TokenStream {
    let { first, second } = this;
    const greenCounts = new Uint32Array(256 + LENGTH_SYMBOLS);
    const distanceCounts = new Uint32Array(DISTANCE_SYMBOLS);
    const aboveDistance = valuePrefix(distanceCode(width, width));
    const leftDistance = valuePrefix(distanceCode(1, width));
    let tokens = 0;
    for (let i = 0; i < count; ) {
      if (tokens === first.length) {
        [first, second] = this.grow(tokens);
      }
      const limit = Math.min(MAX_MATCH_LENGTH, count - i);
      const value = pixels[i] as number;
      let best = 0;
      let distancePrefix = 0;
      // The first pixel is compared inline: most places in text match neither neighbour.
      if (i >= width && pixels[i - width] === value) {
        let length = 1;
        while (length < limit && pixels[i + length] === pixels[i - width + length]) length += 1;
        best = length;
        distancePrefix = aboveDistance;
      }
      if (i >= 1 && width !== 1 && pixels[i - 1] === value) {
        let length = 1;
        while (length < limit && pixels[i + length] === value) length += 1;
        if (length > best) {
          best = length;
          distancePrefix = leftDistance;
        }
      }
      if (best < MIN_MATCH) {
        first[tokens] = value;
        greenCounts[value] = (greenCounts[value] as number) + 1;
        tokens += 1;
        i += 1;
        continue;
      }
      const lengthPrefix = LENGTH_PREFIX[best] as number;
      first[tokens] = ~lengthPrefix;
      second[tokens] = distancePrefix;
      const lengthSymbol = 256 + prefixSymbol(lengthPrefix);
      greenCounts[lengthSymbol] = (greenCounts[lengthSymbol] as number) + 1;
      distanceCounts[prefixSymbol(distancePrefix)] = (distanceCounts[prefixSymbol(distancePrefix)] as number) + 1;
      tokens += 1;
      i += best;
    }
    return { count: tokens, first, second, greenCounts, distanceCounts };
  }

  private grow(used: number): [Int32Array, Int32Array] {
    const size = used + (used >> 1);
    const first = new Int32Array(size);
    const second = new Int32Array(size);
    first.set(this.first.subarray(0, used));
    second.set(this.second.subarray(0, used));
    this.first = first;
    this.second = second;
    return [first, second];
  }
}
