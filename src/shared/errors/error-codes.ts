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
