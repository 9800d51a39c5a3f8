import { z } from 'zod';
import { CUT_MODES, QUALITY_PRESET_NAMES, RENDER_ENGINES } from '../domain/import-options.js';

/**
 * The import panel's form as the user left it. Number fields are kept as typed text, so a
 * half-typed "3" on its way to "320" is shown as it is and flagged, never silently changed.
 */
export const ImportChoicesSchema = z
  .object({
    rangeMode: z.enum(['all', 'custom']),
    customRange: z.string().max(2000),
    extract: z.object({ toc: z.boolean(), links: z.boolean(), text: z.boolean() }).strict(),
    engine: z.enum(RENDER_ENGINES),
    externalEngineDir: z.string().max(4096),
    cut: z.enum(CUT_MODES),
    preset: z.enum(QUALITY_PRESET_NAMES),
    custom: z.object({ definition: z.string().max(10), maxEdge: z.string().max(10), dpi: z.string().max(10) }).strict(),
  })
  .strict();
export type ImportChoices = z.infer<typeof ImportChoicesSchema>;
