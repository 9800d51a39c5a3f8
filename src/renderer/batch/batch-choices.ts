import { BatchChoicesSchema, type BatchChoices } from '../../shared/prefs/batch-prefs.js';
import { DEFAULT_IMPORT_CHOICES, loadImportChoices } from '../import/import-choices.js';
import { readChoice, rememberedChoices, writeChoice, type ChoiceStore } from '../state/remembered-choices.js';

/**
 * A first batch: HTML books, no template, and the import panel's own last choices, since an
 * author who tuned quality or cut for one PDF most likely wants the same for many.
 */
export function defaultBatchChoices(outDir: string, store: ChoiceStore | undefined = rememberedChoices()): BatchChoices {
  return { format: 'html', outDir, template: '', import: store === undefined ? DEFAULT_IMPORT_CHOICES : loadImportChoices(store), apk: { keystorePath: '', appIdPrefix: '' } };
}

/** The last batch's settings, or the defaults (with `outDir` suggested) when none are remembered or readable. */
export function loadBatchChoices(outDir: string, store: ChoiceStore | undefined = rememberedChoices()): BatchChoices {
  return readChoice(store, 'batchChoices', BatchChoicesSchema, defaultBatchChoices(outDir, store));
}

export function saveBatchChoices(choices: BatchChoices, store: ChoiceStore | undefined = rememberedChoices()): void {
  writeChoice(store, 'batchChoices', choices);
}
