import type { TocEntry } from '../../../shared/domain/page.js';
import { MAX_TOC_DEPTH, MAX_TOC_ENTRIES, MAX_TOC_TITLE_CHARS } from '../import-limits.js';

/** An outline item as pdf.js's getOutline returns it (the fields this module reads). */
export interface OutlineItem {
  title: string;
  dest: string | unknown[] | null;
  items: OutlineItem[];
}

/** The part of a pdf.js document the outline needs; a narrow seam that tests can fake. */
export interface OutlineSource {
  numPages: number;
  getOutline(): Promise<OutlineItem[] | null>;
  getDestination(id: string): Promise<unknown[] | null>;
  getPageIndex(ref: { num: number; gen: number }): Promise<number>;
}

/**
 * Turns the PDF outline into the book's table of contents, keeping its nesting. Pages are
 * 1-based. An entry whose target page cannot be resolved is dropped, but its children are
 * kept in its place, so a chapter heading without a link does not take its sections with it.
 * Depth and entry count are capped, because an outline is attacker-controlled data.
 */
export async function readOutline(doc: OutlineSource): Promise<TocEntry[]> {
  const items = await doc.getOutline();
  if (!items) return [];
  const budget = { left: MAX_TOC_ENTRIES };
  return convertLevel(doc, items, 0, budget);
}

async function convertLevel(doc: OutlineSource, items: OutlineItem[], depth: number, budget: { left: number }): Promise<TocEntry[]> {
  const out: TocEntry[] = [];
  for (const item of items) {
    if (budget.left <= 0) break;
    const children = depth + 1 < MAX_TOC_DEPTH && Array.isArray(item.items) ? await convertLevel(doc, item.items, depth + 1, budget) : [];
    const page = await resolvePage(doc, item.dest);
    if (page === null) {
      out.push(...children);
      continue;
    }
    budget.left -= 1;
    out.push({ title: cleanTitle(item.title), page, children });
  }
  return out;
}

/** A table-of-contents title as the book shows it: one line, trimmed, at most 500 characters. */
export function cleanTitle(title: unknown): string {
  // Control characters and runs of white space (line breaks included) come from sloppy
  // producers and break the TOC layout; they become single spaces.
  const text = typeof title === 'string' ? title.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim() : '';
  const capped = text.slice(0, MAX_TOC_TITLE_CHARS);
  // Never end on half a surrogate pair.
  return /[\ud800-\udbff]$/.test(capped) ? capped.slice(0, -1) : capped;
}

async function resolvePage(doc: OutlineSource, dest: OutlineItem['dest']): Promise<number | null> {
  try {
    const explicit = typeof dest === 'string' ? await doc.getDestination(dest) : dest;
    if (!Array.isArray(explicit) || explicit.length === 0) return null;
    const target = explicit[0];
    let index: number | null = null;
    if (Number.isInteger(target)) index = target as number;
    else if (isRef(target)) index = await doc.getPageIndex(target);
    if (index === null || index < 0 || index >= doc.numPages) return null;
    return index + 1;
  } catch {
    // A dangling reference or a malformed destination: the entry has no page to point at.
    return null;
  }
}

function isRef(value: unknown): value is { num: number; gen: number } {
  const ref = value as { num?: unknown; gen?: unknown } | null;
  return typeof ref === 'object' && ref !== null && Number.isInteger(ref.num) && Number.isInteger(ref.gen);
}
