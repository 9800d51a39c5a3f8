import { QUALITY_LIMITS, type ImportOptions } from '../../shared/domain/import-options.js';
import { AppError } from '../../shared/errors/app-error.js';
import { checkPageRangeFormat } from '../../shared/validation/page-range.js';
import { DEFAULT_QUALITY_PRESET, QUALITY_PRESETS, QUALITY_SETTINGS, type QualitySetting } from '../../shared/validation/page-quality.js';
import { ImportChoicesSchema, type ImportChoices } from '../../shared/prefs/import-prefs.js';
import { readChoice, rememberedChoices, writeChoice, type ChoiceStore } from '../state/remembered-choices.js';

export type { ImportChoices };

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

/** The user's last choices become the next defaults; anything unreadable falls back to the defaults. */
export function loadImportChoices(store: ChoiceStore | undefined = rememberedChoices()): ImportChoices {
  return readChoice(store, 'importChoices', ImportChoicesSchema, DEFAULT_IMPORT_CHOICES);
}

export function saveImportChoices(choices: ImportChoices, store: ChoiceStore | undefined = rememberedChoices()): void {
  writeChoice(store, 'importChoices', choices);
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
