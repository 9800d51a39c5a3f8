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
  hd: RenditionSpec;
  normal: RenditionSpec;
  thumb: RenditionSpec;
}

export type RenditionName = keyof RenditionProfile;
export const RENDITION_NAMES: readonly RenditionName[] = ['thumb', 'normal', 'hd'];

/** The profile used until the user picks a quality preset. */
export const DEFAULT_RENDITION_PROFILE: RenditionProfile = {
  hd: { longEdge: 2400, quality: 85 },
  normal: { longEdge: 1400, quality: 85 },
  thumb: { longEdge: 240, quality: 75 },
};

/**
 * libwebp's effort (0–6). At 2 the files are within about 2% of the default effort's
 * size, for roughly half the encoding time, and encoding is most of an import's time.
 */
export const WEBP_EFFORT = 2;
