import { BackwardReferences } from './backward-references.js';
import { BitWriter } from './bit-writer.js';
import { writePrefixCode, type PrefixCode } from './prefix-code.js';
import { DISTANCE_SYMBOLS, prefixExtraBitCount, prefixExtraBits, prefixSymbol } from './value-prefix.js';

/** The largest width or height a WebP image can have. */
export const WEBP_MAX_DIMENSION = 16384;
/** A colour-indexed WebP packs pixels into bytes only for palettes of up to 16 colours. */
export const MAX_PALETTE_LEVELS = 16;

const VP8L_SIGNATURE = 0x2f;
const COLOR_INDEXING_TRANSFORM = 3;
const LITERAL_ALPHABET = 256;
const TOKEN_BATCH = 4096;

/** A one-channel page and the grey level each of its 256 values is snapped to. */
export interface GrayPaletteInput {
  gray: Uint8Array;
  width: number;
  height: number;
  /** For each grey value, the level it becomes; at most 16 distinct levels. */
  snap: Uint8Array;
  /**
   * The colour (0xRRGGBB) each level stands for, indexed by the level; without it a level
   * is its own grey. With colours the "grey" bytes are palette indices (decision 0260).
   */
  colours?: readonly number[] | undefined;
}

/**
 * Our own lossless WebP encoder for line art: pages of at most 16 grey levels. libwebp
 * spends most of an import's time on these pages converting one-byte pixels to ARGB,
 * searching for the palette it is then given, and searching for matches in ways that gain
 * little on text (docs/decisions/0005). This one snaps and packs the pixels in one pass
 * (two, four or eight to a byte, by how many levels the page uses), finds back-references
 * greedily with the cheap "pixel above" and "pixel to the left" first, and writes one set
 * of prefix codes. Decoders see an ordinary colour-indexed VP8L image.
 * An encoder object keeps its buffers from page to page; use one per thread.
 */
export class GrayPaletteWebpEncoder {
  private packed = new Uint8Array(0);
  private table: PaletteTable | null = null;
  private readonly references = new BackwardReferences();
  private readonly writer = new BitWriter();

  encode(input: GrayPaletteInput): Uint8Array {
    const { gray, width, height, snap } = input;
    if (width < 1 || height < 1 || width > WEBP_MAX_DIMENSION || height > WEBP_MAX_DIMENSION) throw new RangeError(`a WebP image cannot be ${width}×${height}`);
    if (gray.length < width * height) throw new RangeError('grey data is shorter than the image');
    const table = this.tableFor(snap);
    const { palette, widthBits } = table;
    const packedWidth = (width + (1 << widthBits) - 1) >> widthBits;
    const packedCount = packedWidth * height;
    const packed = this.pack(gray, width, height, table, packedWidth);
    const tokens = this.references.find(packed, packedCount, packedWidth);

    const writer = this.writer;
    writer.reset();
    writer.reserve(64);
    writer.write(VP8L_SIGNATURE, 8);
    writer.write(width - 1, 14);
    writer.write(height - 1, 14);
    writer.write(0, 1); // no alpha
    writer.write(0, 3); // version 0
    writer.write(1, 1); // a transform follows
    writer.write(COLOR_INDEXING_TRANSFORM, 2);
    writer.write(palette.length - 1, 8);
    writePalette(writer, palette.map((level) => input.colours?.[level] ?? level * 0x010101));
    writer.writeChecked(0, 1); // no more transforms
    writer.writeChecked(0, 1); // no colour cache
    writer.writeChecked(0, 1); // one set of prefix codes for the whole image
    const green = writePrefixCode(writer, tokens.greenCounts);
    // Packed pixels carry their indices in green; red and blue are 0 and alpha 255 throughout.
    writeSingleSymbol(writer, 0);
    writeSingleSymbol(writer, 0);
    writeSingleSymbol(writer, 255);
    const distance = writePrefixCode(writer, tokens.distanceCounts);
    writeTokens(writer, tokens.first, tokens.second, tokens.count, green, distance);
    return riff(writer.finish());
  }

  /** The palette tables of a snap table, worked out once: an import uses one table throughout. */
  private tableFor(snap: Uint8Array): PaletteTable {
    if (this.table?.snap !== snap) this.table = paletteTable(snap);
    return this.table;
  }

  /** The palette indices, packed into bytes; the first pixel of each byte sits in its lowest bits. */
  private pack(gray: Uint8Array, width: number, height: number, table: PaletteTable, packedWidth: number): Uint8Array {
    const count = packedWidth * height;
    if (this.packed.length < count) this.packed = new Uint8Array(count);
    const packed = this.packed;
    const { indexOfValue, pairs, widthBits } = table;
    if (pairs && (width & 1) === 0 && gray.byteOffset % 2 === 0) {
      // Two pixels to a byte and whole pairs to a row: one lookup packs each pair.
      const words = new Uint16Array(gray.buffer, gray.byteOffset, count);
      for (let i = 0; i < count; i += 1) packed[i] = pairs[words[i] as number] as number;
      return packed;
    }
    const perByte = 1 << widthBits;
    const bitsPerPixel = 8 >> widthBits;
    for (let y = 0; y < height; y += 1) {
      const row = y * width;
      const out = y * packedWidth;
      if (pairs) {
        const whole = width >> 1;
        for (let b = 0, x = row; b < whole; b += 1, x += 2) packed[out + b] = pairs[(gray[x] as number) | ((gray[x + 1] as number) << 8)] as number;
        if (width & 1) packed[out + whole] = indexOfValue[gray[row + width - 1] as number] as number;
        continue;
      }
      for (let b = 0; b < packedWidth; b += 1) {
        let byte = 0;
        const start = b * perByte;
        const end = Math.min(width, start + perByte);
        for (let x = start; x < end; x += 1) byte |= (indexOfValue[gray[row + x] as number] as number) << ((x - start) * bitsPerPixel);
        packed[out + b] = byte;
      }
    }
    return packed;
  }
}

