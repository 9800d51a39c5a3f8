import fs from 'node:fs';
import zlib from 'node:zlib';
import { isDict, nameOf, NeedMoreBytes, PdfKeyword, PdfLexer, PdfRef, Unsupported, type PdfDict, type PdfValue } from './pdf-syntax.js';
import { unpredict } from './png-predictor.js';

/** A stream object: its dictionary and where its (still encoded) bytes lie in the file. */
export class PdfStream {
  constructor(
    readonly dict: PdfDict,
    readonly offset: number,
    readonly length: number,
  ) {}
}

export type PdfObject = PdfValue | PdfStream;

type XrefEntry = { kind: 'offset'; offset: number } | { kind: 'packed'; stream: number; index: number };

/** The first window read for an object; it doubles until the object fits. */
const FIRST_WINDOW = 16 * 1024;
/** A content or cross-reference stream inflating past this is no scanned page (or a zip bomb). */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;
/** The xref chain is followed at most this far, so a looping /Prev cannot hang a worker. */
const MAX_XREF_SECTIONS = 64;

/**
 * A PDF file read in place, object by object, through its cross-reference data (classic
 * tables, cross-reference streams, object streams and incremental updates). Encrypted files
 * are refused: their streams would need decrypting, and pdf.js draws them as before.
 */
export class PdfFile {
  private readonly fd: number;
  private readonly size: number;
  private readonly xref = new Map<number, XrefEntry>();
  private readonly cache = new Map<number, PdfObject>();
  private readonly objectStreams = new Map<number, { bytes: Uint8Array; offsets: Map<number, number> }>();

  constructor(file: string) {
    this.fd = fs.openSync(file, 'r');
    try {
      this.size = fs.fstatSync(this.fd).size;
      this.readXrefChain();
    } catch (error) {
      fs.closeSync(this.fd);
      throw error;
    }
  }

  close(): void {
    fs.closeSync(this.fd);
  }

  read(offset: number, length: number): Uint8Array {
    if (!isOffset(offset) || !isOffset(length)) throw new Unsupported('offset or length is not a whole number');
    const bytes = new Uint8Array(Math.max(0, Math.min(length, this.size - offset)));
    let done = 0;
    while (done < bytes.length) {
      const n = fs.readSync(this.fd, bytes, done, bytes.length - done, offset + done);
      if (n <= 0) break;
      done += n;
    }
    return bytes.subarray(0, done);
  }

  /** Runs `parse` on a window of the file from `offset`, widening the window until it fits. */
  private withWindow<T>(offset: number, parse: (lexer: PdfLexer) => T): T {
    for (let size = FIRST_WINDOW; ; size *= 4) {
      const bytes = this.read(offset, size);
      const whole = offset + bytes.length >= this.size;
      try {
        return parse(new PdfLexer(bytes, 0, whole));
      } catch (error) {
        if (!(error instanceof NeedMoreBytes) || whole) throw error;
      }
    }
  }

  private readXrefChain(): void {
    const tailStart = Math.max(0, this.size - 1024);
    const tail = Buffer.from(this.read(tailStart, 1024)).toString('latin1');
    const at = tail.lastIndexOf('startxref');
    if (at < 0) throw new Unsupported('no startxref');
    let offset: number | null = Number(/^startxref\s+(\d+)/.exec(tail.slice(at))?.[1]);
    const seen = new Set<number>();
    let trailerSeen = false;
    while (offset !== null && Number.isFinite(offset)) {
      if (seen.has(offset) || seen.size >= MAX_XREF_SECTIONS) throw new Unsupported('looping xref chain');
      seen.add(offset);
      const trailer = this.readXrefSection(offset);
      if (!trailerSeen && trailer.has('Encrypt')) throw new Unsupported('encrypted');
      trailerSeen = true;
      const hybrid = trailer.get('XRefStm');
      if (isOffset(hybrid) && !seen.has(hybrid)) {
        seen.add(hybrid);
        this.readXrefSection(hybrid);
      }
      const prev = trailer.get('Prev');
      offset = isOffset(prev) ? prev : null;
    }
  }

  /** Reads one xref section (a table or a stream), keeping entries not already known; returns its trailer. */
  private readXrefSection(offset: number): PdfDict {
    return this.withWindow(offset, (lexer) => {
      const first = lexer.nextObject();
      if (first instanceof PdfKeyword && first.word === 'xref') return this.readXrefTable(lexer);
      if (typeof first === 'number') return this.readXrefStream(offset);
      throw new Unsupported('no xref at startxref');
    });
  }

