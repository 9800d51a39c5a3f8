import type { AppError } from './app-error.js';
import type { ErrorCode } from './error-codes.js';

/**
 * Failures the spec shows as a prefix followed by the error text ("Failure prefixes" in
 * desktop-app.md): the headline says what failed, the detail says why, and an author
 * needs both to fix the cause (a missing reader build, a full disk, a locked file).
 */
export const FAILURE_PREFIX_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  // PDF conversion: which page or which tool failed, and how.
  'PDF_CONVERSION_FAILED',
  // HTML, then EXE, APP and APK, then WordPress (the publish plugins).
  'PUBLISH_HTML_FAILED',
  'PUBLISH_PACKAGE_FAILED',
  'PUBLISH_PLUGIN_FAILED',
  // Upload: why the upload task stopped.
  'UPLOAD_FAILED',
]);

/** The headline, followed by the error's detail when the error is one of the prefixed failures. */
export function withFailureDetail(headline: string, error: AppError): string {
  return FAILURE_PREFIX_CODES.has(error.code) && error.detail !== undefined && error.detail !== '' ? `${headline} ${error.detail}` : headline;
}
