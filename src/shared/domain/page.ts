import { z } from 'zod';
import { PageLinkSchema } from './page-content.js';

/**
 * Asset keys name a stored blob inside a project, e.g. `pages/p7k2/thumb.webp`.
 * Hosts turn a key into a URL (HTTP: /assets/KEY, Electron: flipbook-asset://project/KEY).
 * Keys never contain `..` or a leading slash, so they cannot escape the store.
 */
export const AssetKeySchema = z
  .string()
  .min(1)
  .max(200)
  // One pattern, no refinement: a project's pages name three keys each, and a 1,000-page
  // project is checked on every open. A segment of `..` is refused by the lookahead.
  .regex(/^[A-Za-z0-9_-]+(?:\/(?!\.\.(?:\/|$))[A-Za-z0-9_.-]+)*$/, 'not an asset key (letters, digits, _ . - in /-separated parts, no ..)');
export type AssetKey = z.infer<typeof AssetKeySchema>;

/** The renditions of one page. Every page has all three; sizes differ per page. */
export const PageRenditionsSchema = z.object({
  thumb: AssetKeySchema,
  normal: AssetKeySchema,
  hd: AssetKeySchema,
});

/** Where a page came from, kept so that re-import and "info" can say so. */
export const PageSourceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('pdf'),
    file: z.string(),
    pageNumber: z.number().int().positive(),
    /** Which part of a cut wide page this is (widepage cut); absent for a whole page. */
    part: z.enum(['left', 'right']).optional(),
  }),
  z.object({ kind: z.literal('image'), file: z.string() }),
  z.object({ kind: z.literal('blank') }),
]);

/**
 * One book page. width and height are the pixel size of the normal rendition; the
 * aspect ratio is what the reader lays out, since pages in a book may differ in size.
 */
export const PageSchema = z.object({
  id: z.string().min(1).max(64),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  renditions: PageRenditionsSchema,
  source: PageSourceSchema,
  /** The page's text layer (a TextLayer JSON asset), when text extraction was on. */
  textLayer: AssetKeySchema.optional(),
  /** Clickable areas from the PDF's links, when link extraction was on. */
  links: z.array(PageLinkSchema).max(2000).optional(),
});
export type Page = z.infer<typeof PageSchema>;

/** A table-of-contents entry; page is 1-based. */
export interface TocEntry {
  title: string;
  page: number;
  url?: string | undefined;
  children: TocEntry[];
}
export const TocEntrySchema: z.ZodType<TocEntry> = z.lazy(() =>
  z.object({
    title: z.string().max(500),
    page: z.number().int().positive(),
    url: z.string().max(2000).optional(),
    children: z.array(TocEntrySchema),
  }),
);
