/**
 * A small reader and writer for XML property lists (Apple's Info.plist). Only the XML form
 * is handled: Electron ships Info.plist as XML, and we never need the binary form. Values
 * keep their kind, so numbers, dates and data round-trip unchanged.
 */
export type PlistValue = string | boolean | PlistScalar | PlistValue[] | PlistDict;
export type PlistDict = Map<string, PlistValue>;
/** A value kept as its text: integer, real, date or base64 data. */
export interface PlistScalar {
  kind: 'integer' | 'real' | 'date' | 'data';
  text: string;
}

type Token = { type: 'open' | 'close' | 'empty'; name: string } | { type: 'text'; value: string };

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    const known = ENTITIES[name];
    if (known === undefined) throw new Error(`unknown entity ${whole}`);
    return known;
  });
}

/** Escapes text for an XML element: the app name comes from the user. */
export function escapeXmlText(text: string): string {
  // Control characters other than tab and newlines are not allowed in XML 1.0 at all.
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function tokenize(xml: string): Token[] {
  const tokens: Token[] = [];
  // Declarations, doctype and comments carry no values, so they are dropped here.
  const body = xml.replace(/<\?[\s\S]*?\?>/g, '').replace(/<!--[\s\S]*?-->/g, '').replace(/<!DOCTYPE[^>]*>/i, '');
  const pattern = /<(\/?)([A-Za-z]+)\s*[^>]*?(\/?)>|([^<]+)/g;
  for (const match of body.matchAll(pattern)) {
    if (match[4] !== undefined) {
      tokens.push({ type: 'text', value: decodeEntities(match[4]) });
    } else {
      tokens.push({ type: match[1] === '/' ? 'close' : match[3] === '/' ? 'empty' : 'open', name: match[2]! });
    }
  }
  return tokens;
}

class Parser {
  private index = 0;
  constructor(private readonly tokens: Token[]) {}

  /** Skips whitespace text between elements. */
  private next(): Token {
    for (;;) {
      const token = this.tokens[this.index++];
      if (token === undefined) throw new Error('unexpected end of the property list');
      if (token.type === 'text' && token.value.trim() === '') continue;
      return token;
    }
  }

  private textUntilClose(name: string): string {
    let text = '';
    for (;;) {
      const token = this.tokens[this.index++];
      if (token === undefined) throw new Error(`<${name}> is not closed`);
      if (token.type === 'text') text += token.value;
      else if (token.type === 'close' && token.name === name) return text;
      else throw new Error(`unexpected <${token.name}> inside <${name}>`);
    }
  }

  value(token: Token = this.next()): PlistValue {
    if (token.type === 'text') throw new Error(`unexpected text "${token.value.trim().slice(0, 20)}"`);
    if (token.type === 'empty') {
      if (token.name === 'true') return true;
      if (token.name === 'false') return false;
      if (token.name === 'string') return '';
      if (token.name === 'dict') return new Map();
      if (token.name === 'array') return [];
      throw new Error(`unexpected <${token.name}/>`);
    }
    if (token.type === 'close') throw new Error(`unexpected </${token.name}>`);
    switch (token.name) {
      case 'string':
        return this.textUntilClose('string');
      case 'integer':
      case 'real':
      case 'date':
      case 'data':
        return { kind: token.name, text: this.textUntilClose(token.name).trim() };
      case 'array':
        return this.array();
      case 'dict':
        return this.dict();
      default:
        throw new Error(`unexpected <${token.name}>`);
    }
  }

  private array(): PlistValue[] {
    const items: PlistValue[] = [];
    for (;;) {
      const token = this.next();
      if (token.type === 'close' && token.name === 'array') return items;
      items.push(this.value(token));
    }
  }

  private dict(): PlistDict {
    const dict: PlistDict = new Map();
    for (;;) {
      const token = this.next();
      if (token.type === 'close' && token.name === 'dict') return dict;
      if (token.type !== 'open' || token.name !== 'key') throw new Error('a dict entry must start with <key>');
      const key = this.textUntilClose('key');
      dict.set(key, this.value());
    }
  }

  document(): PlistValue {
    const start = this.next();
    if (start.type !== 'open' || start.name !== 'plist') throw new Error('not a property list');
    const root = this.value();
    const end = this.next();
    if (end.type !== 'close' || end.name !== 'plist') throw new Error('the property list has more than one root value');
    return root;
  }
}

/** Parses an XML property list whose root is a dict (as Info.plist's is). */
export function parsePlist(xml: string): PlistDict {
  const root = new Parser(tokenize(xml)).document();
  if (!(root instanceof Map)) throw new Error('the property list root is not a dict');
  return root;
}

/** A string entry of a dict, or null when absent or of another kind. */
export function plistString(dict: PlistDict, key: string): string | null {
  const value = dict.get(key);
  return typeof value === 'string' ? value : null;
}

function write(value: PlistValue, depth: number, out: string[]): void {
  const pad = '\t'.repeat(depth);
  if (typeof value === 'string') out.push(`${pad}<string>${escapeXmlText(value)}</string>`);
  else if (typeof value === 'boolean') out.push(`${pad}<${value ? 'true' : 'false'}/>`);
  else if (Array.isArray(value)) {
    out.push(`${pad}<array>`);
    for (const item of value) write(item, depth + 1, out);
    out.push(`${pad}</array>`);
  } else if (value instanceof Map) {
    out.push(`${pad}<dict>`);
    for (const [key, item] of value) {
      out.push(`${pad}\t<key>${escapeXmlText(key)}</key>`);
      write(item, depth + 1, out);
    }
    out.push(`${pad}</dict>`);
  } else out.push(`${pad}<${value.kind}>${escapeXmlText(value.text)}</${value.kind}>`);
}

/** Writes a property list in Apple's XML form. */
export function serializePlist(root: PlistDict): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<plist version="1.0">',
  ];
  write(root, 0, out);
  out.push('</plist>', '');
  return out.join('\n');
}
