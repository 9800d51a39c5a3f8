/**
 * The shape of the settings catalogue (architecture.md, "the book configuration"): every
 * book setting is described once, as data, so the editor generates its controls from it,
 * validation checks a loaded book against it, and the reader's defaults can be proved equal.
 */

/** How a setting's value is stored and which control edits it. */
export type SettingType = 'bool' | 'number' | 'colour' | 'image' | 'sound' | 'video' | 'text' | 'choice' | 'structured';

/** The groups of spec section 3, in the order the editor shows them. */
export const SETTING_GROUPS = [
  'logo',
  'background',
  'sound',
  'loading',
  'toolbar',
  'buttons',
  'features',
  'display',
  'pageNumbering',
  'miniMode',
  'pageFlip',
  'margins',
  'prompts',
  'behaviour',
  'share',
] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

/**
 * Who may change a setting once books are edited through a cloud account:
 * - `free`: every author, with or without an account or licence.
 * - `pro`: a registered (licensed) program or a paying cloud account (points or VIP).
 * The desktop editor shows and applies every setting today; the code is carried so the
 * online editor can lock `pro` settings for free accounts without a second list.
 */
export type SettingPower = 'free' | 'pro';

/** A stored value a rule can compare with. */
export type SettingScalar = string | number | boolean;

/**
 * The "related" visibility rule: the setting is shown only while another setting's value
 * (its default when unset) is one of `oneOf`, or none of `noneOf`.
 */
export interface SettingRelated {
  key: string;
  oneOf?: readonly SettingScalar[];
  noneOf?: readonly SettingScalar[];
}

/** Where a setting is edited: by the generated controls, or by another panel of the editor. */
export type SettingEditor = 'generated' | 'elsewhere';

interface SettingBase {
  /** The key in `book.settings`; never renamed, since books store it. */
  key: string;
  group: SettingGroup;
  power: SettingPower;
  related?: SettingRelated;
  /** Absent means `generated`. */
  editor?: SettingEditor;
}

export interface BoolSetting extends SettingBase {
  type: 'bool';
  default: boolean;
}

export interface NumberSetting extends SettingBase {
  type: 'number';
  default: number;
  min: number;
  max: number;
  step: number;
  /** A value outside min..max that is also allowed and means something (-1 = forever). */
  special?: number;
  /** Shown beside the field: seconds, pixels, or nothing. */
  unit?: 's' | 'px' | '%';
}

/** Colours are stored as `0xrrggbb` strings (the spec's configuration format) and edited as `#rrggbb`. */
export interface ColourSetting extends SettingBase {
  type: 'colour';
  default: string;
}

/** A media file: a web URL or a path relative to the published book. */
export interface MediaSetting extends SettingBase {
  type: 'image' | 'sound' | 'video';
  default: string;
}

export interface TextSetting extends SettingBase {
  type: 'text';
  default: string;
  /** Several lines (an e-mail body). */
  multiline?: boolean;
  /** `url`: only web or relative URLs are valid; `analytics`: a tracking id such as G-XXXXXXX. */
  format?: 'url' | 'analytics';
  /** The longest text accepted. */
  maxLength?: number;
}

export interface ChoiceSetting extends SettingBase {
  type: 'choice';
  default: string | number;
  choices: readonly (string | number)[];
}

/** A record or list another panel edits (about, downloads, languages). */
export interface StructuredSetting extends SettingBase {
  type: 'structured';
  shape: 'record' | 'list';
  default: Readonly<Record<string, string>> | readonly unknown[];
  editor: 'elsewhere';
}

export type SettingEntry = BoolSetting | NumberSetting | ColourSetting | MediaSetting | TextSetting | ChoiceSetting | StructuredSetting;

/** Settings keys look like `flipTime` or `button.zoom`: letters and digits, dot-separated. */
export const SETTING_KEY_PATTERN = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)?$/;

/**
 * The i18n key of a setting's title or description. i18next splits keys at dots, so the
 * dot of `button.zoom` becomes a dash: `settings.button-zoom.title`. Keys never contain a
 * dash (SETTING_KEY_PATTERN), so the mapping cannot collide.
 */
export function settingTextKey(key: string, part: 'title' | 'description'): string {
  return `settings.${key.replaceAll('.', '-')}.${part}`;
}

/** The i18n key of a group's heading. */
export function settingGroupTextKey(group: SettingGroup): string {
  return `settings.groups.${group}`;
}
