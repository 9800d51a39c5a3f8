/**
 * The same name typed twice with different case or spacing is the same user. Kept apart
 * from the settings schema so the reader can use it without bundling zod.
 */
export function normaliseUserName(user: string): string {
  return user.normalize('NFC').trim().toLowerCase();
}
