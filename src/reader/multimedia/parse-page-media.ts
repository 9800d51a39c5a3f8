import { isBookMediaKey } from '../../shared/media/book-media.js';
import { isSafeUrl } from '../../shared/settings/media-kinds.js';

/**
 * The reader's own reading of `settings.pageMedia` (shared/features/page-media.ts), by hand
 * since the reader carries no zod: anything malformed is left out on its own, the rest shows.
 */
export type ReaderMediaKind = 'link' | 'video' | 'audio' | 'image';

export interface ReaderMediaItem {
  id: string;
  kind: ReaderMediaKind;
  x: number;
  y: number;
  w: number;
  h: number;
  /** A media key; resolved with mediaUrl() when drawn. */
  src?: string;
  url?: string;
  page?: number;
  title: string;
  inGallery: boolean;
}

const KINDS: readonly string[] = ['link', 'video', 'audio', 'image'];
/** Bounds what a hostile book can make the reader draw on one page. */
const MAX_PER_PAGE = 100;

const isFraction = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;

/** One object, or null when any part of it is malformed, unsafe or lies outside the page. */
export function parseMediaItem(raw: unknown): ReaderMediaItem | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const item = raw as Record<string, unknown>;
  const { id, kind, x, y, w, h } = item;
  if (typeof id !== 'string' || id === '' || typeof kind !== 'string' || !KINDS.includes(kind)) return null;
  if (!isFraction(x) || !isFraction(y) || !isFraction(w) || !isFraction(h) || w <= 0 || h <= 0) return null;
  if (x + w > 1.0001 || y + h > 1.0001) return null;
  const parsed: ReaderMediaItem = {
    id,
    kind: kind as ReaderMediaKind,
    x,
    y,
    w,
    h,
    title: typeof item.title === 'string' ? item.title : '',
    inGallery: item.inGallery !== false,
  };
  if (kind === 'link') {
    if (typeof item.url === 'string' && isSafeUrl(item.url.trim())) parsed.url = item.url.trim();
    else if (typeof item.page === 'number' && Number.isInteger(item.page) && item.page > 0) parsed.page = item.page;
    else return null;
    return parsed;
  }
  if (!isBookMediaKey(item.src)) return null;
  parsed.src = item.src;
  return parsed;
}

/** The objects placed on one page (by its id), each checked on its own. */
export function pageMediaItems(settings: Readonly<Record<string, unknown>>, pageId: string | undefined): ReaderMediaItem[] {
  if (pageId === undefined) return [];
  const all = settings.pageMedia;
  if (typeof all !== 'object' || all === null || Array.isArray(all)) return [];
  const items = Object.hasOwn(all, pageId) ? (all as Record<string, unknown>)[pageId] : undefined;
  if (!Array.isArray(items)) return [];
  return items.slice(0, MAX_PER_PAGE).map(parseMediaItem).filter((item): item is ReaderMediaItem => item !== null);
}

/** The videos of the video gallery, in page order, each with the page it sits on (1-based). */
export function galleryVideos(settings: Readonly<Record<string, unknown>>, pageIds: readonly (string | undefined)[]): { item: ReaderMediaItem; page: number }[] {
  return pageIds.flatMap((pageId, index) =>
    pageMediaItems(settings, pageId)
      .filter((item) => item.kind === 'video' && item.inGallery)
      .map((item) => ({ item, page: index + 1 })),
  );
}