  private readXrefTable(lexer: PdfLexer): PdfDict {
    for (;;) {
      const start = lexer.nextObject();
      if (start instanceof PdfKeyword && start.word === 'trailer') {
        const trailer = lexer.nextObject();
        if (!isDict(trailer)) throw new Unsupported('bad trailer');
        return trailer;
      }
      const count = lexer.nextObject();
      if (!isOffset(start) || !isOffset(count)) throw new Unsupported('bad xref subsection');
      for (let i = 0; i < count; i += 1) {
        const entryOffset = lexer.nextObject();
        lexer.nextObject();
        const kind = lexer.nextObject();
        if (!isOffset(entryOffset) || !(kind instanceof PdfKeyword)) throw new Unsupported('bad xref entry');
        const num = start + i;
        if (this.xref.has(num)) continue;
        if (kind.word === 'n') this.xref.set(num, { kind: 'offset', offset: entryOffset });
        else this.xref.set(num, { kind: 'offset', offset: -1 });
      }
    }
  }

  private readXrefStream(offset: number): PdfDict {
    const stream = this.readIndirect(offset);
    if (!(stream instanceof PdfStream) || nameOf(stream.dict.get('Type')) !== 'XRef') throw new Unsupported('bad xref stream');
    const dict = stream.dict;
    const widths = dict.get('W');
    if (!Array.isArray(widths) || widths.length !== 3 || !widths.every((w) => typeof w === 'number' && w >= 0 && w <= 8)) throw new Unsupported('bad /W');
    const [w0, w1, w2] = widths as [number, number, number];
    const size = dict.get('Size');
    const index = dict.get('Index') ?? [0, size ?? 0];
    if (!Array.isArray(index) || !index.every(isOffset)) throw new Unsupported('bad /Index');
    const data = this.streamData(stream);
    const rowLength = w0 + w1 + w2;
    let at = 0;
    const field = (width: number, fallback: number) => {
      if (width === 0) return fallback;
      let value = 0;
      for (let i = 0; i < width; i += 1) value = value * 256 + (data[at + i] as number);
      at += width;
      return value;
    };
    for (let s = 0; s + 1 < index.length; s += 2) {
      const start = index[s] as number;
      const count = index[s + 1] as number;
      for (let i = 0; i < count; i += 1) {
        if (at + rowLength > data.length) throw new Unsupported('short xref stream');
        const type = field(w0, 1);
        const a = field(w1, 0);
        const b = field(w2, 0);
        const num = start + i;
        if (this.xref.has(num)) continue;
        if (type === 1) this.xref.set(num, { kind: 'offset', offset: a });
        else if (type === 2) this.xref.set(num, { kind: 'packed', stream: a, index: b });
        else this.xref.set(num, { kind: 'offset', offset: -1 });
      }
    }
    return dict;
  }

  /** Reads `n g obj … endobj` at a file offset. */
  private readIndirect(offset: number): PdfObject {
    const found = this.withWindow(offset, (lexer) => {
      const num = lexer.nextObject();
      const gen = lexer.nextObject();
      const obj = lexer.nextObject();
      if (typeof num !== 'number' || typeof gen !== 'number' || !(obj instanceof PdfKeyword) || obj.word !== 'obj') throw new Unsupported('no object there');
      const value = lexer.nextObject();
      if (value instanceof PdfKeyword || value === undefined) throw new Unsupported('empty object');
      if (!isDict(value)) return { value, streamAt: -1 };
      const after = lexer.nextObject();
      if (!(after instanceof PdfKeyword) || after.word !== 'stream') return { value, streamAt: -1 };
      // The keyword ends with CRLF or LF (a lone CR is tolerated, as readers do).
      let at = lexer.pos;
      if (lexer.bytes[at] === 13) at += 1;
      if (lexer.bytes[at] === 10) at += 1;
      if (at >= lexer.bytes.length) throw new NeedMoreBytes();
      return { value, streamAt: offset + at };
    });
    if (found.streamAt < 0) return found.value;
    const dict = found.value as PdfDict;
    const length = this.resolve(dict.get('Length'));
    if (!isOffset(length) || found.streamAt + length > this.size) throw new Unsupported('bad stream length');
    // A wrong /Length is common, and pdf.js then finds the data by its endstream: only a
    // length that ends right before endstream is trusted.
    const after = Buffer.from(this.read(found.streamAt + length, 32)).toString('latin1');
    if (!/^\s*endstream/.test(after)) throw new Unsupported('stream length does not reach endstream');
    return new PdfStream(dict, found.streamAt, length);
  }

