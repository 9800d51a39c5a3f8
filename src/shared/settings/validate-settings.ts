import { isKnownSettingKey, SETTINGS_CATALOGUE } from './catalogue.js';
import { isStoredColour } from './colour.js';
import { isMediaUrl, isSafeUrl } from './media-kinds.js';
import type { SettingEntry } from './setting-types.js';

/**
 * Why a stored value cannot be applied:
 * - `type`: the wrong kind of value (text where a number belongs, say);
 * - `range`: a number outside the setting's range, or not on its whole-number step;
 * - `choice`: not one of the setting's choices;
 * - `format`: a colour that is not 0xrrggbb, a tracking id with odd characters, text too long;
 * - `url`: a link that is neither a web link nor a relative path (javascript:, file:);
 * - `media`: a file of the wrong kind for the setting (a .txt as an image).
 */
export type SettingProblemReason = 'type' | 'range' | 'choice' | 'format' | 'url' | 'media';

/** One value of a loaded book the reader would ignore, to be shown to the author. */
export interface SettingProblem {
  key: string;
  value: unknown;
  reason: SettingProblemReason;
}

const ANALYTICS_ID = /^[A-Za-z0-9-]+$/;

/** Why one value does not fit its setting, or null when it does. */
export function checkSettingValue(entry: SettingEntry, value: unknown): SettingProblemReason | null {
  switch (entry.type) {
    case 'bool':
      return typeof value === 'boolean' ? null : 'type';
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'type';
      if (value === entry.special) return null;
      if (value < entry.min || value > entry.max) return 'range';
      // Whole-number settings (counts, pixels) refuse fractions; finer steps are only hints.
      return Number.isInteger(entry.step) && !Number.isInteger(value) ? 'range' : null;
    case 'colour':
      if (typeof value !== 'string') return 'type';
      return isStoredColour(value) ? null : 'format';
    case 'image':
    case 'sound':
    case 'video':
      if (typeof value !== 'string') return 'type';
      if (value === '') return null;
      if (!isSafeUrl(value.trim())) return 'url';
      return isMediaUrl(entry.type, value.trim()) ? null : 'media';
    case 'text':
      if (typeof value !== 'string') return 'type';
      if (entry.maxLength !== undefined && value.length > entry.maxLength) return 'format';
      if (value === '') return null;
      if (entry.format === 'url' && !isSafeUrl(value.trim())) return 'url';
      if (entry.format === 'analytics' && !ANALYTICS_ID.test(value)) return 'format';
      return null;
    case 'choice':
      return entry.choices.some((candidate) => candidate === value) ? null : 'choice';
    case 'structured':
      if (entry.shape === 'list') return Array.isArray(value) ? null : 'type';
      return typeof value === 'object' && value !== null && !Array.isArray(value) ? null : 'type';
  }
}

/**
 * The values of a book's settings that do not fit the catalogue. Unset keys are fine (they
 * take their defaults); keys the catalogue does not know are neither reported nor dropped,
 * so a book from a newer version or another feature keeps them.
 */
export function validateBookSettings(settings: Readonly<Record<string, unknown>>): SettingProblem[] {
  const problems: SettingProblem[] = [];
  for (const entry of SETTINGS_CATALOGUE) {
    if (!Object.hasOwn(settings, entry.key)) continue;
    const value = settings[entry.key];
    const reason = checkSettingValue(entry, value);
    if (reason !== null) problems.push({ key: entry.key, value, reason });
  }
  return problems;
}

/** The keys of a book's settings nobody in the editor knows (kept, never dropped). */
export function unknownSettingKeys(settings: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(settings).filter((key) => !isKnownSettingKey(key));
}
