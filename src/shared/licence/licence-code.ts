import { BASE32_ALPHABET, base32Value, checkCharacter } from './base32.js';

/** A licence code: 24 random base32 characters and a check character, in five groups of five. */
export const LICENCE_CODE_BODY_LENGTH = 24;
const GROUP = 5;

/** Groups 25 characters as XXXXX-XXXXX-XXXXX-XXXXX-XXXXX. */
function grouped(chars: string): string {
  return chars.match(new RegExp(`.{1,${GROUP}}`, 'g'))?.join('-') ?? chars;
}

/**
 * The canonical form of what a user typed (spaces, dashes and case ignored; I, L and O read
 * as 1, 1 and 0), or null when it is not a licence code: "Please enter a valid registration
 * code!" is shown before any call is made.
 */
export function normaliseLicenceCode(typed: string): string | null {
  if (typed.length > 100) return null;
  const chars = typed.replace(/[\s-]/g, '');
  if (chars.length !== LICENCE_CODE_BODY_LENGTH + 1) return null;
  let canonical = '';
  for (const char of chars) {
    const value = base32Value(char);
    if (value < 0) return null;
    canonical += BASE32_ALPHABET[value];
  }
  const body = canonical.slice(0, LICENCE_CODE_BODY_LENGTH);
  if (checkCharacter(body) !== canonical.slice(LICENCE_CODE_BODY_LENGTH)) return null;
  return grouped(canonical);
}

/** A licence code from random values (one per character of the body), for the service's mint. */
export function licenceCodeFromRandom(values: Uint8Array): string {
  if (values.length < LICENCE_CODE_BODY_LENGTH) throw new Error(`need ${LICENCE_CODE_BODY_LENGTH} random bytes`);
  let body = '';
  for (let index = 0; index < LICENCE_CODE_BODY_LENGTH; index++) body += BASE32_ALPHABET[(values[index] as number) & 31];
  return grouped(body + checkCharacter(body));
}

/** The code as the registration panel shows it: only the last group readable. */
export function maskLicenceCode(code: string): string {
  return code.replace(/[0-9A-Z](?=[0-9A-Z-]{5,})/g, '•');
}
