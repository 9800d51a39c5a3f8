import { describe, expect, it } from 'vitest';
import { SPEC_TOOLBAR_BUTTONS } from '../shared/settings/catalogue-buttons.js';
import { settingEntry } from '../shared/settings/catalogue.js';
import type { SettingEntry } from '../shared/settings/setting-types.js';
import { ABOUT_FIELDS, readSettings, SHARE_ENTRIES, TOOLBAR_BUTTONS, type ReaderSettings, type ShareEntry } from './settings.js';

/** Every key readSettings looks at, found by watching it read rather than by a list kept by hand. */
function keysRead(): string[] {
  const read = new Set<string>();
  readSettings(new Proxy({}, { get: (_target, key) => (typeof key === 'string' ? void read.add(key) : undefined) }));
  return [...read];
}

function entry(key: string): SettingEntry {
  const found = settingEntry(key);
  if (found === undefined) throw new Error(`${key} is not in the settings catalogue`);
  return found;
}

/** The field of ReaderSettings a key fills (button.<id> fills buttons[id], shareHtml fills share.html). */
function applied(settings: ReaderSettings, key: string): unknown {
  if (key.startsWith('button.')) return settings.buttons[key.slice('button.'.length) as keyof ReaderSettings['buttons']];
  const share = Object.entries(SHARE_ENTRIES).find(([, shareKey]) => shareKey === key);
  if (share !== undefined) return settings.share[share[0] as ShareEntry];
  return settings[key as keyof ReaderSettings];
}

const KEYS = keysRead();
const NUMBERS = KEYS.filter((key) => entry(key).type === 'number');

describe('the reader reads the catalogue', () => {
  it('reads every setting it applies, toolbar buttons included', () => {
    expect(KEYS).toHaveLength(34 + TOOLBAR_BUTTONS.length);
    expect(KEYS).toEqual(expect.arrayContaining(['flipTime', 'autoFlipCount', 'about', 'downloads', 'button.zoom', 'bindingType', 'socialShareType']));
  });

  it.each(KEYS)('%s has the catalogue default', (key) => {
    expect(applied(readSettings({}), key)).toEqual(entry(key).default);
  });

  it.each(NUMBERS)('%s keeps the catalogue range: its ends and its special value are taken, beyond them the default', (key) => {
    const number = entry(key);
    if (number.type !== 'number') throw new Error('not a number');
    const read = (value: unknown) => applied(readSettings({ [key]: value }), key);
    expect(read(number.min)).toBe(number.min);
    expect(read(number.max)).toBe(number.max);
    expect(read(number.min - 0.5)).toBe(number.default);
    if (number.special !== undefined) expect(read(number.special)).toBe(number.special);
    // A flip time above the range is capped so a typo stays usable; any other number takes its default.
    expect(read(number.max + 1)).toBe(key === 'flipTime' ? number.max : number.default);
    if (Number.isInteger(number.step)) expect(read(number.min + 0.4)).toBe(number.min);
  });

  it('offers exactly the catalogue choices the reader implements', () => {
    const choices = (key: string) => {
      const found = entry(key);
      return found.type === 'choice' ? [...found.choices].sort() : [];
    };
    expect(choices('pageMode')).toEqual(['auto', 'double', 'single']);
    expect(choices('flipStyle')).toEqual(['flip', 'slide']);
    expect(choices('linkTarget')).toEqual(['blank', 'self']);
    expect(choices('flipDirection')).toEqual(['horizontal', 'vertical']);
    expect(choices('bindingType')).toEqual(['side', 'top']);
  });

  it('knows the same toolbar buttons and about fields as the catalogue', () => {
    expect([...TOOLBAR_BUTTONS].sort()).toEqual([...SPEC_TOOLBAR_BUTTONS].sort());
    expect(Object.keys(entry('about').default).sort()).toEqual([...ABOUT_FIELDS].sort());
  });
});
