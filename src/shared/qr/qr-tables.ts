/**
 * The facts of QR code versions 1–10 at error-correction level M (ISO/IEC 18004): enough
 * for any book link (a version 10 symbol carries 213 bytes).
 */
export interface VersionFacts {
  /** Error-correction codewords per block. */
  ecPerBlock: number;
  /** Data codewords of each block, in order. */
  blocks: readonly number[];
  /** Centres of the alignment patterns, on both axes. */
  alignment: readonly number[];
}

const repeat = (count: number, size: number): number[] => new Array<number>(count).fill(size);

export const LEVEL_M_VERSIONS: readonly VersionFacts[] = [
  { ecPerBlock: 10, blocks: [16], alignment: [] },
  { ecPerBlock: 16, blocks: [28], alignment: [6, 18] },
  { ecPerBlock: 26, blocks: [44], alignment: [6, 22] },
  { ecPerBlock: 18, blocks: repeat(2, 32), alignment: [6, 26] },
  { ecPerBlock: 24, blocks: repeat(2, 43), alignment: [6, 30] },
  { ecPerBlock: 16, blocks: repeat(4, 27), alignment: [6, 34] },
  { ecPerBlock: 18, blocks: repeat(4, 31), alignment: [6, 22, 38] },
  { ecPerBlock: 22, blocks: [...repeat(2, 38), ...repeat(2, 39)], alignment: [6, 24, 42] },
  { ecPerBlock: 22, blocks: [...repeat(3, 36), ...repeat(2, 37)], alignment: [6, 26, 46] },
  { ecPerBlock: 26, blocks: [...repeat(4, 43), 44], alignment: [6, 28, 50] },
];

/** Level M's two format bits. */
export const LEVEL_M_BITS = 0b00;
