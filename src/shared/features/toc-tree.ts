import type { TocEntry } from '../domain/page.js';

/**
 * Editing the table of contents as a tree. An entry is addressed by its path: the index at
 * each level, so [1, 0] is the first child of the second top entry. Every operation returns
 * a new tree and leaves the one given untouched, so the editor can undo by keeping the old.
 */
export type TocPath = readonly number[];

export function entryAt(tree: readonly TocEntry[], path: TocPath): TocEntry | undefined {
  let level = tree;
  let entry: TocEntry | undefined;
  for (const index of path) {
    entry = level[index];
    if (entry === undefined) return undefined;
    level = entry.children;
  }
  return entry;
}

/** The tree with the list that holds `path`'s entry replaced by `change(list)`. */
function withSiblings(tree: readonly TocEntry[], parentPath: TocPath, change: (siblings: TocEntry[]) => TocEntry[]): TocEntry[] {
  if (parentPath.length === 0) return change([...tree]);
  const [head, ...rest] = parentPath as [number, ...number[]];
  return tree.map((entry, index) => (index === head ? { ...entry, children: withSiblings(entry.children, rest, change) } : entry));
}

const parentOf = (path: TocPath): TocPath => path.slice(0, -1);
const lastOf = (path: TocPath): number => path[path.length - 1] ?? 0;

export function updateEntry(tree: readonly TocEntry[], path: TocPath, patch: Partial<Omit<TocEntry, 'children'>>): TocEntry[] {
  return withSiblings(tree, parentOf(path), (siblings) => siblings.map((entry, index) => (index === lastOf(path) ? { ...entry, ...patch } : entry)));
}

export function removeEntry(tree: readonly TocEntry[], path: TocPath): TocEntry[] {
  return withSiblings(tree, parentOf(path), (siblings) => siblings.filter((_, index) => index !== lastOf(path)));
}

/** Inserts after `path` (or at the end of the top level when path is empty). */
export function insertAfter(tree: readonly TocEntry[], path: TocPath, entry: TocEntry): TocEntry[] {
  if (path.length === 0) return [...tree, entry];
  return withSiblings(tree, parentOf(path), (siblings) => {
    siblings.splice(lastOf(path) + 1, 0, entry);
    return siblings;
  });
}

export function appendChild(tree: readonly TocEntry[], path: TocPath, entry: TocEntry): TocEntry[] {
  const parent = entryAt(tree, path);
  if (parent === undefined) return [...tree];
  return updateEntryChildren(tree, path, [...parent.children, entry]);
}

function updateEntryChildren(tree: readonly TocEntry[], path: TocPath, children: TocEntry[]): TocEntry[] {
  return withSiblings(tree, parentOf(path), (siblings) => siblings.map((entry, index) => (index === lastOf(path) ? { ...entry, children } : entry)));
}

/** Swaps an entry with its neighbour among its siblings (-1 earlier, +1 later). */
export function moveAmongSiblings(tree: readonly TocEntry[], path: TocPath, step: -1 | 1): TocEntry[] {
  const from = lastOf(path);
  return withSiblings(tree, parentOf(path), (siblings) => {
    const to = from + step;
    if (to < 0 || to >= siblings.length) return siblings;
    [siblings[from], siblings[to]] = [siblings[to] as TocEntry, siblings[from] as TocEntry];
    return siblings;
  });
}

/** Makes an entry the last child of the sibling before it (a section of that chapter). */
export function indent(tree: readonly TocEntry[], path: TocPath): TocEntry[] {
  const index = lastOf(path);
  const entry = entryAt(tree, path);
  if (index === 0 || entry === undefined) return [...tree];
  const previous = [...parentOf(path), index - 1];
  return appendChild(removeEntry(tree, path), previous, entry);
}

/** Makes an entry a sibling of its parent, right after it. */
export function outdent(tree: readonly TocEntry[], path: TocPath): TocEntry[] {
  const entry = entryAt(tree, path);
  if (path.length < 2 || entry === undefined) return [...tree];
  return insertAfter(removeEntry(tree, path), parentOf(path), entry);
}

/** Whether `inner` is `outer` or lies inside it (an entry cannot be dropped into itself). */
export function isWithin(inner: TocPath, outer: TocPath): boolean {
  return outer.length <= inner.length && outer.every((index, level) => inner[level] === index);
}

/**
 * Moves an entry by drag and drop: before or after the target entry, or into it as its last
 * child. Dropping an entry onto itself or inside itself changes nothing.
 */
export function moveEntry(tree: readonly TocEntry[], from: TocPath, to: TocPath, where: 'before' | 'after' | 'into'): TocEntry[] {
  const entry = entryAt(tree, from);
  if (entry === undefined || entryAt(tree, to) === undefined || isWithin(to, from)) return [...tree];
  // Removing the entry first shifts later siblings on its level, and so the target's path.
  const shifted = to.map((index, level) =>
    level === from.length - 1 && parentOf(from).every((value, i) => to[i] === value) && index > lastOf(from) ? index - 1 : index,
  );
  const without = removeEntry(tree, from);
  if (where === 'into') return appendChild(without, shifted, entry);
  if (where === 'after') return insertAfter(without, shifted, entry);
  return withSiblings(without, parentOf(shifted), (siblings) => {
    siblings.splice(lastOf(shifted), 0, entry);
    return siblings;
  });
}

/** Every page an entry names that the book does not have, in tree order. */
export function pagesOutsideBook(tree: readonly TocEntry[], pageCount: number): number[] {
  const out: number[] = [];
  const walk = (entries: readonly TocEntry[]) => {
    for (const entry of entries) {
      if (entry.page < 1 || entry.page > pageCount) out.push(entry.page);
      walk(entry.children);
    }
  };
  walk(tree);
  return out;
}
