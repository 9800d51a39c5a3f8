import { createHash, randomInt } from 'node:crypto';

/**
 * A short id that stays with one project file for life (issue 21, decision 0229). Plug-in
 * names carry it, so two books never share a plug-in folder and republishing a project
 * updates its own plug-in. Lower-case letters and digits only: it goes into folder names,
 * PHP identifiers and Drupal machine names as it is.
 */
export const BOOK_ID_PATTERN = /^[a-z0-9]{6}$/;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const LENGTH = 6;

/** A new random id: 36^6 (about two billion) values, so two books of one site never meet. */
export function newBookId(): string {
  let id = '';
  for (let i = 0; i < LENGTH; i += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

/**
 * The id of an old project that cannot be given one because its file is read-only: derived
 * from the stored document, which cannot change while the file stays read-only, so every
 * publish of it still names the same plug-in.
 */
export function derivedBookId(seed: string): string {
  const digest = createHash('sha256').update(seed).digest();
  let id = '';
  for (let i = 0; i < LENGTH; i += 1) id += ALPHABET[(digest[i] ?? 0) % ALPHABET.length];
  return id;
}
