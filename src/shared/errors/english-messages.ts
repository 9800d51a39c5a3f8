import type { ErrorCode } from './error-codes.js';

/**
 * English text for each error, used where no i18n instance is at hand (the CLI, logs,
 * the `message` field of a serialised error). These strings are the spec's, letter for letter,
 * and the `en` locale file must agree with them (a test checks).
 */
export const ENGLISH_ERROR_MESSAGES: Record<ErrorCode, string> = {
  INCORRECT_FILE_FORMAT: 'Incorrect file format!',
  PDF_TOO_MANY_PAGES: 'The imported PDF should be within %pdfLength% pages!',
  PDF_TOO_LARGE: 'The PDF file should be less than %pdfSize%!',
  PDF_CONVERSION_FAILED: 'PDF conversion failed!',
  PDF_FILE_ERRORS: 'Files containing errors cannot be converted correctly',
  PASSWORD_REQUIRED: 'This PDF is protected. Please enter its password.',
  INCORRECT_PASSWORD: 'Incorrect Password!',
  IMAGE_FORMAT: 'Only support JPG/JPEG/PNG/BMP format!',
  IMAGE_CONVERSION_FAILED: 'Image conversion failed!',
  PROJECT_NOT_FOUND: 'Project file does not exist!',
  PROJECT_SAVE_FAILED: 'Failed to save project!',
  READ_CONFIG_FAILED: 'Failed to read the configuration!',
  PUBLISH_HTML_FAILED: 'Publish HTML format failed!',
  PATH_EMPTY: 'Path cannot be empty!',
  PATH_FORMAT: 'Incorrect path format!',
  NO_PROJECT: 'No project is open.',
  NO_PAGES: 'The book has no pages yet. Import a PDF or images first.',
  BUSY: 'Another task is still running. Wait for it to finish or cancel it.',
  CANCELLED: 'Cancelled.',
  INVALID_ARGUMENT: 'Request Error',
  UNKNOWN_METHOD: 'Request Error',
  UNAUTHORIZED: 'Request Error',
  NETWORK: 'Network Error!',
  UNKNOWN: 'Unknown Error',
};
