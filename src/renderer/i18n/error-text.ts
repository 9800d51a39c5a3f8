import type { TFunction } from 'i18next';
import { AppError, fillPlaceholders } from '../../shared/errors/app-error.js';
import { withFailureDetail } from '../../shared/errors/failure-prefix.js';

/**
 * The translated text of any failure. Catalogue messages keep the spec's %name% form,
 * so they are filled here rather than with i18next's {{name}} interpolation. PDF
 * conversion, publish and upload failures are followed by their error text (the spec's
 * failure prefixes, failure-prefix.ts).
 */
export function errorText(t: TFunction, error: unknown): string {
  const appError = AppError.from(error);
  const template = t(appError.messageKey, { defaultValue: appError.message });
  return withFailureDetail(fillPlaceholders(template, appError.params), appError);
}
