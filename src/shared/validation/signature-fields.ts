import type { ErrorCode } from '../errors/error-codes.js';

/** A signature must be at least this long (the spec suggests six digits). */
export const SIGNATURE_PASSWORD_MIN_LENGTH = 6;
/** Validity is in whole years; the cap keeps dates inside what X.509 tools handle. */
export const SIGNATURE_MAX_VALIDITY_YEARS = 100;
/** Each subject field of the certificate (an X.509 name part) stays short. */
export const SIGNATURE_FIELD_MAX_LENGTH = 64;

/** What the "Create signature" panel asks for. Optional fields may be empty. */
export interface SignatureFields {
  name: string;
  validityYears: number;
  password: string;
  confirmPassword: string;
  unit?: string;
  organization?: string;
  city?: string;
  state?: string;
  countryCode?: string;
}

export function isValidValidity(years: number): boolean {
  return Number.isInteger(years) && years >= 1 && years <= SIGNATURE_MAX_VALIDITY_YEARS;
}

/** An ISO 3166 alpha-2 code such as US; empty means none. */
export function isValidCountryCode(code: string): boolean {
  return code === '' || /^[A-Za-z]{2}$/.test(code);
}

/** The spec's signature rules, in the order it lists them; null when they all pass. */
export function signatureProblem(fields: Pick<SignatureFields, 'validityYears' | 'password' | 'confirmPassword'>): ErrorCode | null {
  if (fields.password.length < SIGNATURE_PASSWORD_MIN_LENGTH) return 'SIGNATURE_PASSWORD_SHORT';
  if (fields.password !== fields.confirmPassword) return 'PASSWORDS_DO_NOT_MATCH';
  if (!isValidValidity(fields.validityYears)) return 'SIGNATURE_VALIDITY';
  return null;
}
