import type { ErrorCode } from '../errors/error-codes.js';

/** The spec's licence verification codes (desktop-app.md section 8), by the app's error code. */
export const LICENCE_ERROR_NUMBERS = {
  LICENCE_MAC_MISMATCH: 1,
  LICENCE_TIMESTAMP: 2,
  LICENCE_MODIFIED: 3,
  VERIFICATION_FILE_MISSING: 4,
  VERIFICATION_FILE_PARSE: 5,
  LICENCE_NETWORK: 9,
  LICENCE_SERVER_FAILED: 10,
  LICENCE_FILE_MISSING: 101,
  LICENCE_DECRYPT: 105,
  LICENCE_CODE_PARSE: 106,
  LICENCE_EXPIRED: 107,
  LICENCE_REVOKED: 108,
  LICENCE_PARAMETER: 401,
  LICENCE_CODE_ERROR: 402,
  LICENCE_REGISTER_FAIL_1: 403,
  LICENCE_ACTIVATION_LIMIT: 404,
  LICENCE_REGISTER_FAIL_2: 405,
  LICENCE_CODE_USED: 406,
  LICENCE_CODE_EXPIRED: 407,
} as const satisfies Partial<Record<ErrorCode, number>>;

export type LicenceErrorCode = keyof typeof LICENCE_ERROR_NUMBERS;

/** The spec's number for an error, or null when it is not a licence error. */
export function licenceErrorNumber(code: ErrorCode): number | null {
  return Object.hasOwn(LICENCE_ERROR_NUMBERS, code) ? LICENCE_ERROR_NUMBERS[code as LicenceErrorCode] : null;
}
