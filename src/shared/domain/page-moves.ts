import { z } from 'zod';

/**
 * How pages move, as the author meant it rather than as a whole new order, so that a move
 * made on a page list that has changed since can be applied again on the list as it is now
 * (decision 0231), and so that a move of one page in a 1,000-page book is a few bytes.
 * - `by`: each page passes that many pages not moving (Alt+Left/Right: -1 or +1), keeping
 *   their relative order; they stop at the book's ends.
 * - `to`: the pages, together and in book order, start at that index of the new order (a drag).
 */
export const PageMoveSchema = z.union([
  z.object({ by: z.number().int().min(-1000).max(1000) }).strict(),
  z.object({ to: z.number().int().min(0).max(100_000) }).strict(),
]);
export type PageMove = z.infer<typeof PageMoveSchema>;

/** One step of `moving` towards the start (-1) or the end (+1); null when one is already at that end. */
function stepOnce(order: readonly string[], moving: ReadonlySet<string>, step: -1 | 1): string[] | null {
  const next = [...order];
  const indices = next.flatMap((id, index) => (moving.has(id) ? [index] : []));
  if (indices.length === 0 || (step === -1 ? indices[0] === 0 : indices.at(-1) === next.length - 1)) return null;
  // Walk from the side the pages move towards, so each swap passes one page not moving.
  for (const index of step === -1 ? indices : [...indices].reverse()) {
    const other = index + step;
    [next[index], next[other]] = [next[other] as string, next[index] as string];
  }
  return next;
}

/** The order after the move; the same array when nothing moves (a page already at that end). */
export function movedOrder(order: readonly string[], pageIds: readonly string[], move: PageMove): readonly string[] {
  const moving = new Set(pageIds);
  if ('to' in move) {
    const group = order.filter((id) => moving.has(id));
    const kept = order.filter((id) => !moving.has(id));
    const at = Math.min(move.to, kept.length);
    const next = [...kept.slice(0, at), ...group, ...kept.slice(at)];
    return next.every((id, index) => id === order[index]) ? order : next;
  }
  let current: readonly string[] = order;
  for (let step = 0; step < Math.abs(move.by); step += 1) {
    const next = stepOnce(current, moving, move.by < 0 ? -1 : 1);
    if (next === null) break;
    current = next;
  }
  return current;
}

/** The pages named that are not in the order. */
export function missingPages(order: readonly string[], pageIds: readonly string[]): string[] {
  const present = new Set(order);
  return pageIds.filter((id) => !present.has(id));
}
