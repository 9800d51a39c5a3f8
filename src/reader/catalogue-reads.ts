import { settingEntry } from '../shared/settings/catalogue.js';
import { isSafeUrl } from '../shared/settings/media-kinds.js';
import type { SettingEntry } from '../shared/settings/setting-types.js';

/**
 * The reader reads each setting it applies through the settings catalogue, so a default or a
 * range is written once (src/shared/settings) and the published book cannot drift from the
 * editor. The catalogue is already in the reader's bundle (appearance-vars.ts), so this
 * costs no bytes. A missing or malformed value takes the catalogue's default.
 */

type Raw = Readonly<Record<string, unknown>>;

function entryOf<T extends SettingEntry['type']>(key: string, type: T): Extract<SettingEntry, { type: T }> {
  const entry = settingEntry(key);
  // Only a misspelt key in the reader's own code gets here; settings-catalogue.test.ts names it.
  if (entry?.type !== type) throw new Error(`${key} is not a ${type} setting of the catalogue`);
  return entry as Extract<SettingEntry, { type: T }>;
}

/** The default of a setting stored as text (a text, a media file or a link). */
function textDefault(key: string): string {
  const fallback = settingEntry(key)?.default;
  if (typeof fallback !== 'string') throw new Error(`${key} is not a text setting of the catalogue`);
  return fallback;
}

export function flagAt(raw: Raw, key: string): boolean {
  const value = raw[key];
  return typeof value === 'boolean' ? value : entryOf(key, 'bool').default;
}

/**
 * A number within the catalogue's range, or its special value (-1 = forever). Whole-number
 * settings (a step of 1: counts) are rounded rather than refused, as the reader always did.
 * `cap` keeps a value above the range usable at the maximum (a flip time of 30 for 3)
 * instead of dropping it to the default; validation still reports it to the author.
 */
export function numberAt(raw: Raw, key: string, options: { cap?: boolean } = {}): number {
  const entry = entryOf(key, 'number');
  const value = raw[key];
  if (entry.special !== undefined && value === entry.special) return entry.special;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < entry.min) return entry.default;
  if (value > entry.max) return options.cap === true ? entry.max : entry.default;
  return Number.isInteger(entry.step) ? Math.round(value) : value;
}

/** One of the catalogue's choices; the caller names the union of the choices it implements. */
export function choiceAt<T extends string | number>(raw: Raw, key: string): T {
  const entry = entryOf(key, 'choice');
  const value = raw[key];
  return (entry.choices.some((choice) => choice === value) ? value : entry.default) as T;
}

/** Any text as it is; a length above the catalogue's limit is validation's to report, not the reader's to drop. */
export function textAt(raw: Raw, key: string): string {
  const value = raw[key];
  return typeof value === 'string' ? value : textDefault(key);
}

/** A web or relative link, trimmed; anything else (javascript:, data:) takes the default. */
export function urlAt(raw: Raw, key: string): string {
  return safeUrl(raw[key]) ?? textDefault(key);
}

/** A link the reader may follow or load, trimmed, or undefined. */
export function safeUrl(value: unknown): string | undefined {
  return typeof value === 'string' && isSafeUrl(value.trim()) ? value.trim() : undefined;
}

/** The default of a record the editor edits in its own panel (about). */
export function recordDefault(key: string): Readonly<Record<string, string>> {
  const fallback = entryOf(key, 'structured').default;
  if (Array.isArray(fallback)) throw new Error(`${key} is not a record setting of the catalogue`);
  return fallback as Readonly<Record<string, string>>;
}
