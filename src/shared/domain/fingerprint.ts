/**
 * The count and an FNV-1a hash of some strings in order: cheap, and enough to tell two
 * lists apart, so a diff is applied only to the very list it was made from (decision 0243).
 */
export function fingerprintOf(items: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const item of items) {
    for (let index = 0; index < item.length; index += 1) {
      hash ^= item.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193);
    }
    // A separator no item contains, so ['ab', 'c'] and ['a', 'bc'] differ.
    hash ^= 0x1f;
    hash = Math.imul(hash, 0x01000193);
  }
  return `${items.length}:${(hash >>> 0).toString(16)}`;
}
