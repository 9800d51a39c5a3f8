import type { ReaderTextRun } from '../../shared/reader/book-data.js';

/** A box on a page, in fractions of the page, as the text layers give them. */
export interface TextBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One place a query was found: its page, a line of context around it, and its boxes. */
export interface SearchHit {
  page: number;
  before: string;
  match: string;
  after: string;
  boxes: TextBox[];
}

/** Characters of context shown either side of a hit. */
const CONTEXT = 32;
/** More hits than this are not listed: a reader refines the query instead. */
export const MAX_HITS = 200;

/**
 * Finds a query in the pages' text runs, case-insensitively and across runs (a phrase may
 * span two runs of a line). Runs are joined with a space unless one already ends in
 * whitespace. A hit's boxes cover the matched characters of each run it touches, sized
 * in proportion to the characters, since the runs carry no per-glyph positions.
 */
export function searchPages(pages: readonly (readonly ReaderTextRun[] | null)[], query: string, limit = MAX_HITS): SearchHit[] {
  const needle = query.trim().replace(/\s+/g, ' ').toLowerCase();
  const hits: SearchHit[] = [];
  if (needle === '') return hits;
  for (const [index, runs] of pages.entries()) {
    if (runs === null || runs.length === 0) continue;
    const { text, starts } = joinRuns(runs);
    // Lower-casing may change a string's length (rare: İ); then only exact-case hits are safe to place.
    const lower = text.toLowerCase();
    const haystack = lower.length === text.length ? lower : text;
    for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length)) {
      hits.push({
        page: index + 1,
        before: (at > CONTEXT ? '…' : '') + text.slice(Math.max(0, at - CONTEXT), at),
        match: text.slice(at, at + needle.length),
        after: text.slice(at + needle.length, at + needle.length + CONTEXT) + (at + needle.length + CONTEXT < text.length ? '…' : ''),
        boxes: boxesOf(runs, starts, at, at + needle.length),
      });
      if (hits.length >= limit) return hits;
    }
  }
  return hits;
}

function joinRuns(runs: readonly ReaderTextRun[]): { text: string; starts: number[] } {
  let text = '';
  const starts: number[] = [];
  for (const run of runs) {
    if (text !== '' && !/\s$/.test(text) && !/^\s/.test(run[0])) text += ' ';
    starts.push(text.length);
    text += run[0];
  }
  return { text, starts };
}

function boxesOf(runs: readonly ReaderTextRun[], starts: readonly number[], from: number, to: number): TextBox[] {
  const boxes: TextBox[] = [];
  for (const [i, [text, x, y, width, height]] of runs.entries()) {
    const start = starts[i] ?? 0;
    const end = start + text.length;
    if (end <= from || start >= to || text.length === 0) continue;
    const first = Math.max(from, start) - start;
    const last = Math.min(to, end) - start;
    boxes.push({ x: x + (width * first) / text.length, y, width: (width * (last - first)) / text.length, height });
  }
  return boxes;
}
