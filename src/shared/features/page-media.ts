import { z } from 'zod';
import { isBookMediaKey } from '../media/book-media.js';
import { isSafeUrl } from '../settings/media-kinds.js';

/**
 * Multimedia placed on pages ("Add multimedia"): link hotspots, videos, audio players and
 * pictures, each a box in fractions of its page (0–1) so it scales with the book. Stored in
 * `book.settings.pageMedia`, keyed by page id, so objects follow their page when pages are
 * reordered. The reader parses the same data by hand (src/reader/multimedia).
 */
export const PAGE_MEDIA_SETTING = 'pageMedia';
/** The catalogue number setting (in MB) that raises or lowers the 10 MB file limit. */
export const MULTIMEDIA_MAX_MB_SETTING = 'multimediaMaxMb';
export const MULTIMEDIA_MAX_MB_DEFAULT = 10;

export const PAGE_MEDIA_KINDS = ['link', 'video', 'audio', 'image'] as const;
export type PageMediaKind = (typeof PAGE_MEDIA_KINDS)[number];

/** The smallest box side, so an object can always be grabbed again. */
export const MIN_BOX_SIDE = 0.02;
/** A page carries at most this many objects: enough for any page, bounded for hostile files. */
export const MAX_ITEMS_PER_PAGE = 100;

const Fraction = z.number().min(0).max(1);
const Side = z.number().min(MIN_BOX_SIDE).max(1);

/** One object on a page. `src` names a stored file (a media key); links carry `url` or `page`. */
export const PageMediaItemSchema = z
  .object({
    id: z.string().min(1).max(64),
    kind: z.enum(PAGE_MEDIA_KINDS),
    x: Fraction,
    y: Fraction,
    w: Side,
    h: Side,
    src: z.string().refine(isBookMediaKey, 'not a media key').optional(),
    url: z.string().max(2000).refine(isSafeUrl, 'unsafe URL').optional(),
    page: z.number().int().positive().optional(),
    title: z.string().max(500).optional(),
    /** Videos only: whether the reader's video gallery lists it. */
    inGallery: z.boolean().optional(),
  })
  .strict()
  // A small tolerance: boxes are rounded to 4 decimals.
  .refine((item) => item.x + item.w <= 1.0001 && item.y + item.h <= 1.0001, 'outside the page');
export type PageMediaItem = z.infer<typeof PageMediaItemSchema>;

export const PageMediaSchema = z.record(z.string().min(1).max(200), z.array(PageMediaItemSchema).max(MAX_ITEMS_PER_PAGE));
export type PageMedia = z.infer<typeof PageMediaSchema>;

/** A box on the page, in fractions of its width (x, w) and height (y, h). */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));
const round = (value: number): number => Math.round(value * 10000) / 10000;

/** Keeps a box inside the page: its size first (at least MIN_BOX_SIDE), then its position. */
export function clampBox(box: Box): Box {
  const w = round(clamp(box.w, MIN_BOX_SIDE, 1));
  const h = round(clamp(box.h, MIN_BOX_SIDE, 1));
  return { x: round(clamp(box.x, 0, 1 - w)), y: round(clamp(box.y, 0, 1 - h)), w, h };
}

/** The box moved by (dx, dy), stopping at the page's edges without changing its size. */
export function moveBox(box: Box, dx: number, dy: number): Box {
  return clampBox({ ...box, x: box.x + dx, y: box.y + dy });
}

/** The box grown by (dw, dh) from its bottom-right corner, never past the page's edges. */
export function resizeBox(box: Box, dw: number, dh: number): Box {
  const w = clamp(box.w + dw, MIN_BOX_SIDE, 1 - box.x);
  const h = clamp(box.h + dh, MIN_BOX_SIDE, 1 - box.y);
  return clampBox({ x: box.x, y: box.y, w, h });
}

/** Where a new object lands: centred on the page, in a size that suits its kind. */
export function defaultBox(kind: PageMediaKind): Box {
  const size = { link: [0.3, 0.08], video: [0.5, 0.3], audio: [0.5, 0.08], image: [0.3, 0.25] }[kind];
  const [w, h] = size as [number, number];
  return clampBox({ x: (1 - w) / 2, y: (1 - h) / 2, w, h });
}

/**
 * The book's page media as the editor may trust it: pages whose value is not a list are
 * dropped, and so is any object that fails the schema, one by one, so a single bad entry
 * (from another version or a hand-edited file) does not hide the rest.
 */
export function readPageMedia(value: unknown): PageMedia {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const out: PageMedia = {};
  for (const [pageId, items] of Object.entries(value)) {
    if (!Array.isArray(items)) continue;
    const valid = items.flatMap((item) => {
      const parsed = PageMediaItemSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
    if (valid.length > 0) out[pageId] = valid.slice(0, MAX_ITEMS_PER_PAGE);
  }
  return out;
}

/** The page media with one page's objects replaced; a page left with none is removed. */
export function withPageItems(media: PageMedia, pageId: string, items: readonly PageMediaItem[]): PageMedia {
  const next: PageMedia = { ...media };
  if (items.length === 0) delete next[pageId];
  else next[pageId] = [...items];
  return next;
}

/** The setting's MB value as the byte limit media.add takes; out-of-range values fall back to 10 MB. */
export function multimediaMaxBytes(value: unknown): number {
  const mb = typeof value === 'number' && Number.isFinite(value) && value >= 1 && value <= 100 ? value : MULTIMEDIA_MAX_MB_DEFAULT;
  return Math.round(mb * 1024 * 1024);
}
