/**
 * Page-number captions: the spec's format `1:I;8-100:1+`, which lets a book number its
 * front matter in Roman numerals and its body from 1, as printed books do.
 *
 * The grammar implemented here (whitespace around tokens is ignored):
 *
 * ```
 * format   := entry (";" entry)*            empty entries (";;") are skipped
 * entry    := range ":" caption
 * range    := start | start "-" end          1-based pages, start <= end
 * caption  := numeral ["+"]                  a counter in the numeral's own style
 *           | text                           literal text with macros
 * numeral  := digits                         Arabic, counting from that number
 *           | [IVXLCDM]+                     upper Roman, counting from its value
 *           | [ivxlcdm]+                     lower Roman, counting from its value
 * macro    := "{" ("N" | "R" | "r") [digits] "}"
 *                                            N Arabic, R upper Roman, r lower Roman; the
 *                                            digits are the value on the range's first
 *                                            page (1 when omitted)
 * ```
 *
 * - A range without an end runs up to the page before the next entry's start (or to the
 *   book's end), so `1:I;8-100:1+` numbers pages 1-7 I…VII and pages 8-100 1…93.
 * - The counter of a range goes up by one per page from its first page.
 * - Later entries win where ranges overlap. Pages in no range keep their page number.
 * - Literal text outside braces is shown as it is, so `8-9:Plate {R}` gives "Plate I",
 *   "Plate II". Roman numbers above 3999 (and 0 or below) fall back to Arabic.
 * - A malformed entry makes the whole format invalid (parsePageCaptions returns null), so
 *   the editor can flag it instead of the reader silently numbering pages wrongly.
 */

/** One part of a caption: literal text, or a number in a style counted from `start`. */
export type CaptionPart = { text: string } | { style: 'N' | 'R' | 'r'; start: number };

/** One parsed entry: its pages and the parts its caption is made of. */
export interface CaptionEntry {
  start: number;
  /** null: up to the next entry's start, or the book's end. */
  end: number | null;
  parts: CaptionPart[];
}

const RANGE = /^(\d+)(?:-(\d+))?$/;
const UPPER_ROMAN = /^[IVXLCDM]+$/;
const LOWER_ROMAN = /^[ivxlcdm]+$/;
const MACRO = /\{([NRr])(\d*)\}/g;

/** Parses a caption format; null when any entry is malformed. An empty format has no entries. */
export function parsePageCaptions(format: string): CaptionEntry[] | null {
  const entries: CaptionEntry[] = [];
  for (const raw of format.split(';')) {
    if (raw.trim() === '') continue;
    const colon = raw.indexOf(':');
    if (colon < 0) return null;
    const range = RANGE.exec(raw.slice(0, colon).trim());
    if (range === null) return null;
    const start = Number(range[1]);
    const end = range[2] === undefined ? null : Number(range[2]);
    if (start < 1 || (end !== null && end < start)) return null;
    const parts = parseCaption(raw.slice(colon + 1).trim());
    if (parts === null) return null;
    entries.push({ start, end, parts });
  }
  return entries;
}

function parseCaption(caption: string): CaptionPart[] | null {
  const numeral = caption.endsWith('+') ? caption.slice(0, -1) : caption;
  if (/^\d+$/.test(numeral)) return [{ style: 'N', start: Number(numeral) }];
  if (UPPER_ROMAN.test(numeral)) return romanPart('R', numeral);
  if (LOWER_ROMAN.test(numeral)) return romanPart('r', numeral);
  const parts: CaptionPart[] = [];
  let at = 0;
  for (const match of caption.matchAll(MACRO)) {
    if (match.index > at) parts.push({ text: caption.slice(at, match.index) });
    parts.push({ style: match[1] as 'N' | 'R' | 'r', start: match[2] === '' ? 1 : Number(match[2]) });
    at = match.index + match[0].length;
  }
  if (at < caption.length) parts.push({ text: caption.slice(at) });
  return parts;
}

function romanPart(style: 'R' | 'r', numeral: string): CaptionPart[] | null {
  const start = fromRoman(numeral.toUpperCase());
  return start === null ? null : [{ style, start }];
}

const ROMAN: readonly [number, string][] = [
  [1000, 'M'], [900, 'CM'], [500, 'D'], [400, 'CD'], [100, 'C'], [90, 'XC'],
  [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I'],
];

/** Upper-case Roman numeral of 1-3999; other numbers are written in Arabic. */
export function toRoman(value: number): string {
  if (!Number.isInteger(value) || value < 1 || value > 3999) return String(value);
  let rest = value;
  let out = '';
  for (const [size, letters] of ROMAN) {
    while (rest >= size) {
      out += letters;
      rest -= size;
    }
  }
  return out;
}

/** The value of a canonical Roman numeral; null for non-canonical spellings such as IIII. */
export function fromRoman(numeral: string): number | null {
  let value = 0;
  let at = 0;
  for (const [size, letters] of ROMAN) {
    while (numeral.startsWith(letters, at)) {
      value += size;
      at += letters.length;
    }
  }
  return at === numeral.length && value > 0 && toRoman(value) === numeral ? value : null;
}

/**
 * The caption of every page of a book of `pageCount` pages, index 0 for page 1. An empty
 * or invalid format numbers the pages plainly.
 */
export function pageCaptions(format: string, pageCount: number): string[] {
  const captions = Array.from({ length: pageCount }, (_, i) => String(i + 1));
  const entries = parsePageCaptions(format) ?? [];
  const starts = entries.map((entry) => entry.start);
  for (const entry of entries) {
    const nextStart = Math.min(...starts.filter((start) => start > entry.start), pageCount + 1);
    const last = Math.min(entry.end ?? nextStart - 1, pageCount);
    for (let page = entry.start; page <= last; page += 1) {
      captions[page - 1] = entry.parts.map((part) => render(part, page - entry.start)).join('');
    }
  }
  return captions;
}

function render(part: CaptionPart, offset: number): string {
  if ('text' in part) return part.text;
  const value = part.start + offset;
  if (part.style === 'N') return String(value);
  const roman = toRoman(value);
  return part.style === 'R' ? roman : roman.toLowerCase();
}
