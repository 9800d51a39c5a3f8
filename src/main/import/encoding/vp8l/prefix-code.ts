import type { BitWriter } from './bit-writer.js';

/**
 * A prefix (Huffman) code as the encoder uses it: for each symbol, the bits to write and how
 * many. A symbol that never occurs has 0 bits; so does the only symbol of a one-symbol code,
 * which WebP's decoder reads without consuming a bit.
 */
export interface PrefixCode {
  bits: Uint16Array;
  lengths: Uint8Array;
}

/** WebP lossless limits code lengths to 15 bits, and the code-length code's to 7. */
const MAX_CODE_LENGTH = 15;
const MAX_CODE_LENGTH_CODE_LENGTH = 7;
/** The order in which the code-length code's lengths are written (the format fixes it). */
const CODE_LENGTH_ORDER = [17, 18, 0, 1, 2, 3, 4, 5, 16, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] as const;
const REPEAT_PREVIOUS = 16;
const REPEAT_ZERO_SHORT = 17;
const REPEAT_ZERO_LONG = 18;

/**
 * Optimal code lengths for the counts, no longer than `limit`. When the plain Huffman tree is
 * too deep, the smallest counts are raised to a floor that doubles until it fits: rare
 * symbols then cost a little more, which is the usual trade for a bounded depth.
 */
export function codeLengths(counts: ArrayLike<number>, limit: number): Uint8Array {
  const lengths = new Uint8Array(counts.length);
  const used: number[] = [];
  for (let s = 0; s < counts.length; s += 1) if ((counts[s] as number) > 0) used.push(s);
  if (used.length === 1) lengths[used[0] as number] = 1;
  if (used.length < 2) return lengths;
  for (let floor = 1; ; floor *= 2) {
    const depths = treeDepths(used.map((s) => Math.max(counts[s] as number, floor)));
    if (depths.every((depth) => depth <= limit)) {
      used.forEach((s, i) => (lengths[s] = depths[i] as number));
      return lengths;
    }
  }
}

/** The depth of each leaf in a Huffman tree of the weights (two or more). */
function treeDepths(weights: number[]): number[] {
  const n = weights.length;
  const order = weights.map((_, i) => i).sort((a, b) => (weights[a] as number) - (weights[b] as number) || a - b);
  // Nodes 0..n-1 are the leaves in ascending weight; n..2n-2 the merged nodes, made in
  // ascending weight too, so two queues give the two lightest nodes at every step.
  const weight = new Float64Array(2 * n - 1);
  const parent = new Int32Array(2 * n - 1);
  order.forEach((leaf, i) => (weight[i] = weights[leaf] as number));
  let nextLeaf = 0;
  let nextMerged = n;
  const lightest = (made: number): number => {
    if (nextLeaf < n && (nextMerged >= made || (weight[nextLeaf] as number) <= (weight[nextMerged] as number))) return nextLeaf++;
    return nextMerged++;
  };
  for (let made = n; made < 2 * n - 1; made += 1) {
    const a = lightest(made);
    const b = lightest(made);
    weight[made] = (weight[a] as number) + (weight[b] as number);
    parent[a] = made;
    parent[b] = made;
  }
  // A parent is always made after its children, so walking down from the root sees it first.
  const depth = new Uint8Array(2 * n - 1);
  for (let node = 2 * n - 3; node >= 0; node -= 1) depth[node] = (depth[parent[node] as number] as number) + 1;
  const depths = new Array<number>(n);
  order.forEach((leaf, i) => (depths[leaf] = depth[i] as number));
  return depths;
}

/**
 * The canonical code of the lengths (shorter codes first, then by symbol), bit-reversed,
 * since the stream is read least significant bit first while codes are read from their
 * first bit. A code with one symbol gets no bits at all, as the decoder expects.
 */
export function canonicalCode(lengths: Uint8Array): PrefixCode {
  const bits = new Uint16Array(lengths.length);
  const emitted = new Uint8Array(lengths);
  let usedCount = 0;
  for (const length of lengths) if (length > 0) usedCount += 1;
  if (usedCount <= 1) return { bits, lengths: new Uint8Array(lengths.length) };
  const countOfLength = new Uint16Array(MAX_CODE_LENGTH + 1);
  for (const length of lengths) if (length > 0) countOfLength[length] = (countOfLength[length] as number) + 1;
  const next = new Uint16Array(MAX_CODE_LENGTH + 2);
  for (let length = 1, code = 0; length <= MAX_CODE_LENGTH; length += 1) {
    code = (code + (countOfLength[length - 1] as number)) << 1;
    next[length] = code;
  }
  for (let s = 0; s < lengths.length; s += 1) {
    const length = lengths[s] as number;
    if (length === 0) continue;
    const code = next[length] as number;
    next[length] = code + 1;
    bits[s] = reverseBits(code, length);
  }
  return { bits, lengths: emitted };
}

