import type { ErrorCode } from '../../../shared/errors/error-codes.js';

// pdf.js's PasswordException codes (PasswordResponses in its API).
const NEED_PASSWORD = 1;
const INCORRECT_PASSWORD = 2;

/**
 * Maps a failure to open a document to the spec's error. pdf.js reports its own
 * exceptions by name, which survives its internal worker boundary where classes do not.
 */
export function openFailureCode(error: unknown): ErrorCode {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  if (name === 'PasswordException') {
    if (code === NEED_PASSWORD) return 'PASSWORD_REQUIRED';
    if (code === INCORRECT_PASSWORD) return 'INCORRECT_PASSWORD';
  }
  return 'PDF_FILE_ERRORS';
}

/** A one-line technical description of a failure, for an AppError's detail. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
