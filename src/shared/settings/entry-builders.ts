import type {
  BoolSetting,
  ChoiceSetting,
  ColourSetting,
  MediaSetting,
  NumberSetting,
  SettingGroup,
  SettingRelated,
  TextSetting,
} from './setting-types.js';

/** What every builder may add: a visibility rule, a stronger power code. */
interface Extra {
  related?: SettingRelated;
  power?: 'free' | 'pro';
}

/**
 * Short builders for the catalogue files, so each entry reads as one line of data.
 * Everything is `free` unless the entry says otherwise.
 */
export function bool(group: SettingGroup, key: string, fallback: boolean, extra: Extra = {}): BoolSetting {
  return { type: 'bool', group, key, default: fallback, power: extra.power ?? 'free', ...related(extra) };
}

export function num(
  group: SettingGroup,
  key: string,
  fallback: number,
  range: { min: number; max: number; step: number; special?: number; unit?: NumberSetting['unit'] },
  extra: Extra = {},
): NumberSetting {
  return { type: 'number', group, key, default: fallback, ...range, power: extra.power ?? 'free', ...related(extra) };
}

export function colour(group: SettingGroup, key: string, fallback: string, extra: Extra = {}): ColourSetting {
  return { type: 'colour', group, key, default: fallback, power: extra.power ?? 'free', ...related(extra) };
}

export function media(type: MediaSetting['type'], group: SettingGroup, key: string, extra: Extra = {}): MediaSetting {
  return { type, group, key, default: '', power: extra.power ?? 'free', ...related(extra) };
}

export function text(
  group: SettingGroup,
  key: string,
  fallback: string,
  options: { multiline?: boolean; format?: 'url' | 'analytics'; maxLength?: number } = {},
  extra: Extra = {},
): TextSetting {
  return { type: 'text', group, key, default: fallback, ...options, power: extra.power ?? 'free', ...related(extra) };
}

export function choice(group: SettingGroup, key: string, fallback: string | number, choices: readonly (string | number)[], extra: Extra = {}): ChoiceSetting {
  return { type: 'choice', group, key, default: fallback, choices, power: extra.power ?? 'free', ...related(extra) };
}

/** Shown only while the boolean setting `key` is on. */
export function whenOn(key: string): Extra {
  return { related: { key, oneOf: [true] } };
}

/** Shown only while the setting `key` is not empty (an image chosen, say). */
export function whenSet(key: string): Extra {
  return { related: { key, noneOf: ['', 0] } };
}

function related(extra: Extra): { related?: SettingRelated } {
  return extra.related === undefined ? {} : { related: extra.related };
}
