import { describe, expect, it } from 'vitest';
import { settingEntry } from '../shared/settings/catalogue.js';
import type { SettingEntry } from '../shared/settings/setting-types.js';
import { chooseLocale } from './locales.js';
import { DEFAULT_SETTINGS, readSettings, TOOLBAR_BUTTONS, type ReaderSettings } from './settings.js';

/** Every key readSettings reads, with the field of ReaderSettings it fills. */
const READ_KEYS: readonly (keyof ReaderSettings)[] = [
  'flipTime', 'rightToLeft', 'pageMode', 'startOnDoublePage', 'banLastPage', 'flipStyle', 'hardCover', 'restoreLastPage',
  'rightClickMenu', 'linkTarget', 'pageCaption', 'autoFlipInterval', 'autoFlipCount', 'homeUrl', 'about', 'downloads',
  'emailSubject', 'emailBody', 'flipSound', 'backgroundSound', 'backgroundSoundLoops', 'backgroundSoundVolume', 'printWatermark',
  'socialShareType',
];

function entry(key: string): SettingEntry {
  const found = settingEntry(key);
  if (found === undefined) throw new Error(`${key} is not in the settings catalogue`);
  return found;
}

describe('the reader and the settings catalogue', () => {
  const defaults = readSettings({});

  it.each(READ_KEYS)('reads %s with the catalogue default', (key) => {
    expect(defaults[key]).toEqual(entry(key).default);
    expect(DEFAULT_SETTINGS[key]).toEqual(entry(key).default);
  });

  it.each(TOOLBAR_BUTTONS)('shows button.%s by the catalogue default', (id) => {
    expect(defaults.buttons[id]).toBe(entry(`button.${id}`).default);
  });

  it('offers no languages by default, as the catalogue says', () => {
    expect(chooseLocale(entry('languages').default, () => null).offered).toEqual([]);
  });

  it.each(READ_KEYS.filter((key) => settingEntry(key)?.type === 'number'))('accepts %s within the catalogue range and refuses what is below it', (key) => {
    const number = entry(key);
    if (number.type !== 'number') throw new Error('not a number');
    expect(readSettings({ [key]: number.min })[key]).toBe(number.min);
    expect(readSettings({ [key]: number.max })[key]).toBe(number.max);
    expect(readSettings({ [key]: number.min - 0.01 })[key]).toBe(number.default);
    if (number.special !== undefined) expect(readSettings({ [key]: number.special })[key]).toBe(number.special);
  });

  it.each(READ_KEYS.filter((key) => settingEntry(key)?.type === 'choice'))('accepts every catalogue choice of %s', (key) => {
    const options = entry(key);
    if (options.type !== 'choice') throw new Error('not a choice');
    for (const value of options.choices) expect(readSettings({ [key]: value })[key]).toBe(value);
    expect(readSettings({ [key]: 'nonsense' })[key]).toBe(options.default);
  });
});
