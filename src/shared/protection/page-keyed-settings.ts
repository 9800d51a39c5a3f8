/**
 * Settings whose entries are keyed by page id and hold that page's own content: its audio
 * (file, spoken text, subtitles) and its multimedia (pictures, videos, audio players, links).
 * On a protected page that content is as private as the page image, so publishing moves
 * these entries out of book.js into the sealed pages document, and the reader merges them
 * back once the password opens the book. Plain strings rather than the features' constants:
 * page-media.ts carries zod, which the reader bundle must not (a test ties them together).
 */
export const PAGE_KEYED_SETTINGS = ['pageAudio', 'pageMedia'] as const;

type Settings = Readonly<Record<string, unknown>>;
type PageEntries = Record<string, unknown>;

export interface SplitPageSettings {
  /** The settings with the protected pages' entries taken out. */
  open: Record<string, unknown>;
  /** Only the protected pages' entries, per setting; empty when there are none. */
  sealed: Record<string, PageEntries>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Splits the page-keyed settings between the pages that stay open and the protected ones. */
export function splitPageSettings(settings: Settings, protectedIds: ReadonlySet<string>): SplitPageSettings {
  const open: Record<string, unknown> = { ...settings };
  const sealed: Record<string, PageEntries> = {};
  for (const key of PAGE_KEYED_SETTINGS) {
    const value = settings[key];
    if (!isRecord(value)) continue;
    const kept: PageEntries = {};
    const hidden: PageEntries = {};
    for (const [pageId, entry] of Object.entries(value)) (protectedIds.has(pageId) ? hidden : kept)[pageId] = entry;
    open[key] = kept;
    if (Object.keys(hidden).length > 0) sealed[key] = hidden;
  }
  return { open, sealed };
}

/**
 * The settings with the unlocked pages' entries merged back. Anything that is not a record of
 * entries is ignored: the sealed document is checked like any book data, and the reader's
 * own parsers check each entry when they read it.
 */
export function mergePageSettings(settings: Settings, sealed: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = { ...settings };
  if (!isRecord(sealed)) return out;
  for (const key of PAGE_KEYED_SETTINGS) {
    const entries = sealed[key];
    if (!isRecord(entries)) continue;
    const current = settings[key];
    out[key] = { ...(isRecord(current) ? current : {}), ...entries };
  }
  return out;
}