function reverseBits(code: number, length: number): number {
  let reversed = 0;
  for (let i = 0; i < length; i += 1) reversed |= ((code >> i) & 1) << (length - 1 - i);
  return reversed;
}

/**
 * Writes the code for the counts into the stream, in the smaller of WebP's two forms, and
 * returns it for writing symbols. One or two symbols under 256 use the "simple" form of
 * a few bits; anything else a full list of code lengths, itself run-length and prefix coded.
 */
export function writePrefixCode(writer: BitWriter, counts: ArrayLike<number>): PrefixCode {
  const used: number[] = [];
  for (let s = 0; s < counts.length && used.length <= 2; s += 1) if ((counts[s] as number) > 0) used.push(s);
  // A symbol must exist even where nothing is coded with it (no back-references, say).
  if (used.length === 0) used.push(0);
  if (used.length <= 2 && used.every((s) => s < 256)) return writeSimpleCode(writer, counts.length, used);
  const lengths = codeLengths(counts, MAX_CODE_LENGTH);
  writeCodeLengths(writer, lengths);
  return canonicalCode(lengths);
}

function writeSimpleCode(writer: BitWriter, alphabetSize: number, symbols: number[]): PrefixCode {
  const [first, second] = symbols as [number, number | undefined];
  writer.writeChecked(1, 1);
  writer.writeChecked(symbols.length - 1, 1);
  if (first < 2) {
    writer.writeChecked(0, 1);
    writer.writeChecked(first, 1);
  } else {
    writer.writeChecked(1, 1);
    writer.writeChecked(first, 8);
  }
  if (second !== undefined) writer.writeChecked(second, 8);
  const lengths = new Uint8Array(alphabetSize);
  for (const s of symbols) lengths[s] = 1;
  return canonicalCode(lengths);
}

interface LengthToken {
  symbol: number;
  extraBits: number;
  extra: number;
}

/** The code lengths as the format's run-length tokens: 0–15 literally, 16–18 for repeats. */
function lengthTokens(lengths: Uint8Array): LengthToken[] {
  const tokens: LengthToken[] = [];
  for (let i = 0; i < lengths.length; ) {
    const value = lengths[i] as number;
    let run = 1;
    while (i + run < lengths.length && lengths[i + run] === value) run += 1;
    i += run;
    let left = run;
    if (value === 0) {
      while (left >= 11) {
        const take = Math.min(left, 138);
        tokens.push({ symbol: REPEAT_ZERO_LONG, extraBits: 7, extra: take - 11 });
        left -= take;
      }
      if (left >= 3) {
        tokens.push({ symbol: REPEAT_ZERO_SHORT, extraBits: 3, extra: left - 3 });
        left = 0;
      }
    } else {
      // 16 repeats the last non-zero length written, so the value is first written once.
      tokens.push({ symbol: value, extraBits: 0, extra: 0 });
      left -= 1;
      while (left >= 3) {
        const take = Math.min(left, 6);
        tokens.push({ symbol: REPEAT_PREVIOUS, extraBits: 2, extra: take - 3 });
        left -= take;
      }
    }
    for (; left > 0; left -= 1) tokens.push({ symbol: value, extraBits: 0, extra: 0 });
  }
  return tokens;
}

function writeCodeLengths(writer: BitWriter, lengths: Uint8Array): void {
  const tokens = lengthTokens(lengths);
  const counts = new Uint32Array(19);
  for (const token of tokens) counts[token.symbol] = (counts[token.symbol] as number) + 1;
  const lengthCodeLengths = codeLengths(counts, MAX_CODE_LENGTH_CODE_LENGTH);
  const lengthCode = canonicalCode(lengthCodeLengths);
  let written = CODE_LENGTH_ORDER.length;
  while (written > 4 && lengthCodeLengths[CODE_LENGTH_ORDER[written - 1] as number] === 0) written -= 1;
  writer.writeChecked(0, 1); // not the simple form
  writer.writeChecked(written - 4, 4);
  for (let i = 0; i < written; i += 1) writer.writeChecked(lengthCodeLengths[CODE_LENGTH_ORDER[i] as number] as number, 3);
  writer.writeChecked(0, 1); // every symbol's length follows, none implied by a maximum
  for (const token of tokens) {
    writer.writeChecked(lengthCode.bits[token.symbol] as number, lengthCode.lengths[token.symbol] as number);
    if (token.extraBits > 0) writer.writeChecked(token.extra, token.extraBits);
  }
}
