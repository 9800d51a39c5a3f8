import { describe, expect, it } from 'vitest';
import { BitWriter } from './bit-writer.js';

describe('BitWriter', () => {
  it('packs bits least significant first and pads the last byte with zeros', () => {
    const writer = new BitWriter(4);
    writer.writeChecked(0b1, 1);
    writer.writeChecked(0b10, 2);
    writer.writeChecked(0b11111, 5);
    writer.writeChecked(0x2f, 8);
    writer.writeChecked(0b101, 3);
    expect([...writer.finish()]).toEqual([0b11111101, 0x2f, 0b101]);
  });

  it('grows past its first buffer and keeps what it wrote', () => {
    const writer = new BitWriter(2);
    for (let i = 0; i < 1000; i += 1) writer.writeChecked(i & 0xffffff, 24);
    const bytes = writer.finish();
    expect(bytes.length).toBe(3000);
    expect(bytes[3 * 999]! | (bytes[3 * 999 + 1]! << 8) | (bytes[3 * 999 + 2]! << 16)).toBe(999);
  });

  it('starts over in the same buffer after a reset', () => {
    const writer = new BitWriter(8);
    writer.writeChecked(0xff, 8);
    writer.finish();
    writer.reset();
    writer.writeChecked(0x12, 8);
    expect([...writer.finish()]).toEqual([0x12]);
  });
});
