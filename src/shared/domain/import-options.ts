import { z } from 'zod';
import { localPath } from '../validation/local-path.js';

/**
 * Page quality as the import panel offers it (desktop-app.md sections 3 and 9).
 * definition is the image quality (80-95), maxEdge the longest edge of the HD rendition in
 * pixels (450-3200), dpi the resolution pages are rendered at (72-320). The arg schema only
 * bounds them loosely: the import handler refuses out-of-range values with a clear message
 * (QUALITY_OUT_OF_RANGE) rather than a generic request error.
 */
export const QUALITY_PRESET_NAMES = ['fhd', 'hd', 'shd', 'custom'] as const;
export type QualityPresetName = (typeof QUALITY_PRESET_NAMES)[number];

export const PageQualitySchema = z
  .object({
    preset: z.enum(QUALITY_PRESET_NAMES),
    definition: z.number().int().min(0).max(1000).optional(),
    maxEdge: z.number().int().min(0).max(100000).optional(),
    dpi: z.number().int().min(0).max(10000).optional(),
  })
  .strict();
export type PageQuality = z.infer<typeof PageQualitySchema>;

/** The limits of the custom quality fields; the spec's numbers. */
export const QUALITY_LIMITS = {
  definition: { min: 80, max: 95 },
  maxEdge: { min: 450, max: 3200 },
  dpi: { min: 72, max: 320 },
} as const;

/** Widepage cut: see docs/decisions/0003-widepage-cut.md for what each mode does. */
export const CUT_MODES = ['none', 'auto', '1', '2', '3'] as const;
export type CutMode = (typeof CUT_MODES)[number];

export const RENDER_ENGINES = ['inner', 'external'] as const;
export type RenderEngine = (typeof RENDER_ENGINES)[number];

/** Everything the import panel and `flipbook convert` can choose. Every field has a default. */
export const ImportOptionsSchema = z
  .object({
    /** "all", or a custom range such as "1,5-8,20" (validated by parsePageRange). */
    pageRange: z.string().max(2000).optional(),
    extract: z
      .object({ toc: z.boolean().optional(), links: z.boolean().optional(), text: z.boolean().optional() })
      .strict()
      .optional(),
    engine: z.enum(RENDER_ENGINES).optional(),
    /** Folder holding pdftoppm or mutool, when they are not on PATH. */
    externalEngineDir: localPath(0, 'engine-folder').optional(),
    cut: z.enum(CUT_MODES).optional(),
    quality: PageQualitySchema.optional(),
  })
  .strict();
export type ImportOptions = z.infer<typeof ImportOptionsSchema>;
