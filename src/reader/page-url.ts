/**
 * The page part of a book's URL, `#page=N`, and the remembered last page. A deep link
 * wins over the remembered page, which wins over the cover.
 */

/** The page a hash such as `#page=12` asks for; null when it asks for none. */
export function parsePageHash(hash: string): number | null {
  const match = /^#?(?:.*&)?page=(\d{1,7})(?:&.*)?$/.exec(hash);
  if (match === null) return null;
  const page = Number(match[1]);
  return page >= 1 ? page : null;
}

export function pageHash(page: number): string {
  return `#page=${page}`;
}

/**
 * The address the bar should show at `page`, or null when it already does: `#page=N` while
 * the urlPageNumber setting is on; with it off, the address without any page part, so a
 * followed internal link (`#page=N`) does not leave the page in the address either.
 */
export function addressAt(current: Pick<Location, 'pathname' | 'search' | 'hash'>, page: number, urlPageNumber: boolean): string | null {
  const inHash = parsePageHash(current.hash);
  if (urlPageNumber) return inHash === page ? null : pageHash(page);
  return inHash === null ? null : `${current.pathname}${current.search}`;
}

/**
 * The localStorage key for a book's last page: its title and page count, so two books in
 * one folder tree do not share a place, and a re-published longer edition starts afresh.
 */
export function lastPageKey(title: string, pageCount: number): string {
  return `flipbook:last-page:${pageCount}:${title}`;
}

/** Reads the remembered page; storage may be missing or refused (file://, private modes). */
export function readLastPage(storage: Pick<Storage, 'getItem'> | null, key: string): number | null {
  try {
    const value = storage?.getItem(key);
    const page = value === null || value === undefined ? Number.NaN : Number(value);
    return Number.isInteger(page) && page >= 1 ? page : null;
  } catch {
    return null;
  }
}

export function writeLastPage(storage: Pick<Storage, 'setItem'> | null, key: string, page: number): void {
  try {
    storage?.setItem(key, String(page));
  } catch {
    // A full or refused storage only loses the remembered page.
  }
}
