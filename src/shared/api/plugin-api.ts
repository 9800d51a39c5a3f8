import { z } from 'zod';
import { localPath } from '../validation/local-path.js';
import { JOB_ID_FIELD } from '../jobs/job-id.js';
import { defineMethods } from './define.js';

/** The content-management systems a book can be published for, as an installable plug-in. */
export const PLUGIN_FORMATS = ['wordpress', 'joomla', 'drupal'] as const;
export type PluginFormat = (typeof PLUGIN_FORMATS)[number];

/** Each format's name as people write it, e.g. in "Failed to publish the WordPress plug-in!". */
export const PLUGIN_FORMAT_LABELS: Readonly<Record<PluginFormat, string>> = { wordpress: 'WordPress', joomla: 'Joomla', drupal: 'Drupal' };

/** Bounds of the embedded flipbook's default size, in CSS pixels. */
export const PLUGIN_SIZE = { min: 100, max: 10_000 } as const;

/** The embed's size when the author sets none. */
export const DEFAULT_PLUGIN_SIZE = { width: 800, height: 600 } as const;

const Size = z.number().int().min(PLUGIN_SIZE.min).max(PLUGIN_SIZE.max);

/**
 * The plug-in panel of the spec: the embed's default width and height, the book page's
 * title, keywords and description (empty falls back to the book's), the author's added
 * scripts (trusted markup, printed only where the flipbook is shown), the flipbook title
 * (the plug-in's name; the plug-in's folder and PHP names are derived from it) and the
 * search-engine text option. `outFile` must end in .zip.
 */
export const PluginPublishArgSchema = z
  .object({
    ...JOB_ID_FIELD,
    format: z.enum(PLUGIN_FORMATS),
    outFile: localPath(0),
    width: Size,
    height: Size,
    title: z.string().max(1000).optional(),
    keywords: z.string().max(4000).optional(),
    description: z.string().max(10_000).optional(),
    scripts: z.string().max(200_000).optional(),
    flipbookTitle: z.string().max(200).optional(),
    seoText: z.boolean().optional(),
  })
  .strict();
export type PluginPublishArg = z.infer<typeof PluginPublishArgSchema>;

export const pluginMethods = defineMethods({
  /** Writes one installable plug-in zip holding the published book; a failure leaves no zip. */
  'publish.plugin': {
    arg: PluginPublishArgSchema,
    result: z.object({
      outFile: z.string(),
      format: z.enum(PLUGIN_FORMATS),
      /** The plug-in's folder (WordPress, Drupal) or module name (Joomla) inside the zip. */
      slug: z.string(),
      pageCount: z.number().int().nonnegative(),
      /** The zip's size in bytes, given with the install advice (a stock PHP refuses uploads over 2 MB). */
      bytes: z.number().int().nonnegative(),
    }),
  },
});
