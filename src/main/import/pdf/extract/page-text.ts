import type { TextLayer } from '../../../../shared/domain/page-content.js';
import { fractionBoxOf, type ViewportLike } from './page-frame.js';

/** A page's text layer keeps at most this many characters; the rest of the page is left out. */
export const MAX_TEXT_CHARS_PER_PAGE = 200_000;
/** And at most this many runs, which bounds the JSON a hostile page can make us store. */
export const MAX_TEXT_ITEMS_PER_PAGE = 20_000;

/**
 * Where a run's box sits around its baseline, as parts of its font size. pdf.js does not
 * hand over the font's real ascent here; 0.8 above and 0.2 below is what its own text
 * layer assumes, and it covers the glyphs of ordinary fonts.
 */
const ASCENT = 0.8;
const DESCENT = 0.2;

// Broken fonts map glyphs to NULs and other controls, which only get in the way of search.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** What text extraction needs of a pdf.js page. */
export interface TextPage {
  getTextContent(): Promise<{ items: unknown[] }>;
}

/** The fields of a pdf.js TextItem that matter here; all are untrusted. */
interface RawTextItem {
  str?: unknown;
  dir?: unknown;
  transform?: unknown;
  width?: unknown;
  height?: unknown;
}

function finite(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** A unit vector along (x, y), or the fallback when it has no length. */
function unit(x: number, y: number, fallback: [number, number]): [number, number] {
  const length = Math.hypot(x, y);
  return length > 0 ? [x / length, y / length] : fallback;
}

/**
 * The corners of a run in user space. The run's transform gives its origin on the baseline
 * and its directions; width is its advance and height its font size, both in user space.
 * Vertical (top-to-bottom) runs advance downwards along the up vector instead.
 */
function runCorners(item: RawTextItem): Array<[number, number]> | null {
  const m = item.transform;
  if (!Array.isArray(m) || m.length !== 6 || !m.every((n) => typeof n === 'number' && Number.isFinite(n))) return null;
  const [a, b, c, d, e, f] = m as [number, number, number, number, number, number];
  const along = unit(a, b, [1, 0]);
  const up = unit(c, d, [0, 1]);
  const width = Math.max(0, finite(item.width));
  const size = Math.max(0, finite(item.height)) || Math.hypot(c, d);
  const at = (advance: number, rise: number): [number, number] => [
    e + along[0] * advance + up[0] * rise,
    f + along[1] * advance + up[1] * rise,
  ];
  if (item.dir === 'ttb') return [at(0, 0), at(width, 0), at(0, -size), at(width, -size)];
  return [at(0, -DESCENT * size), at(width, -DESCENT * size), at(0, ASCENT * size), at(width, ASCENT * size)];
}

/**
 * Builds the page's text layer from pdf.js's text content: every non-empty run with its
 * box as fractions of the page. Runs stop once the page's character or run budget is
 * spent, so one pathological page cannot swell the project.
 */
export async function extractPageText(page: TextPage, viewport: ViewportLike): Promise<TextLayer> {
  const content = await page.getTextContent();
  const items: TextLayer['items'] = [];
  let budget = MAX_TEXT_CHARS_PER_PAGE;
  for (const raw of content.items) {
    if (budget <= 0 || items.length >= MAX_TEXT_ITEMS_PER_PAGE) break;
    const item = (raw ?? {}) as RawTextItem;
    if (typeof item.str !== 'string') continue;
    const text = item.str.replace(CONTROL_CHARACTERS, '').slice(0, budget);
    if (text.length === 0) continue;
    const corners = runCorners(item);
    const box = corners && fractionBoxOf(viewport, corners);
    if (!box) continue;
    items.push({ text, ...box });
    budget -= text.length;
  }
  return { version: 1, items };
}
