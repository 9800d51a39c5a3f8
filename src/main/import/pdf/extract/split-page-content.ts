import type { PageLink, TextLayer } from '../../../../shared/domain/page-content.js';
import type { PagePart } from '../widepage-cut.js';
import { roundFraction } from './page-frame.js';

/** The horizontal span [from, to] of the whole page that a part shows, as fractions. */
function partSpan(part: PagePart, splitAt: number): [number, number] {
  const fold = Math.min(1, Math.max(0, splitAt));
  return part === 'left' ? [0, fold] : [fold, 1];
}

/**
 * A box of the whole page, clipped to the part and re-expressed as fractions of the part.
 * Null when nothing of it falls inside the part; a box merely touching it comes out empty.
 */
function reframe<T extends { x: number; width: number }>(box: T, [from, to]: [number, number]): T | null {
  const span = to - from;
  const left = Math.max(box.x, from);
  const right = Math.min(box.x + box.width, to);
  if (span <= 0 || right < left) return null;
  const x = roundFraction(Math.min(1, Math.max(0, (left - from) / span)));
  const width = roundFraction(Math.min(1 - x, (right - left) / span));
  return { ...box, x, width };
}

/**
 * Splits a wide page's links and text layer for one of the two pages a widepage cut makes
 * of it; `splitAt` is where the fold is, as a fraction of the whole width. A link crossing
 * the fold stays clickable on both halves; a run of text goes, whole, to the half holding
 * its middle, since its characters cannot be told apart by position.
 */
export function splitPageContent(
  links: PageLink[] | undefined,
  text: TextLayer | undefined,
  part: PagePart,
  splitAt = 0.5,
): { links?: PageLink[]; text?: TextLayer } {
  const span = partSpan(part, splitAt);
  const result: { links?: PageLink[]; text?: TextLayer } = {};
  const partLinks = (links ?? []).flatMap((link) => {
    const box = reframe(link, span);
    return box && box.width > 0 ? [box] : [];
  });
  if (partLinks.length > 0) result.links = partLinks;
  const items = (text?.items ?? []).flatMap((item) => {
    const middle = item.x + item.width / 2;
    const inPart = part === 'left' ? middle < span[1] : middle >= span[0];
    // A run whose middle is in the part always overlaps it, so reframing keeps it.
    return inPart ? (reframe(item, span) ?? []) : [];
  });
  if (items.length > 0) result.text = { version: 1, items };
  return result;
}
