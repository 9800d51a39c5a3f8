/**
 * The closed catalogue of errors that may cross a transport boundary.
 * Each code maps to an i18n key whose English text is the spec's exact message
 * (desktop-app.md section 8). Placeholders use the spec's %name% form.
 */
export const ERROR_CATALOGUE = {
  INCORRECT_FILE_FORMAT: 'errors.incorrectFileFormat',
  PDF_TOO_MANY_PAGES: 'errors.pdfTooManyPages',
  PDF_TOO_LARGE: 'errors.pdfTooLarge',
  PDF_CONVERSION_FAILED: 'errors.pdfConversionFailed',
  PDF_FILE_ERRORS: 'errors.pdfFileErrors',
  PASSWORD_REQUIRED: 'errors.passwordRequired',
  INCORRECT_PASSWORD: 'errors.incorrectPassword',
  IMAGE_FORMAT: 'errors.imageFormat',
  IMAGE_CONVERSION_FAILED: 'errors.imageConversionFailed',
  IMAGE_FORMAT_SOME: 'errors.imageFormatSome',
  LARGE_IMAGES: 'errors.largeImages',
  PAGE_RANGE_FORMAT: 'errors.pageRangeFormat',
  PAGE_RANGE_EMPTY: 'errors.pageRangeEmpty',
  TRIAL_PAGE_LIMIT: 'errors.trialPageLimit',
  QUALITY_OUT_OF_RANGE: 'errors.qualityOutOfRange',
  EXTERNAL_ENGINE_MISSING: 'errors.externalEngineMissing',
  MERGE_NO_FILES: 'errors.mergeNoFiles',
  MERGE_PASSWORD_PROTECTED: 'errors.mergePasswordProtected',
  MERGE_TOO_MANY_PAGES: 'errors.mergeTooManyPages',
  MERGE_TOO_LARGE: 'errors.mergeTooLarge',
  PAGE_NOT_FOUND: 'errors.pageNotFound',
  PROJECT_NOT_FOUND: 'errors.projectNotFound',
  PROJECT_SAVE_FAILED: 'errors.projectSaveFailed',
  READ_CONFIG_FAILED: 'errors.readConfigFailed',
  PUBLISH_HTML_FAILED: 'errors.publishHtmlFailed',
  PATH_EMPTY: 'errors.pathEmpty',
  PATH_FORMAT: 'errors.pathFormat',
  NO_PROJECT: 'errors.noProject',
  NO_PAGES: 'errors.noPages',
  BUSY: 'errors.busy',
  CANCELLED: 'errors.cancelled',
  INVALID_ARGUMENT: 'errors.requestError',
  UNKNOWN_METHOD: 'errors.requestError',
  UNAUTHORIZED: 'errors.requestError',
  NETWORK: 'errors.network',
  UNKNOWN: 'errors.unknown',
} as const;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}
