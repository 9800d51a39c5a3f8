import { z } from 'zod';
import { fingerprintOf } from './fingerprint.js';
import { PageSchema, type Page } from './page.js';

const PageId = z.string().min(1).max(64);

/**
 * How one page list becomes another, in words the size of the change rather than of the
 * book (decision 0243): undo of a page move in a 1,000-page book is two ids, not the list.
 * Applied as: drop the pages in `remove`, then insert each run of `insert` at its index of
 * the new list (ascending), then take the objects in `pages` over those of the same id.
 * - `from` names the list the diff starts from (see pageOrderFingerprint), so a list that
 *   differs is found out instead of being changed into something neither side holds.
 * - `pages` carries the objects the other side may not have: pages coming back (an undone
 *   delete) and pages whose content changed. Every other inserted id is a page it already has.
 */
export const PageListDiffSchema = z
  .object({
    from: z.string().max(40),
    remove: z.array(PageId).max(100_000),
    insert: z.array(z.object({ at: z.number().int().nonnegative(), ids: z.array(PageId).min(1).max(100_000) }).strict()).max(100_000),
    pages: z.array(PageSchema).max(100_000),
  })
  .strict();
export type PageListDiff = z.infer<typeof PageListDiffSchema>;

/** The page count and a hash of the ids in order: cheap, and enough to tell two lists apart. */
export function pageOrderFingerprint(ids: readonly string[]): string {
  return fingerprintOf(ids);
}

/**
 * The positions (in `values`) of a longest strictly increasing run of values, in order:
 * the pages that keep their relative order, so that only the others need naming.
 */
function longestIncreasing(values: readonly number[]): Set<number> {
  const tails: number[] = [];
  const previous: number[] = new Array<number>(values.length).fill(-1);
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index] as number;
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((values[tails[middle] as number] as number) < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[index] = tails[low - 1] as number;
    tails[low] = index;
  }
  const kept = new Set<number>();
  for (let index = tails.at(-1) ?? -1; index >= 0; index = previous[index] as number) kept.add(index);
  return kept;
}

function samePage(a: Page, b: Page): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** The diff that turns `before` into `after`. */
export function diffPageLists(before: readonly Page[], after: readonly Page[]): PageListDiff {
  const oldIndex = new Map(before.map((page, index) => [page.id, index]));
  const oldById = new Map(before.map((page) => [page.id, page]));
  // The pages of `after` that were in `before`, with their old places in new order: the
  // longest increasing run of those places stays put, every other page is moved or new.
  const common = after.flatMap((page, index) => (oldIndex.has(page.id) ? [{ index, old: oldIndex.get(page.id) as number }] : []));
  const stays = new Set([...longestIncreasing(common.map((entry) => entry.old))].map((position) => (common[position] as { index: number }).index));
  const staying = new Set([...stays].map((index) => (after[index] as Page).id));
  const remove = before.filter((page) => !staying.has(page.id)).map((page) => page.id);
  const insert: PageListDiff['insert'] = [];
  after.forEach((page, index) => {
    if (stays.has(index)) return;
    const last = insert.at(-1);
    if (last !== undefined && last.at + last.ids.length === index) last.ids.push(page.id);
    else insert.push({ at: index, ids: [page.id] });
  });
  const pages = after.filter((page) => {
    const old = oldById.get(page.id);
    return old === undefined || !samePage(old, page);
  });
  return { from: pageOrderFingerprint(before.map((page) => page.id)), remove, insert, pages };
}

/**
 * `pages` with the diff applied, or null when the diff was not made from this list (its
 * fingerprint differs) or does not fit it: the caller then fetches the list whole.
 */
export function applyPageListDiff(pages: readonly Page[], diff: PageListDiff): Page[] | null {
  if (pageOrderFingerprint(pages.map((page) => page.id)) !== diff.from) return null;
  const known = new Map(pages.map((page) => [page.id, page]));
  for (const page of diff.pages) known.set(page.id, page);
  const removed = new Set(diff.remove);
  const ids = pages.map((page) => page.id).filter((id) => !removed.has(id));
  for (const run of diff.insert) {
    if (run.at > ids.length) return null;
    ids.splice(run.at, 0, ...run.ids);
  }
  const result: Page[] = [];
  for (const id of ids) {
    const page = known.get(id);
    if (page === undefined) return null;
    result.push(page);
  }
  return new Set(ids).size === ids.length ? result : null;
}
