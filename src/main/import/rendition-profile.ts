import { DEFAULT_QUALITY_PRESET, QUALITY_PRESETS, type ResolvedQuality } from '../../shared/validation/page-quality.js';

/** The size and WebP quality of one rendition. */
export interface RenditionSpec {
  /** The longer side fits this many pixels. */
  longEdge: number;
  /** WebP quality, 1–100. */
  quality: number;
}

/**
 * What each page is turned into. Every page gets all three renditions: HD for zoom,
 * normal for reading, and a thumbnail for the editor's page list and the reader's
 * thumbnail bar. The quality presets of the import panel (FHD, HD, SHD, custom) are
 * profiles of this shape.
 */
export interface RenditionProfile {
  /** PDF pages are rendered at this resolution, then capped so the HD long edge fits. */
  dpi: number;
  hd: RenditionSpec;
  normal: RenditionSpec;
  thumb: RenditionSpec;
}

export type RenditionName = 'hd' | 'normal' | 'thumb';
export const RENDITION_NAMES: readonly RenditionName[] = ['thumb', 'normal', 'hd'];

/** The normal rendition is the HD one scaled down to at most this long edge. */
export const NORMAL_LONG_EDGE = 1400;
/** Thumbnails for the page list and the reader's thumbnail bar. */
export const THUMB_LONG_EDGE = 240;
/** Thumbnails are small and seen small, so a lower quality costs nothing visible. */
export const THUMB_QUALITY = 75;

/**
 * The one place a page quality becomes pixel sizes (docs/decisions/0004-page-quality.md):
 * HD is rendered at the quality's DPI and capped at its max edge; normal is HD scaled to
 * at most 1400 px (never enlarged, so a small max edge makes a small normal page); the
 * definition is the WebP quality of both.
 */
export function renditionProfile(quality: ResolvedQuality): RenditionProfile {
  return {
    dpi: quality.dpi,
    hd: { longEdge: quality.maxEdge, quality: quality.definition },
    normal: { longEdge: Math.min(NORMAL_LONG_EDGE, quality.maxEdge), quality: quality.definition },
    thumb: { longEdge: Math.min(THUMB_LONG_EDGE, quality.maxEdge), quality: THUMB_QUALITY },
  };
}

/** The profile used until the user picks a quality preset. */
export const DEFAULT_RENDITION_PROFILE: RenditionProfile = renditionProfile(QUALITY_PRESETS[DEFAULT_QUALITY_PRESET]);

/** A bitmap's size in pixels. */
export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The size of a rendition of a page bitmap: scaled to fit the spec's long edge, never
 * enlarged. Always reckoned from the page itself: scaling each rendition from the one
 * above would otherwise round a pixel differently (a 185 px thumbnail of a 1855×2400
 * page instead of 186).
 */
export function fitRendition(page: PixelSize, spec: RenditionSpec): PixelSize {
  const scale = Math.min(1, spec.longEdge / Math.max(page.width, page.height));
  return { width: Math.max(1, Math.round(page.width * scale)), height: Math.max(1, Math.round(page.height * scale)) };
}

/** The normal rendition's size for a page bitmap (the HD one, or larger). */
export function normalRenditionSize(page: PixelSize, profile: RenditionProfile): PixelSize {
  return fitRendition(page, profile.normal);
}

/**
 * The exact scale from a rendered bitmap to its normal rendition: the normal page's long edge
 * over the page's true long edge in the bitmap's pixels (1211.47, where the bitmap rounded it
 * to 1211). Undefined when there is none to keep: a page with no area, or one the normal
 * rendition would enlarge; such a page is simply resized.
 */
export function exactNormalScale(bitmap: PixelSize, trueLongEdge: number, profile: RenditionProfile): number | undefined {
  const normal = normalRenditionSize(bitmap, profile);
  const scale = Math.max(normal.width, normal.height) / trueLongEdge;
  return scale > 0 && scale <= 1 ? scale : undefined;
}

/**
 * The scale (pixels per PDF point) to render a page of this size in points: the profile's
 * DPI, reduced if need be so the longer side fits the HD max edge.
 */
export function renderScale(profile: RenditionProfile, width: number, height: number): number {
  const byDpi = profile.dpi / 72;
  const byEdge = profile.hd.longEdge / Math.max(width, height, 1);
  return Math.min(byDpi, byEdge);
}

/**
 * libwebp's effort (0–6). At 2 the files are within about 2% of the default effort's
 * size, for roughly half the encoding time, and encoding is most of an import's time.
 */
export const WEBP_EFFORT = 2;
