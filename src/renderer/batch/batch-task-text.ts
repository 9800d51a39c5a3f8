import type { TFunction } from 'i18next';
import type { BatchTask } from '../../shared/api/batch-api.js';
import { AppError } from '../../shared/errors/app-error.js';
import { errorText } from '../i18n/error-text.js';

/**
 * A failed task's line: the spec's "Batch conversion failed" followed by the reason, in the
 * user's language, since the bare headline would leave the author guessing which file is
 * wrong and why. Empty for a task that did not fail.
 */
export function taskFailureText(t: TFunction, task: BatchTask): string {
  if (task.state !== 'failed') return '';
  const headline = t('errors.batchFailed');
  if (task.error === undefined) return headline;
  return t('batch.failedWith', { headline, reason: errorText(t, AppError.fromJSON(task.error)) });
}
