/**
 * A reader's own notes on a book's pages (the annotation button). They are private to the
 * reader, so they live in the browser's storage, never in the published book; storage may
 * be missing or refused (file://, private modes), which leaves notes for this visit only.
 */
export type PageNotes = Record<number, string>;

export function notesKey(title: string, pageCount: number): string {
  return `flipbook:notes:${pageCount}:${title}`;
}

/** The stored notes, ignoring anything malformed (another site's data, a hand edit). */
export function readNotes(storage: Pick<Storage, 'getItem'> | null, key: string): PageNotes {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(key) ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const notes: PageNotes = {};
  for (const [page, text] of Object.entries(parsed)) {
    const number = Number(page);
    if (Number.isInteger(number) && number >= 1 && typeof text === 'string' && text.trim() !== '') notes[number] = text.slice(0, 10_000);
  }
  return notes;
}

/** Sets or (with blank text) removes a page's note and stores the result; returns the notes. */
export function writeNote(storage: Pick<Storage, 'setItem'> | null, key: string, notes: PageNotes, page: number, text: string): PageNotes {
  const next = { ...notes };
  if (text.trim() === '') delete next[page];
  else next[page] = text;
  try {
    storage?.setItem(key, JSON.stringify(next));
  } catch {
    // Full or refused storage: the note still holds for this visit.
  }
  return next;
}
