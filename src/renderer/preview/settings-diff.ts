/** One setting the preview must change: its new value, or null when the key was removed (back to its default). */
export interface SettingChange {
  key: string;
  value: unknown;
}

/**
 * The settings that differ between what the preview shows and the book now, one change per
 * key, so the reader applies an edit at once instead of reloading the whole book. A removed
 * key is sent as null, which the reader takes as "use the default". Values are compared by
 * their JSON, so a structured setting rebuilt with the same content is not sent again.
 */
export function diffSettings(shown: Readonly<Record<string, unknown>>, now: Readonly<Record<string, unknown>>): SettingChange[] {
  return rawDiff(shown, now).filter((change) => !PREVIEW_MESSAGE_KEYS.has(change.key));
}

/** Keys the preview message uses for the whole book and its title; a setting so named is never sent as one. */
const PREVIEW_MESSAGE_KEYS: ReadonlySet<string> = new Set(['book', 'title']);

function rawDiff(shown: Readonly<Record<string, unknown>>, now: Readonly<Record<string, unknown>>): SettingChange[] {
  const changes: SettingChange[] = [];
  for (const [key, value] of Object.entries(now)) {
    if (!Object.hasOwn(shown, key) || !sameValue(shown[key], value)) changes.push({ key, value: value === undefined ? null : value });
  }
  for (const key of Object.keys(shown)) {
    if (!Object.hasOwn(now, key)) changes.push({ key, value: null });
  }
  return changes;
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
