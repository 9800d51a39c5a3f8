/**
 * Just enough of PDF's object syntax (ISO 32000-1, 7.2–7.3) to read a page's dictionary,
 * its content stream and an image's dictionary straight from the file, for the scanned-page
 * fast path (docs/decisions/0255). Anything it does not understand throws, and the page is
 * then drawn by pdf.js as before: this reader never has to be complete, only never wrong.
 */

export class PdfName {
  constructor(readonly name: string) {}
}

export class PdfRef {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}

/** A string's bytes are never needed, only skipped over correctly. */
export class PdfString {
  constructor(readonly length: number) {}
}

/** A content-stream operator or a bare keyword (obj, stream, R…). */
export class PdfKeyword {
  constructor(readonly word: string) {}
}

export type PdfDict = Map<string, PdfValue>;
export type PdfValue = number | boolean | null | PdfName | PdfRef | PdfString | PdfValue[] | PdfDict;

/** Thrown when the bytes end before the object does: the caller reads more and tries again. */
export class NeedMoreBytes extends Error {}

/** Thrown for anything this reader does not handle; the page falls back to pdf.js. */
export class Unsupported extends Error {}

const WHITESPACE = new Set([0, 9, 10, 12, 13, 32]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);

export function isWhitespace(byte: number | undefined): boolean {
  return byte !== undefined && WHITESPACE.has(byte);
}

type Token = PdfValue | PdfKeyword | { open: '<<' | '[' } | { close: '>>' | ']' };

/**
 * Reads PDF objects from a byte window. `complete` says whether the window ends where
 * the data does (a decoded stream), or whether running off its end means more bytes are
 * needed (a window of the file).
 */
export class PdfLexer {
  pos: number;

  constructor(
    readonly bytes: Uint8Array,
    start = 0,
    private readonly complete = false,
  ) {
    this.pos = start;
  }

  private peekByte(): number | undefined {
    return this.bytes[this.pos];
  }

  private endOfData(): never {
    if (this.complete) throw new Unsupported('unexpected end of data');
    throw new NeedMoreBytes();
  }

  skipSpace(): void {
    for (;;) {
      const byte = this.peekByte();
      if (byte === undefined) return;
      if (WHITESPACE.has(byte)) this.pos += 1;
      else if (byte === 0x25) {
        while (this.pos < this.bytes.length && this.bytes[this.pos] !== 10 && this.bytes[this.pos] !== 13) this.pos += 1;
      } else return;
    }
  }

  /** The next token; undefined at the end of complete data. */
  nextToken(): Token | undefined {
    this.skipSpace();
    const byte = this.peekByte();
    if (byte === undefined) {
      if (this.complete) return undefined;
      this.endOfData();
    }
    if (byte === 0x2f) return this.readName();
    if (byte === 0x28) return this.readLiteralString();
    if (byte === 0x3c) {
      if (this.bytes[this.pos + 1] === 0x3c) {
        this.pos += 2;
        return { open: '<<' };
      }
      if (this.pos + 1 >= this.bytes.length) this.endOfData();
      return this.readHexString();
    }
    if (byte === 0x3e) {
      if (this.bytes[this.pos + 1] !== 0x3e) throw new Unsupported('stray >');
      this.pos += 2;
      return { close: '>>' };
    }
    if (byte === 0x5b) {
      this.pos += 1;
      return { open: '[' };
    }
    if (byte === 0x5d) {
      this.pos += 1;
      return { close: ']' };
    }
    if (byte === 0x7b || byte === 0x7d || byte === 0x29) throw new Unsupported('unexpected delimiter');
    return this.readWord();
  }

  private readWord(): number | boolean | null | PdfKeyword {
    const start = this.pos;
    while (this.pos < this.bytes.length && !WHITESPACE.has(this.bytes[this.pos] as number) && !DELIMITERS.has(this.bytes[this.pos] as number)) this.pos += 1;
    if (this.pos >= this.bytes.length && !this.complete) this.endOfData();
    const word = String.fromCharCode(...this.bytes.subarray(start, this.pos));
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return Number(word);
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    return new PdfKeyword(word);
  }

