import { errorCorrection } from './reed-solomon.js';
import { LEVEL_M_BITS, LEVEL_M_VERSIONS, type VersionFacts } from './qr-tables.js';

/** A QR code: `size`×`size` modules, row by row, true for dark. The quiet zone is the caller's. */
export interface QrCode {
  size: number;
  modules: boolean[];
}

/**
 * Encodes text (UTF-8, byte mode) as the smallest QR code of versions 1–10 at level M, with
 * the mask of lowest penalty. Throws a RangeError for text too long (over 213 bytes), which
 * callers treat as "no QR code" rather than an error for the reader.
 */
export function encodeQr(text: string): QrCode {
  const bytes = new TextEncoder().encode(text);
  const version = LEVEL_M_VERSIONS.findIndex((facts, index) => 4 + countBits(index + 1) + bytes.length * 8 <= dataCodewords(facts) * 8) + 1;
  if (version === 0) throw new RangeError(`${bytes.length} bytes do not fit a version 10 QR code`);
  const facts = LEVEL_M_VERSIONS[version - 1] as VersionFacts;
  const matrix = new QrMatrix(version, facts);
  matrix.placeData(codewords(bytes, version, facts));
  matrix.applyBestMask();
  return { size: matrix.size, modules: matrix.modules };
}

function countBits(version: number): number {
  return version < 10 ? 8 : 16;
}

function dataCodewords(facts: VersionFacts): number {
  return facts.blocks.reduce((sum, block) => sum + block, 0);
}

