import { z } from 'zod';
import { localPath } from '../validation/local-path.js';
import { JOB_ID_FIELD } from '../jobs/job-id.js';
import { defineMethods } from './define.js';

/**
 * The author's HTML publish settings (title, keywords, description, tracking script) and
 * the search-engine text option. Every field is optional: an empty or missing title,
 * keywords or description falls back to the book's own. The tracking script is the
 * author's own markup and goes into the page head verbatim (docs/decisions/0070).
 */
export const HtmlPublishOptionsSchema = z.object({
  title: z.string().max(1000).optional(),
  keywords: z.string().max(4000).optional(),
  description: z.string().max(10_000).optional(),
  trackingScript: z.string().max(200_000).optional(),
  /** Also write a plain HTML text version, one page per book page, for search engines. */
  seoText: z.boolean().optional(),
});
export type HtmlPublishOptions = z.infer<typeof HtmlPublishOptionsSchema>;

/** Publishing writes a finished book; the project itself is never changed by it. */
export const publishMethods = defineMethods({
  'publish.html': {
    arg: z.object({ outDir: localPath(0), ...HtmlPublishOptionsSchema.shape, ...JOB_ID_FIELD }).strict(),
    result: z.object({
      outDir: z.string(),
      indexPath: z.string(),
      pageCount: z.number().int().nonnegative(),
    }),
  },
});
