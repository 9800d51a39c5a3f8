import { createHash } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import zlib from 'node:zlib';

/**
 * Writes an APK's zip entries the way zipalign leaves them: the data of every stored
 * entry starts on a 4-byte boundary (Android maps resources.arsc and stored assets
 * straight from the file), padded with an alignment extra field (id 0xd935, as apksigner
 * writes it). Entries are written one by one, so a book of many pages never sits in
 * memory whole. No zip64: an APK here is far below 4 GB, and larger ones are refused.
 */

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ALIGNMENT_EXTRA_ID = 0xd935;
const ALIGNMENT = 4;
const UTF8_NAMES = 0x0800;
/** 1980-01-01 00:00 in DOS form: fixed, so the same input gives the same APK bytes. */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
const ZIP32_LIMIT = 0xffffffff;

export interface ZipEntryRecord {
  name: string;
  stored: boolean;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
  /** SHA-256 of the uncompressed data, for the v1 (JAR) signature. */
  sha256: Buffer;
}

function isAscii(value: string): boolean {
  return /^[\x20-\x7e]*$/.test(value);
}

export class AlignedZipWriter {
  readonly entries: ZipEntryRecord[] = [];
  private readonly names = new Set<string>();
  private position = 0;

  constructor(private readonly file: FileHandle) {}

  /** Where the next byte goes: after the last entry, this is where the central directory starts. */
  get offset(): number {
    return this.position;
  }

  async add(name: string, data: Buffer, compress: boolean): Promise<void> {
    if (this.names.has(name)) throw new Error(`the APK would hold ${name} twice`);
    if (name === '' || name.startsWith('/') || name.split('/').includes('..')) throw new Error(`unsafe entry name in the APK: ${name}`);
    this.names.add(name);
    const deflated = compress ? zlib.deflateRawSync(data, { level: 9 }) : null;
    // Deflating already-compressed data can grow it; then storing is better.
    const stored = deflated === null || deflated.length >= data.length;
    const body = stored ? data : deflated;
    const nameBytes = Buffer.from(name, 'utf8');
    const headerEnd = this.position + 30 + nameBytes.length;
    const extra = stored ? alignmentExtra(headerEnd) : Buffer.alloc(0);
    const record: ZipEntryRecord = {
      name,
      stored,
      crc: zlib.crc32(data),
      compressedSize: body.length,
      size: data.length,
      offset: this.position,
      sha256: createHash('sha256').update(data).digest(),
    };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL_HEADER, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(isAscii(name) ? 0 : UTF8_NAMES, 6);
    header.writeUInt16LE(stored ? 0 : 8, 8);
    header.writeUInt16LE(DOS_TIME, 10);
    header.writeUInt16LE(DOS_DATE, 12);
    header.writeUInt32LE(record.crc, 14);
    header.writeUInt32LE(record.compressedSize, 18);
    header.writeUInt32LE(record.size, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    header.writeUInt16LE(extra.length, 28);
    await this.write(Buffer.concat([header, nameBytes, extra]));
    await this.write(body);
    this.entries.push(record);
  }

  /** The central directory for every entry written so far. */
  centralDirectory(): Buffer {
    return Buffer.concat(
      this.entries.map((entry) => {
        const nameBytes = Buffer.from(entry.name, 'utf8');
        const header = Buffer.alloc(46);
        header.writeUInt32LE(CENTRAL_HEADER, 0);
        header.writeUInt16LE(20, 4);
        header.writeUInt16LE(20, 6);
        header.writeUInt16LE(isAscii(entry.name) ? 0 : UTF8_NAMES, 8);
        header.writeUInt16LE(entry.stored ? 0 : 8, 10);
        header.writeUInt16LE(DOS_TIME, 12);
        header.writeUInt16LE(DOS_DATE, 14);
        header.writeUInt32LE(entry.crc, 16);
        header.writeUInt32LE(entry.compressedSize, 20);
        header.writeUInt32LE(entry.size, 24);
        header.writeUInt16LE(nameBytes.length, 28);
        header.writeUInt32LE(entry.offset, 42);
        return Buffer.concat([header, nameBytes]);
      }),
    );
  }

  /** The end-of-central-directory record for a directory of `size` bytes at `offset`. */
  endOfCentralDirectory(offset: number, size: number): Buffer {
    if (this.entries.length > 0xffff) throw new Error('too many files for an APK without zip64');
    const record = Buffer.alloc(22);
    record.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
    record.writeUInt16LE(this.entries.length, 8);
    record.writeUInt16LE(this.entries.length, 10);
    record.writeUInt32LE(size, 12);
    record.writeUInt32LE(offset, 16);
    return record;
  }

  /** Appends raw bytes (the signing block, the central directory, its end record). */
  async write(bytes: Buffer): Promise<void> {
    if (this.position + bytes.length > ZIP32_LIMIT) throw new Error('the APK would pass 4 GB, which needs zip64');
    let done = 0;
    while (done < bytes.length) {
      const { bytesWritten } = await this.file.write(bytes, done, bytes.length - done, this.position + done);
      done += bytesWritten;
    }
    this.position += bytes.length;
  }
}

/** An extra field that pads the local header so the entry's data starts aligned. */
function alignmentExtra(headerEnd: number): Buffer {
  // The record itself is 6 bytes (id, size, alignment); padding fills up to the boundary.
  const padding = (ALIGNMENT - ((headerEnd + 6) % ALIGNMENT)) % ALIGNMENT;
  const extra = Buffer.alloc(6 + padding);
  extra.writeUInt16LE(ALIGNMENT_EXTRA_ID, 0);
  extra.writeUInt16LE(2 + padding, 2);
  extra.writeUInt16LE(ALIGNMENT, 4);
  return extra;
}
