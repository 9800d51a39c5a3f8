/**
 * Writes a bit stream the way WebP lossless reads it: least significant bit first, bytes in
 * order. The buffer grows as needed, and is kept between pages by its owner so a book's
 * import does not allocate a new one for every rendition.
 */
export class BitWriter {
  private buffer: Uint8Array;
  private position = 0;
  /** Bits not yet flushed to the buffer, fewer than 8 between writes. */
  private pending = 0;
  private pendingBits = 0;

  constructor(initialBytes = 1 << 16) {
    this.buffer = new Uint8Array(initialBytes);
  }

  /** Starts a new stream in the same buffer. */
  reset(): void {
    this.position = 0;
    this.pending = 0;
    this.pendingBits = 0;
  }

  /** Makes room for at least this many more bytes, so hot loops can write without checks. */
  reserve(bytes: number): void {
    if (this.position + bytes + 4 <= this.buffer.length) return;
    const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.position + bytes + 4));
    grown.set(this.buffer.subarray(0, this.position));
    this.buffer = grown;
  }

  /**
   * Appends the low `count` bits of `value` (count ≤ 24). The caller must have reserved
   * room: one write adds at most three bytes.
   */
  write(value: number, count: number): void {
    this.pending |= value << this.pendingBits;
    this.pendingBits += count;
    while (this.pendingBits >= 8) {
      this.buffer[this.position++] = this.pending & 0xff;
      this.pending >>>= 8;
      this.pendingBits -= 8;
    }
  }

  /** Like write, but reserves room first; for headers, not for the pixel loop. */
  writeChecked(value: number, count: number): void {
    this.reserve(4);
    this.write(value, count);
  }

  /** The stream so far, padded with zero bits to a whole byte, as a view of the buffer. */
  finish(): Uint8Array {
    this.reserve(1);
    if (this.pendingBits > 0) this.buffer[this.position++] = this.pending & 0xff;
    this.pending = 0;
    this.pendingBits = 0;
    return this.buffer.subarray(0, this.position);
  }
}