interface PaletteTable {
  snap: Uint8Array;
  /** The table's levels, darkest first: the image's colours. */
  palette: number[];
  /** log2 of the pixels packed into a byte: 3 for up to two levels, 2 for four, 1 for sixteen. */
  widthBits: number;
  indexOfValue: Uint8Array;
  /**
   * With two pixels to a byte, the packed byte of every pair of grey values read as one
   * little-endian 16-bit word (the first pixel in the low byte, its index in the low bits).
   */
  pairs: Uint8Array | null;
}

function paletteTable(snap: Uint8Array): PaletteTable {
  if (snap.length !== 256) throw new RangeError('a snap table has 256 entries');
  const palette = [...new Set(snap)].sort((a, b) => a - b);
  if (palette.length > MAX_PALETTE_LEVELS) throw new RangeError(`line art has at most ${MAX_PALETTE_LEVELS} grey levels, this table makes ${palette.length}`);
  const indexOfValue = new Uint8Array(256);
  for (let value = 0; value < 256; value += 1) indexOfValue[value] = palette.indexOf(snap[value] as number);
  const widthBits = palette.length <= 2 ? 3 : palette.length <= 4 ? 2 : 1;
  let pairs: Uint8Array | null = null;
  if (widthBits === 1 && new Uint8Array(new Uint16Array([1]).buffer)[0] === 1) {
    pairs = new Uint8Array(65536);
    for (let word = 0; word < 65536; word += 1) pairs[word] = (indexOfValue[word & 0xff] as number) | ((indexOfValue[word >> 8] as number) << 4);
  }
  return { snap, palette, widthBits, indexOfValue, pairs };
}

/**
 * The palette, as the format stores it: a one-row image of its colours (0xRRGGBB), each but
 * the first as its difference from the one before, channel by channel, coded with prefix
 * codes of its own.
 */
function writePalette(writer: BitWriter, palette: number[]): void {
  const channel = (rgb: number, shift: number) => (rgb >> shift) & 0xff;
  const pixels = palette.map((rgb, i) => {
    const before = i === 0 ? 0 : (palette[i - 1] as number);
    const delta = (shift: number) => (channel(rgb, shift) - channel(before, shift)) & 0xff;
    return { green: delta(8), red: delta(16), blue: delta(0), alpha: i === 0 ? 255 : 0 };
  });
  writer.writeChecked(0, 1); // no colour cache
  const count = (channel: 'green' | 'red' | 'blue' | 'alpha', size: number) => {
    const counts = new Uint32Array(size);
    for (const pixel of pixels) counts[pixel[channel]] = (counts[pixel[channel]] as number) + 1;
    return writePrefixCode(writer, counts);
  };
  const codes = { green: count('green', LITERAL_ALPHABET + 24), red: count('red', LITERAL_ALPHABET), blue: count('blue', LITERAL_ALPHABET), alpha: count('alpha', LITERAL_ALPHABET) };
  writePrefixCode(writer, new Uint32Array(DISTANCE_SYMBOLS));
  for (const pixel of pixels) {
    for (const channel of ['green', 'red', 'blue', 'alpha'] as const) writeSymbol(writer, codes[channel], pixel[channel]);
  }
}

function writeSingleSymbol(writer: BitWriter, symbol: number): void {
  const counts = new Uint32Array(LITERAL_ALPHABET);
  counts[symbol] = 1;
  writePrefixCode(writer, counts);
}

function writeSymbol(writer: BitWriter, code: PrefixCode, symbol: number): void {
  writer.writeChecked(code.bits[symbol] as number, code.lengths[symbol] as number);
}

function writeTokens(writer: BitWriter, first: Int32Array, second: Int32Array, count: number, green: PrefixCode, distance: PrefixCode): void {
  const greenBits = green.bits;
  const greenLengths = green.lengths;
  const distanceBits = distance.bits;
  const distanceLengths = distance.lengths;
  for (let t = 0; t < count; t += 1) {
    // At most 15 + 10 + 15 + 18 bits a token: 8 bytes is room enough, reserved a batch at a time.
    if ((t & (TOKEN_BATCH - 1)) === 0) writer.reserve(TOKEN_BATCH * 8);
    const token = first[t] as number;
    if (token >= 0) {
      writer.write(greenBits[token] as number, greenLengths[token] as number);
      continue;
    }
    const lengthPrefix = ~token;
    const lengthSymbol = 256 + prefixSymbol(lengthPrefix);
    writer.write(greenBits[lengthSymbol] as number, greenLengths[lengthSymbol] as number);
    writer.write(prefixExtraBits(lengthPrefix), prefixExtraBitCount(lengthPrefix));
    const distancePrefix = second[t] as number;
    const distanceSymbol = prefixSymbol(distancePrefix);
    writer.write(distanceBits[distanceSymbol] as number, distanceLengths[distanceSymbol] as number);
    writer.write(prefixExtraBits(distancePrefix), prefixExtraBitCount(distancePrefix));
  }
}

/** Wraps a VP8L bitstream in the RIFF container of a .webp file. */
function riff(bitstream: Uint8Array): Uint8Array {
  const padded = bitstream.length + (bitstream.length & 1);
  const file = new Uint8Array(20 + padded);
  const view = new DataView(file.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) file[offset + i] = text.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 12 + padded, true);
  ascii(8, 'WEBP');
  ascii(12, 'VP8L');
  view.setUint32(16, bitstream.length, true);
  file.set(bitstream, 20);
  return file;
}
