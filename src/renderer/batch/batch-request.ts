import type { BatchStartArg } from '../../shared/api/batch-api.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { BatchChoices } from '../../shared/prefs/batch-prefs.js';
import { findProblems, hasProblems, toImportOptions } from '../import/import-choices.js';

/** One thing the user added: a PDF file, or a folder (each PDF inside a task, a folder of images one book). */
export interface BatchInput {
  path: string;
  kind: 'file' | 'folder';
}

/** The list with these paths added at the end; a path already listed is not added twice. */
export function addInputs(current: readonly BatchInput[], paths: readonly string[], kind: BatchInput['kind']): BatchInput[] {
  const known = new Set(current.map((input) => input.path));
  const added: BatchInput[] = [];
  for (const path of paths) {
    if (path.trim() === '' || known.has(path)) continue;
    known.add(path);
    added.push({ path, kind });
  }
  return [...current, ...added];
}

export function removeInput(current: readonly BatchInput[], path: string): BatchInput[] {
  return current.filter((input) => input.path !== path);
}

/**
 * The import choices a batch uses: the panel's, over every page. One range rarely fits
 * different books, and the panel offers none, so a range left in the import panel's
 * remembered choices must not cut every book of the batch.
 */
function batchImportChoices(form: BatchForm): BatchChoices['import'] {
  return { ...form.choices.import, rangeMode: 'all' };
}

/** The whole batch's settings as the panel holds them; the APK password is typed for each run, never remembered. */
export interface BatchForm {
  choices: BatchChoices;
  apkPassword: string;
}

/**
 * Why the batch cannot start yet: an AppError the engine would answer too, or an i18n key
 * for what only the panel checks. Null when Start may be pressed.
 */
export function batchProblem(inputs: readonly BatchInput[], form: BatchForm): AppError | { key: string } | null {
  if (inputs.length === 0) return new AppError('BATCH_NO_INPUTS');
  if (form.choices.outDir.trim() === '') return new AppError('PATH_EMPTY');
  if (hasProblems(findProblems(batchImportChoices(form)))) return { key: 'batch.importProblem' };
  if (form.choices.format === 'apk') {
    if (form.choices.apk.keystorePath.trim() === '') return { key: 'batch.apk.keystoreRequired' };
    if (form.choices.apk.appIdPrefix.trim() === '') return { key: 'batch.apk.prefixRequired' };
  }
  return null;
}

/** batch.start's argument for valid inputs and settings (see batchProblem); the caller adds the job id. */
export function buildStartArg(inputs: readonly BatchInput[], form: BatchForm): Omit<BatchStartArg, 'jobId'> {
  const { choices } = form;
  const arg: Omit<BatchStartArg, 'jobId'> = {
    inputs: inputs.map((input) => input.path),
    outDir: choices.outDir.trim(),
    format: choices.format,
    options: toImportOptions(batchImportChoices(form)),
  };
  const template = choices.template.trim();
  if (template !== '') arg.template = template;
  if (choices.format === 'apk') {
    arg.apk = { keystorePath: choices.apk.keystorePath.trim(), keystorePassword: form.apkPassword, appIdPrefix: choices.apk.appIdPrefix.trim() };
  }
  return arg;
}
