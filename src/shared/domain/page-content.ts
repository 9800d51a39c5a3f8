import { z } from 'zod';
import { safeLinkUrl } from '../validation/safe-url.js';

/**
 * A clickable area of a page, from a PDF link. Positions are fractions (0-1) of the page's
 * width and height from its top-left corner, so they hold at every rendition size.
 * Only internal page links and http, https, mailto and tel URLs are ever kept.
 */
export const PageLinkSchema = z.object({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  width: z.number().min(0).max(1),
  height: z.number().min(0).max(1),
  target: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('page'), page: z.number().int().positive() }),
    // Exactly as safeLinkUrl leaves it: a project file cannot bring in a link extraction would drop.
    z.object({ kind: z.literal('url'), url: z.string().max(2000).refine((url) => safeLinkUrl(url) === url, 'unsafe link') }),
  ]),
});
export type PageLink = z.infer<typeof PageLinkSchema>;

/**
 * A page's text layer, for search and text selection: runs of text with their boxes as
 * fractions of the page. Stored as a JSON asset beside the page images.
 */
export const TextLayerSchema = z.object({
  version: z.literal(1),
  items: z.array(
    z.object({
      text: z.string(),
      x: z.number(),
      y: z.number(),
      width: z.number(),
      height: z.number(),
    }),
  ),
});
export type TextLayer = z.infer<typeof TextLayerSchema>;
