import { z } from 'zod';
import { CUT_MODES, QUALITY_LIMITS, QUALITY_PRESET_NAMES, RENDER_ENGINES, type ImportOptions } from '../../shared/domain/import-options.js';
import { AppError } from '../../shared/errors/app-error.js';
import { checkPageRangeFormat } from '../../shared/validation/page-range.js';
import { DEFAULT_QUALITY_PRESET, QUALITY_PRESETS, QUALITY_SETTINGS, type QualitySetting } from '../../shared/validation/page-quality.js';

/**
 * The import panel's form as the user left it. Number fields are kept as typed text, so a
 * half-typed "3" on its way to "320" is shown as it is and flagged, never silently changed.
 */
export const ImportChoicesSchema = z.object({
  rangeMode: z.enum(['all', 'custom']),
  customRange: z.string().max(2000),
  extract: z.object({ toc: z.boolean(), links: z.boolean(), text: z.boolean() }),
  engine: z.enum(RENDER_ENGINES),
  externalEngineDir: z.string().max(4096),
  cut: z.enum(CUT_MODES),
  preset: z.enum(QUALITY_PRESET_NAMES),
  custom: z.object({ definition: z.string().max(10), maxEdge: z.string().max(10), dpi: z.string().max(10) }),
});
export type ImportChoices = z.infer<typeof ImportChoicesSchema>;

const base = QUALITY_PRESETS[DEFAULT_QUALITY_PRESET];

/** What a first import offers: every page, everything extracted, the fast engine, no cut. */
export const DEFAULT_IMPORT_CHOICES: ImportChoices = {
  rangeMode: 'all',
  customRange: '',
  extract: { toc: true, links: true, text: true },
  engine: 'inner',
  externalEngineDir: '',
  cut: 'none',
  preset: DEFAULT_QUALITY_PRESET,
  custom: { definition: String(base.definition), maxEdge: String(base.maxEdge), dpi: String(base.dpi) },
};

const STORAGE_KEY = 'flipbook.importChoices';

/** The user's last choices become the next defaults; anything unreadable falls back to the defaults. */
export function loadImportChoices(storage: Pick<Storage, 'getItem'> | undefined = globalStorage()): ImportChoices {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (raw === null || raw === undefined) return DEFAULT_IMPORT_CHOICES;
    const parsed = ImportChoicesSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_IMPORT_CHOICES;
  } catch {
    return DEFAULT_IMPORT_CHOICES;
  }
}

export function saveImportChoices(choices: ImportChoices, storage: Pick<Storage, 'setItem'> | undefined = globalStorage()): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(choices));
  } catch {
    // A full or disabled storage only costs the remembered defaults.
  }
}

function globalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** What is wrong with the form right now; empty when it may be submitted. */
export interface ChoiceProblems {
  range: AppError | null;
  quality: Partial<Record<QualitySetting, AppError>>;
}

/** Checks the form with the same validators the engine uses, so the panel refuses what the engine would. */
export function findProblems(choices: ImportChoices): ChoiceProblems {
  let range: AppError | null = null;
  if (choices.rangeMode === 'custom') {
    try {
      checkPageRangeFormat(choices.customRange);
    } catch (error) {
      range = AppError.from(error);
    }
  }
  const quality: ChoiceProblems['quality'] = {};
  if (choices.preset === 'custom') {
    for (const setting of QUALITY_SETTINGS) {
      const { min, max } = QUALITY_LIMITS[setting];
      const text = choices.custom[setting].trim();
      const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
      if (!(value >= min && value <= max)) quality[setting] = new AppError('QUALITY_OUT_OF_RANGE', { setting, min, max });
    }
  }
  return { range, quality };
}

export function hasProblems(problems: ChoiceProblems): boolean {
  return problems.range !== null || Object.keys(problems.quality).length > 0;
}

/** The contract's ImportOptions for valid choices. */
export function toImportOptions(choices: ImportChoices): ImportOptions {
  const options: ImportOptions = {
    pageRange: choices.rangeMode === 'all' ? 'all' : choices.customRange.trim(),
    extract: { ...choices.extract },
    engine: choices.engine,
    cut: choices.cut,
    quality:
      choices.preset === 'custom'
        ? {
            preset: 'custom',
            definition: Number(choices.custom.definition),
            maxEdge: Number(choices.custom.maxEdge),
            dpi: Number(choices.custom.dpi),
          }
        : { preset: choices.preset },
  };
  const dir = choices.externalEngineDir.trim();
  if (choices.engine === 'external' && dir !== '') options.externalEngineDir = dir;
  return options;
}
