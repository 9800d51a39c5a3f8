/**
 * How a settings patch applies to a book's settings, in the engine and in the editor alike:
 * keys merge one by one (so one control never wipes the others), and a key patched to null
 * is removed, so the setting falls back to its default. JSON has no `undefined`, which is
 * why removal travels as null.
 */
export function mergeSettingsPatch(settings: Readonly<Record<string, unknown>>, patch: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const next: Record<string, unknown> = { ...settings };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === undefined) delete next[key];
    else next[key] = value;
  }
  return next;
}
