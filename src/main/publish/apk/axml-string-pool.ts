/**
 * The string pool chunk of Android's binary XML (ResStringPool in the framework's
 * ResourceTypes.h). Strings are decoded to JS strings and re-encoded on write, in the
 * pool's own encoding (UTF-8 or UTF-16), so strings may change length freely; style
 * spans are kept as raw bytes since nothing here edits them.
 */

export const RES_STRING_POOL_TYPE = 0x0001;
const HEADER_SIZE = 28;
const UTF8_FLAG = 0x100;
const SORTED_FLAG = 0x1;
/** Two length units is the most the format can express (15 bits, or 31 for UTF-16). */
const MAX_UTF8_LENGTH = 0x7fff;

export interface StringPool {
  strings: string[];
  utf8: boolean;
  flags: number;
  /** Offsets of each style relative to the styles data, and that data, as read. */
  styleOffsets: number[];
  styleData: Buffer;
}

export function readStringPool(chunk: Buffer): StringPool {
  const type = chunk.readUInt16LE(0);
  if (type !== RES_STRING_POOL_TYPE) throw new Error(`expected a string pool chunk, found type 0x${type.toString(16)}`);
  const headerSize = chunk.readUInt16LE(2);
  const size = chunk.readUInt32LE(4);
  const stringCount = chunk.readUInt32LE(8);
  const styleCount = chunk.readUInt32LE(12);
  const flags = chunk.readUInt32LE(16);
  const stringsStart = chunk.readUInt32LE(20);
  const stylesStart = chunk.readUInt32LE(24);
  const utf8 = (flags & UTF8_FLAG) !== 0;
  const strings: string[] = [];
  for (let i = 0; i < stringCount; i += 1) {
    const offset = chunk.readUInt32LE(headerSize + i * 4);
    strings.push(utf8 ? readUtf8(chunk, stringsStart + offset) : readUtf16(chunk, stringsStart + offset));
  }
  const styleOffsets: number[] = [];
  for (let i = 0; i < styleCount; i += 1) styleOffsets.push(chunk.readUInt32LE(headerSize + (stringCount + i) * 4));
  const styleData = styleCount > 0 ? Buffer.from(chunk.subarray(stylesStart, size)) : Buffer.alloc(0);
  return { strings, utf8, flags, styleOffsets, styleData };
}

function readLength8(chunk: Buffer, at: number): [number, number] {
  const first = chunk.readUInt8(at);
  return (first & 0x80) !== 0 ? [((first & 0x7f) << 8) | chunk.readUInt8(at + 1), 2] : [first, 1];
}

function readUtf8(chunk: Buffer, at: number): string {
  const [, charsSize] = readLength8(chunk, at);
  const [byteLength, bytesSize] = readLength8(chunk, at + charsSize);
  const start = at + charsSize + bytesSize;
  return chunk.toString('utf8', start, start + byteLength);
}

function readUtf16(chunk: Buffer, at: number): string {
  const first = chunk.readUInt16LE(at);
  let length = first;
  let start = at + 2;
  if ((first & 0x8000) !== 0) {
    length = ((first & 0x7fff) << 16) | chunk.readUInt16LE(at + 2);
    start += 2;
  }
  return chunk.toString('utf16le', start, start + length * 2);
}

function encodeLength8(value: number): Buffer {
  if (value > MAX_UTF8_LENGTH) throw new Error(`a string of ${value} units is too long for a UTF-8 string pool`);
  return value > 0x7f ? Buffer.from([0x80 | (value >> 8), value & 0xff]) : Buffer.from([value]);
}

function encodeString(value: string, utf8: boolean): Buffer {
  if (utf8) {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([encodeLength8(value.length), encodeLength8(bytes.length), bytes, Buffer.from([0])]);
  }
  const length = value.length;
  const prefix = Buffer.alloc(length > 0x7fff ? 4 : 2);
  if (length > 0x7fff) {
    prefix.writeUInt16LE(0x8000 | (length >>> 16), 0);
    prefix.writeUInt16LE(length & 0xffff, 2);
  } else {
    prefix.writeUInt16LE(length, 0);
  }
  return Buffer.concat([prefix, Buffer.from(value, 'utf16le'), Buffer.alloc(2)]);
}

function padTo4(buffer: Buffer): Buffer {
  const pad = (4 - (buffer.length % 4)) % 4;
  return pad === 0 ? buffer : Buffer.concat([buffer, Buffer.alloc(pad)]);
}

/** Encodes the pool as a complete chunk, with offsets and sizes computed afresh. */
export function writeStringPool(pool: StringPool, keepSorted: boolean): Buffer {
  const encoded = pool.strings.map((value) => encodeString(value, pool.utf8));
  const offsets: number[] = [];
  let running = 0;
  for (const piece of encoded) {
    offsets.push(running);
    running += piece.length;
  }
  const stringData = padTo4(Buffer.concat(encoded));
  const styleCount = pool.styleOffsets.length;
  const indexBytes = (pool.strings.length + styleCount) * 4;
  const stringsStart = pool.strings.length > 0 ? HEADER_SIZE + indexBytes : 0;
  const stylesStart = styleCount > 0 ? HEADER_SIZE + indexBytes + stringData.length : 0;
  const size = HEADER_SIZE + indexBytes + stringData.length + pool.styleData.length;
  const out = Buffer.alloc(size);
  out.writeUInt16LE(RES_STRING_POOL_TYPE, 0);
  out.writeUInt16LE(HEADER_SIZE, 2);
  out.writeUInt32LE(size, 4);
  out.writeUInt32LE(pool.strings.length, 8);
  out.writeUInt32LE(styleCount, 12);
  // Strings appended after a sorted pool would break the order the flag promises.
  out.writeUInt32LE(keepSorted ? pool.flags : pool.flags & ~SORTED_FLAG, 16);
  out.writeUInt32LE(stringsStart, 20);
  out.writeUInt32LE(stylesStart, 24);
  offsets.forEach((offset, i) => out.writeUInt32LE(offset, HEADER_SIZE + i * 4));
  pool.styleOffsets.forEach((offset, i) => out.writeUInt32LE(offset, HEADER_SIZE + (pool.strings.length + i) * 4));
  stringData.copy(out, HEADER_SIZE + indexBytes);
  pool.styleData.copy(out, HEADER_SIZE + indexBytes + stringData.length);
  return out;
}
