import sharp from 'sharp';
import { encodeRenditions, type EncodedRenditions } from '../import/encode-renditions.js';
import type { RenditionProfile } from '../import/rendition-profile.js';

/** A new blank page is white paper unless the dialog picks a colour. */
export const DEFAULT_BLANK_COLOR = '#ffffff';

/** What a blank page looks like: its size in pixels and its colour as #rrggbb. */
export interface BlankPageSpec {
  width: number;
  height: number;
  color?: string | undefined;
}

/**
 * Renders a plain page of one colour into the same three renditions an imported page has,
 * so the reader, the thumbnails and publishing treat it like any other page.
 */
export async function renderBlankPage(spec: BlankPageSpec, profile: RenditionProfile): Promise<EncodedRenditions> {
  const { data, info } = await sharp({
    create: { width: spec.width, height: spec.height, channels: 3, background: spec.color ?? DEFAULT_BLANK_COLOR },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return encodeRenditions({ data, width: info.width, height: info.height, channels: 3 }, profile);
}
