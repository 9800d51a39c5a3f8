import { QUALITY_LIMITS, type PageQuality, type QualityPresetName } from '../domain/import-options.js';
import { AppError } from '../errors/app-error.js';

/** The three numbers every page quality comes down to. */
export interface ResolvedQuality {
  /** WebP quality of the normal and HD renditions, 80-95. */
  definition: number;
  /** The HD rendition's longest edge never exceeds this many pixels (450-3200). */
  maxEdge: number;
  /** PDF pages are rendered at this resolution, before the maxEdge cap (72-320). */
  dpi: number;
}

/** A custom quality field, named as its i18n key under `import.quality.*`. */
export type QualitySetting = keyof typeof QUALITY_LIMITS;
export const QUALITY_SETTINGS: readonly QualitySetting[] = ['definition', 'maxEdge', 'dpi'];

/**
 * The named presets (docs/decisions/0004-page-quality.md). HD is the small, fast one;
 * FHD, the default, keeps body text crisp when zoomed on a laptop screen; SHD is the
 * sharpest, for fine print and large monitors.
 */
export const QUALITY_PRESETS: Record<Exclude<QualityPresetName, 'custom'>, ResolvedQuality> = {
  hd: { definition: 80, maxEdge: 1600, dpi: 150 },
  fhd: { definition: 85, maxEdge: 2400, dpi: 220 },
  shd: { definition: 92, maxEdge: 3200, dpi: 300 },
};

/** The quality used when the user chooses none. */
export const DEFAULT_QUALITY_PRESET = 'fhd';

/**
 * Refuses a custom value outside the spec's range with QUALITY_OUT_OF_RANGE, whose
 * `setting` parameter is the field's i18n key name. Values given with a named preset are
 * checked too, so a bad number is never silently accepted.
 */
export function checkQuality(quality: PageQuality | undefined): void {
  if (!quality) return;
  for (const setting of QUALITY_SETTINGS) {
    const value = quality[setting];
    if (value === undefined) continue;
    const { min, max } = QUALITY_LIMITS[setting];
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new AppError('QUALITY_OUT_OF_RANGE', { setting, min, max }, `${setting} was ${value}`);
    }
  }
}

/**
 * The definition, max edge and DPI a quality choice stands for. A named preset is its
 * fixed values; custom takes each given field and the default preset's value for any
 * field left out, so changing only the DPI keeps the rest as the user last saw them.
 */
export function resolveQuality(quality?: PageQuality): ResolvedQuality {
  checkQuality(quality);
  const preset = quality?.preset ?? DEFAULT_QUALITY_PRESET;
  if (preset !== 'custom') return { ...QUALITY_PRESETS[preset] };
  const base = QUALITY_PRESETS[DEFAULT_QUALITY_PRESET];
  return {
    definition: quality?.definition ?? base.definition,
    maxEdge: quality?.maxEdge ?? base.maxEdge,
    dpi: quality?.dpi ?? base.dpi,
  };
}
