import { DESIGN_SETTING_KEYS } from '../design/design-ids.js';
import { BEHAVIOUR_SETTINGS } from './catalogue-behaviour.js';
import { BUTTON_SETTINGS } from './catalogue-buttons.js';
import { DISPLAY_SETTINGS } from './catalogue-display.js';
import { LOOK_SETTINGS } from './catalogue-look.js';
import { SETTING_GROUPS, type SettingEntry, type SettingGroup } from './setting-types.js';

/** Every book setting the editor generates a control for or knows the shape of, in display order. */
export const SETTINGS_CATALOGUE: readonly SettingEntry[] = [...LOOK_SETTINGS, ...BUTTON_SETTINGS, ...DISPLAY_SETTINGS, ...BEHAVIOUR_SETTINGS];

const BY_KEY: ReadonlyMap<string, SettingEntry> = new Map(SETTINGS_CATALOGUE.map((entry) => [entry.key, entry]));

export function settingEntry(key: string): SettingEntry | undefined {
  return BY_KEY.get(key);
}

/**
 * Keys other parts of the editor own and store in `book.settings` with their own shapes:
 * the design pickers' template and theme, page protection, bookmarks and page audio.
 * Validation knows them (it never reports them as unknown) but leaves checking them to
 * their owners.
 */
export const KNOWN_ELSEWHERE_KEYS: ReadonlySet<string> = new Set([DESIGN_SETTING_KEYS.template, DESIGN_SETTING_KEYS.theme, 'protection', 'bookmarks', 'pageAudio']);

/** Whether a key is a setting the editor knows: in the catalogue or owned elsewhere. */
export function isKnownSettingKey(key: string): boolean {
  return BY_KEY.has(key) || KNOWN_ELSEWHERE_KEYS.has(key);
}

/** The value a setting has in a book: its stored value, or its default when unset. */
export function effectiveValue(entry: SettingEntry, settings: Readonly<Record<string, unknown>>): unknown {
  return Object.hasOwn(settings, entry.key) ? settings[entry.key] : entry.default;
}

/** The "related" rule: whether a setting matters given the other settings of the book. */
export function isSettingShown(entry: SettingEntry, settings: Readonly<Record<string, unknown>>): boolean {
  const rule = entry.related;
  if (rule === undefined) return true;
  const other = settingEntry(rule.key);
  const value = other === undefined ? settings[rule.key] : effectiveValue(other, settings);
  if (rule.oneOf !== undefined && !rule.oneOf.some((candidate) => candidate === value)) return false;
  if (rule.noneOf !== undefined && rule.noneOf.some((candidate) => candidate === value)) return false;
  // A setting hidden by its parent hides its own dependants too.
  return other === undefined || isSettingShown(other, settings);
}

/** The catalogue's entries of each group, in the order of SETTING_GROUPS. */
export function settingsByGroup(entries: readonly SettingEntry[] = SETTINGS_CATALOGUE): { group: SettingGroup; entries: SettingEntry[] }[] {
  return SETTING_GROUPS.map((group) => ({ group, entries: entries.filter((entry) => entry.group === group) })).filter((block) => block.entries.length > 0);
}