/** The data bits (mode, length, bytes, terminator, padding) split into blocks, each with its EC, interleaved. */
function codewords(bytes: Uint8Array, version: number, facts: VersionFacts): Uint8Array {
  const capacity = dataCodewords(facts);
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let bit = length - 1; bit >= 0; bit -= 1) bits.push((value >>> bit) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, countBits(version));
  for (const byte of bytes) push(byte, 8);
  push(0, Math.min(4, capacity * 8 - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  const data = new Uint8Array(capacity);
  for (let i = 0; i < bits.length / 8; i += 1) data[i] = bits.slice(i * 8, i * 8 + 8).reduce((byte, bit) => (byte << 1) | bit, 0);
  for (let i = bits.length / 8, pad = 0; i < capacity; i += 1, pad += 1) data[i] = pad % 2 === 0 ? 0xec : 0x11;

  const blocks: Uint8Array[] = [];
  const corrections: Uint8Array[] = [];
  let offset = 0;
  for (const length of facts.blocks) {
    const block = data.subarray(offset, offset + length);
    blocks.push(block);
    corrections.push(errorCorrection(block, facts.ecPerBlock));
    offset += length;
  }
  const out: number[] = [];
  const longest = Math.max(...facts.blocks);
  for (let i = 0; i < longest; i += 1) for (const block of blocks) if (i < block.length) out.push(block[i] as number);
  for (let i = 0; i < facts.ecPerBlock; i += 1) for (const correction of corrections) out.push(correction[i] as number);
  return Uint8Array.from(out);
}

const MASKS: ReadonlyArray<(x: number, y: number) => boolean> = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

/** The module grid while it is built: function patterns first, then data, then the mask. */
class QrMatrix {
  readonly size: number;
  readonly modules: boolean[];
  private readonly reserved: boolean[];

  constructor(
    private readonly version: number,
    facts: VersionFacts,
  ) {
    this.size = version * 4 + 17;
    this.modules = new Array<boolean>(this.size * this.size).fill(false);
    this.reserved = new Array<boolean>(this.size * this.size).fill(false);
    for (let i = 0; i < this.size; i += 1) {
      this.setFunction(6, i, i % 2 === 0);
      this.setFunction(i, 6, i % 2 === 0);
    }
    const far = this.size - 4;
    for (const [x, y] of [[3, 3], [far, 3], [3, far]] as const) this.drawFinder(x, y);
    const centres = facts.alignment;
    const last = centres.length - 1;
    centres.forEach((cx, i) =>
      centres.forEach((cy, j) => {
        // The three corners that hold finder patterns get no alignment pattern.
        if (!((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0))) this.drawAlignment(cx, cy);
      }),
    );
    this.drawFormat(0);
    this.drawVersion();
  }

  private index(x: number, y: number): number {
    return y * this.size + x;
  }

  private setFunction(x: number, y: number, dark: boolean): void {
    this.modules[this.index(x, y)] = dark;
    this.reserved[this.index(x, y)] = true;
  }

  private drawFinder(cx: number, cy: number): void {
    for (let dy = -4; dy <= 4; dy += 1) {
      for (let dx = -4; dx <= 4; dx += 1) {
        const x = cx + dx;
        const y = cy + dy;
        const ring = Math.max(Math.abs(dx), Math.abs(dy));
        if (x >= 0 && x < this.size && y >= 0 && y < this.size) this.setFunction(x, y, ring !== 2 && ring !== 4);
      }
    }
  }

  private drawAlignment(cx: number, cy: number): void {
    for (let dy = -2; dy <= 2; dy += 1) for (let dx = -2; dx <= 2; dx += 1) this.setFunction(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
  }

  /** The 15 format bits (level and mask, BCH-protected, XOR 0x5412), in both copies, and the dark module. */
  private drawFormat(mask: number): void {
    const data = (LEVEL_M_BITS << 3) | mask;
    let remainder = data;
    for (let i = 0; i < 10; i += 1) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
    const bits = ((data << 10) | remainder) ^ 0x5412;
    const bit = (i: number) => ((bits >>> i) & 1) === 1;
    for (let i = 0; i <= 5; i += 1) this.setFunction(8, i, bit(i));
    this.setFunction(8, 7, bit(6));
    this.setFunction(8, 8, bit(7));
    this.setFunction(7, 8, bit(8));
    for (let i = 9; i < 15; i += 1) this.setFunction(14 - i, 8, bit(i));
    for (let i = 0; i < 8; i += 1) this.setFunction(this.size - 1 - i, 8, bit(i));
    for (let i = 8; i < 15; i += 1) this.setFunction(8, this.size - 15 + i, bit(i));
    this.setFunction(8, this.size - 8, true);
  }

  /** Versions 7 and up carry their number (BCH-protected) in two 6×3 blocks. */
  private drawVersion(): void {
    if (this.version < 7) return;
    let remainder = this.version;
    for (let i = 0; i < 12; i += 1) remainder = (remainder << 1) ^ ((remainder >>> 11) * 0x1f25);
    const bits = (this.version << 12) | remainder;
    for (let i = 0; i < 18; i += 1) {
      const dark = ((bits >>> i) & 1) === 1;
      const a = this.size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      this.setFunction(a, b, dark);
      this.setFunction(b, a, dark);
    }
  }

  /** Codeword bits go up and down two-module columns from the bottom right, skipping the timing column. */
  placeData(data: Uint8Array): void {
    let bitIndex = 0;
    for (let right = this.size - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5;
      const upward = ((right + 1) & 2) === 0;
      for (let step = 0; step < this.size; step += 1) {
        const y = upward ? this.size - 1 - step : step;
        for (let column = 0; column < 2; column += 1) {
          const at = this.index(right - column, y);
          if (this.reserved[at] || bitIndex >= data.length * 8) continue;
          this.modules[at] = (((data[bitIndex >>> 3] as number) >>> (7 - (bitIndex & 7))) & 1) === 1;
          bitIndex += 1;
        }
      }
    }
  }

  private toggleMask(mask: number): void {
    const test = MASKS[mask] as (x: number, y: number) => boolean;
    for (let y = 0; y < this.size; y += 1) {
      for (let x = 0; x < this.size; x += 1) {
        const at = this.index(x, y);
        if (!this.reserved[at] && test(x, y)) this.modules[at] = !this.modules[at];
      }
    }
  }

  applyBestMask(): void {
    let best = 0;
    let lowest = Infinity;
    for (let mask = 0; mask < MASKS.length; mask += 1) {
      this.toggleMask(mask);
      this.drawFormat(mask);
      const score = penalty(this.modules, this.size);
      if (score < lowest) {
        lowest = score;
        best = mask;
      }
      this.toggleMask(mask);
    }
    this.toggleMask(best);
    this.drawFormat(best);
  }
}

const FINDER_LIKE = [
  [true, false, true, true, true, false, true, false, false, false, false],
  [false, false, false, false, true, false, true, true, true, false, true],
];

/** The standard's penalty score (runs, 2×2 blocks, finder-like patterns, dark balance); lower reads better. */
export function penalty(modules: readonly boolean[], size: number): number {
  let score = 0;
  const at = (x: number, y: number) => modules[y * size + x] as boolean;
  for (let line = 0; line < size; line += 1) {
    for (const get of [(i: number) => at(i, line), (i: number) => at(line, i)]) {
      let run = 1;
      for (let i = 1; i <= size; i += 1) {
        if (i < size && get(i) === get(i - 1)) run += 1;
        else {
          if (run >= 5) score += run - 2;
          run = 1;
        }
      }
      for (let i = 0; i + 11 <= size; i += 1) {
        if (FINDER_LIKE.some((pattern) => pattern.every((dark, k) => get(i + k) === dark))) score += 40;
      }
    }
  }
  for (let y = 0; y + 1 < size; y += 1) {
    for (let x = 0; x + 1 < size; x += 1) {
      const colour = at(x, y);
      if (at(x + 1, y) === colour && at(x, y + 1) === colour && at(x + 1, y + 1) === colour) score += 3;
    }
  }
  const dark = modules.filter(Boolean).length;
  score += Math.floor(Math.abs((dark * 100) / modules.length - 50) / 5) * 10;
  return score;
}