  private readName(): PdfName {
    this.pos += 1;
    let name = '';
    for (;;) {
      const byte = this.peekByte();
      if (byte === undefined) {
        if (this.complete) break;
        this.endOfData();
      }
      if (WHITESPACE.has(byte) || DELIMITERS.has(byte)) break;
      if (byte === 0x23) {
        const hex = String.fromCharCode(this.bytes[this.pos + 1] ?? 0, this.bytes[this.pos + 2] ?? 0);
        if (!/^[0-9a-fA-F]{2}$/.test(hex)) throw new Unsupported('bad name escape');
        name += String.fromCharCode(parseInt(hex, 16));
        this.pos += 3;
      } else {
        name += String.fromCharCode(byte);
        this.pos += 1;
      }
    }
    return new PdfName(name);
  }

  private readLiteralString(): PdfString {
    const start = this.pos;
    this.pos += 1;
    let depth = 1;
    while (depth > 0) {
      const byte = this.peekByte();
      if (byte === undefined) this.endOfData();
      this.pos += 1;
      if (byte === 0x5c) this.pos += 1;
      else if (byte === 0x28) depth += 1;
      else if (byte === 0x29) depth -= 1;
    }
    return new PdfString(this.pos - start);
  }

  private readHexString(): PdfString {
    const start = this.pos;
    while (this.peekByte() !== 0x3e) {
      if (this.peekByte() === undefined) this.endOfData();
      this.pos += 1;
    }
    this.pos += 1;
    return new PdfString(this.pos - start);
  }

  /**
   * One complete object: a dictionary, an array, a reference (`n g R`) or a simple value.
   * A keyword comes back as itself, so content streams can be read operand by operator.
   */
  nextObject(): PdfValue | PdfKeyword | undefined {
    const token = this.nextToken();
    return token === undefined ? undefined : this.complete_(token);
  }

  private complete_(token: Token): PdfValue | PdfKeyword {
    if (token instanceof PdfKeyword) return token;
    if (typeof token === 'number' && Number.isInteger(token) && token >= 0) return this.maybeRef(token);
    if (token !== null && typeof token === 'object' && 'open' in token) return token.open === '[' ? this.readArray() : this.readDict();
    if (token !== null && typeof token === 'object' && 'close' in token) throw new Unsupported(`unexpected ${token.close}`);
    return token;
  }

  /** `n g R` is a reference; otherwise the number stands alone and the lexer goes back. */
  private maybeRef(num: number): PdfValue {
    const save = this.pos;
    try {
      const gen = this.nextToken();
      if (typeof gen === 'number' && Number.isInteger(gen)) {
        const r = this.nextToken();
        if (r instanceof PdfKeyword && r.word === 'R') return new PdfRef(num, gen);
      }
    } catch (error) {
      if (!(error instanceof Unsupported) || !this.complete) throw error;
    }
    this.pos = save;
    return num;
  }

  private readArray(): PdfValue[] {
    const items: PdfValue[] = [];
    for (;;) {
      const token = this.nextToken();
      if (token === undefined) this.endOfData();
      if (token !== null && typeof token === 'object' && 'close' in token) {
        if (token.close !== ']') throw new Unsupported('unbalanced array');
        return items;
      }
      const value = this.complete_(token);
      if (value instanceof PdfKeyword) throw new Unsupported(`keyword ${value.word} in an array`);
      items.push(value);
    }
  }

  private readDict(): PdfDict {
    const dict: PdfDict = new Map();
    for (;;) {
      const key = this.nextToken();
      if (key === undefined) this.endOfData();
      if (key !== null && typeof key === 'object' && 'close' in key) {
        if (key.close !== '>>') throw new Unsupported('unbalanced dictionary');
        return dict;
      }
      if (!(key instanceof PdfName)) throw new Unsupported('dictionary key is not a name');
      const valueToken = this.nextToken();
      if (valueToken === undefined) this.endOfData();
      const value = this.complete_(valueToken);
      if (value instanceof PdfKeyword) throw new Unsupported(`keyword ${value.word} in a dictionary`);
      dict.set(key.name, value);
    }
  }
}

export function nameOf(value: unknown): string | null {
  return value instanceof PdfName ? value.name : null;
}

export function isDict(value: unknown): value is PdfDict {
  return value instanceof Map;
}
