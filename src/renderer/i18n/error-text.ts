import type { TFunction } from 'i18next';
import { AppError, fillPlaceholders } from '../../shared/errors/app-error.js';

/**
 * The translated text of any failure. Catalogue messages keep the spec's %name% form,
 * so they are filled here rather than with i18next's {{name}} interpolation.
 */
export function errorText(t: TFunction, error: unknown): string {
  const appError = AppError.from(error);
  const template = t(appError.messageKey, { defaultValue: appError.message });
  return fillPlaceholders(template, appError.params);
}
