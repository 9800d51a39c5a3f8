import { z } from 'zod';
import { fingerprintOf } from './fingerprint.js';
import type { TocEntry } from './page.js';

/**
 * One entry of a table of contents laid flat, in reading order: its depth (0 for the top
 * level) says whose child it is, so a list of rows is the whole tree.
 */
const TocRowSchema = z
  .object({
    depth: z.number().int().nonnegative().max(1000),
    title: z.string().max(500),
    page: z.number().int().positive(),
    url: z.string().max(2000).optional(),
  })
  .strict();
type TocRow = z.infer<typeof TocRowSchema>;

const Shift = z.number().int().min(-1_000_000).max(1_000_000);

/**
 * How one table of contents becomes another, in words the size of the change (decision
 * 0245): a page move renumbers the entries between its two places, which is one run of
 * entries shifted by the same amount, not every entry written out again.
 * - `from` names the contents the diff starts from (a fingerprint of its rows), so contents
 *   that differ are found out instead of being changed into something neither side holds.
 * - `ops`, in order, make the new rows: `keep` copies `count` rows of the old contents from
 *   `at`, their pages moved by `page` and their depths by `depth` (0 when left out); `add`
 *   gives rows the old contents do not have (entries an undone delete brings back).
 */
export const TocDiffSchema = z
  .object({
    from: z.string().max(40),
    ops: z
      .array(
        z.union([
          z.object({ keep: z.number().int().nonnegative(), count: z.number().int().positive(), page: Shift.optional(), depth: Shift.optional() }).strict(),
          z.object({ add: z.array(TocRowSchema).min(1).max(100_000) }).strict(),
        ]),
      )
      .max(100_000),
  })
  .strict();
export type TocDiff = z.infer<typeof TocDiffSchema>;
type TocOp = TocDiff['ops'][number];

function flatten(toc: readonly TocEntry[], depth = 0, rows: TocRow[] = []): TocRow[] {
  for (const entry of toc) {
    rows.push(entry.url === undefined ? { depth, title: entry.title, page: entry.page } : { depth, title: entry.title, page: entry.page, url: entry.url });
    flatten(entry.children, depth + 1, rows);
  }
  return rows;
}

/** The rows back as a tree, or null when a row is deeper than a child of the row before it. */
function unflatten(rows: readonly TocRow[]): TocEntry[] | null {
  const top: TocEntry[] = [];
  // The children list each depth adds to: the top level, then the last entry of each depth.
  const levels: TocEntry[][] = [top];
  for (const row of rows) {
    const siblings = levels[row.depth];
    if (siblings === undefined) return null;
    const entry: TocEntry = row.url === undefined ? { title: row.title, page: row.page, children: [] } : { title: row.title, page: row.page, url: row.url, children: [] };
    siblings.push(entry);
    levels.length = row.depth + 1;
    levels.push(entry.children);
  }
  return top;
}

const rowsFingerprint = (rows: readonly TocRow[]): string => fingerprintOf(rows.map((row) => JSON.stringify(row)));

/** What makes two rows the same entry, whatever page and depth it has now. */
const entryKey = (row: TocRow): string => JSON.stringify([row.title, row.url ?? null]);

/**
 * The diff that turns `before` into `after`. Entries are matched by title and link in
 * reading order, as the contents follow their pages (an entry keeps its place among the
 * others, its page renumbered; a deleted page's entry goes and its children move up a
 * level). A match is only ever a cheaper way to write the new rows: whatever is matched,
 * applying the diff gives `after` exactly.
 */
export function diffTocs(before: readonly TocEntry[], after: readonly TocEntry[]): TocDiff {
  const old = flatten(before);
  const places = new Map<string, number[]>();
  old.forEach((row, index) => {
    const key = entryKey(row);
    const list = places.get(key);
    if (list === undefined) places.set(key, [index]);
    else list.push(index);
  });
  const ops: TocOp[] = [];
  // How far into each key's list of places the rows already passed reach.
  const passed = new Map<string, number>();
  let next = 0;
  for (const row of flatten(after)) {
    // The first old row with this entry's title and link not yet passed.
    const key = entryKey(row);
    const list = places.get(key) ?? [];
    let cursor = passed.get(key) ?? 0;
    while (cursor < list.length && (list[cursor] as number) < next) cursor += 1;
    passed.set(key, cursor);
    const at = list[cursor];
    const last = ops.at(-1);
    if (at === undefined) {
      if (last !== undefined && 'add' in last) last.add.push(row);
      else ops.push({ add: [row] });
      continue;
    }
    const source = old[at] as TocRow;
    const page = row.page - source.page;
    const depth = row.depth - source.depth;
    if (last !== undefined && 'keep' in last && last.keep + last.count === at && (last.page ?? 0) === page && (last.depth ?? 0) === depth) last.count += 1;
    else ops.push({ keep: at, count: 1, ...(page === 0 ? {} : { page }), ...(depth === 0 ? {} : { depth }) });
    next = at + 1;
  }
  return { from: rowsFingerprint(old), ops };
}

/**
 * `toc` with the diff applied, or null when the diff was not made from these contents (its
 * fingerprint differs) or does not fit them: the caller then fetches the project whole.
 */
export function applyTocDiff(toc: readonly TocEntry[], diff: TocDiff): TocEntry[] | null {
  const old = flatten(toc);
  if (rowsFingerprint(old) !== diff.from) return null;
  const rows: TocRow[] = [];
  for (const op of diff.ops) {
    if ('add' in op) {
      rows.push(...op.add);
      continue;
    }
    if (op.keep + op.count > old.length) return null;
    for (const source of old.slice(op.keep, op.keep + op.count)) {
      const row = { ...source, depth: source.depth + (op.depth ?? 0), page: source.page + (op.page ?? 0) };
      if (row.depth < 0 || row.page < 1) return null;
      rows.push(row);
    }
  }
  return unflatten(rows);
}