  /** The object a reference points to (null for a free or missing one, as the spec says). */
  get(num: number): PdfObject {
    const cached = this.cache.get(num);
    if (cached !== undefined) return cached;
    const entry = this.xref.get(num);
    let value: PdfObject = null;
    if (entry?.kind === 'offset' && entry.offset >= 0) value = this.readIndirect(entry.offset);
    else if (entry?.kind === 'packed') value = this.readPacked(entry.stream, entry.index, num);
    this.cache.set(num, value);
    return value;
  }

  resolve(value: PdfObject | undefined): PdfObject | undefined {
    for (let hops = 0; value instanceof PdfRef; hops += 1) {
      if (hops > 32) throw new Unsupported('reference chain too long');
      value = this.get(value.num);
    }
    return value;
  }

  /** A dictionary entry, followed through references; undefined when absent. */
  lookup(dict: PdfDict, key: string): PdfObject | undefined {
    return this.resolve(dict.get(key));
  }

  private readPacked(streamNum: number, _index: number, num: number): PdfObject {
    let packed = this.objectStreams.get(streamNum);
    if (!packed) {
      const stream = this.get(streamNum);
      if (!(stream instanceof PdfStream)) throw new Unsupported('bad object stream');
      const bytes = this.streamData(stream);
      const n = stream.dict.get('N');
      const first = stream.dict.get('First');
      if (!isOffset(n) || !isOffset(first)) throw new Unsupported('bad object stream header');
      const header = new PdfLexer(bytes, 0, true);
      const offsets = new Map<number, number>();
      for (let i = 0; i < n; i += 1) {
        const objNum = header.nextObject();
        const objOffset = header.nextObject();
        if (!isOffset(objNum) || !isOffset(objOffset)) throw new Unsupported('bad object stream header');
        if (!offsets.has(objNum)) offsets.set(objNum, first + objOffset);
      }
      packed = { bytes, offsets };
      this.objectStreams.set(streamNum, packed);
    }
    const at = packed.offsets.get(num);
    if (at === undefined) return null;
    const value = new PdfLexer(packed.bytes, at, true).nextObject();
    if (value instanceof PdfKeyword || value === undefined) throw new Unsupported('bad packed object');
    return value;
  }

  /** The stream's bytes as they are in the file, before any filter. */
  rawData(stream: PdfStream): Uint8Array {
    const bytes = this.read(stream.offset, stream.length);
    if (bytes.length !== stream.length) throw new Unsupported('stream runs past the file');
    return bytes;
  }

  /** The stream's bytes with its filters undone: none, or FlateDecode (with a PNG or no predictor). */
  streamData(stream: PdfStream): Uint8Array {
    const raw = this.rawData(stream);
    const filters = this.filterNames(stream.dict);
    if (filters.length === 0) return raw;
    if (filters.length !== 1 || filters[0] !== 'FlateDecode') throw new Unsupported(`filter ${filters.join(' ')}`);
    const inflated = new Uint8Array(zlib.inflateSync(raw, { finishFlush: zlib.constants.Z_SYNC_FLUSH, maxOutputLength: MAX_INFLATED_BYTES }));
    const parms = this.resolve(stream.dict.get('DecodeParms'));
    if (parms === undefined || parms === null) return inflated;
    if (!isDict(parms)) throw new Unsupported('DecodeParms');
    return unpredict(inflated, parms);
  }

  /** The stream's filters by name, in order; throws when they are not plain names. */
  filterNames(dict: PdfDict): string[] {
    const filter = this.resolve(dict.get('Filter'));
    if (filter === undefined || filter === null) return [];
    const list = Array.isArray(filter) ? filter : [filter];
    return list.map((item) => {
      const name = nameOf(this.resolve(item) as PdfValue);
      if (name === null) throw new Unsupported('filter is not a name');
      return name;
    });
  }
}

/** A byte offset, length or count: a whole number, not negative. */
function isOffset(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
