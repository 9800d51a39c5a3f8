import { describe, expect, it } from 'vitest';
import { SCENE_IDS } from '../design/design-ids.js';
import { SPEC_TOOLBAR_BUTTONS } from './catalogue-buttons.js';
import { effectiveValue, isKnownSettingKey, isSettingShown, settingEntry, settingsByGroup, SETTINGS_CATALOGUE } from './catalogue.js';
import { SETTING_GROUPS, SETTING_KEY_PATTERN, settingTextKey } from './setting-types.js';
import { checkSettingValue } from './validate-settings.js';

describe('the settings catalogue', () => {
  it('has each key once, in the key format, with a default that passes its own checks', () => {
    const keys = SETTINGS_CATALOGUE.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of SETTINGS_CATALOGUE) {
      expect(entry.key, entry.key).toMatch(SETTING_KEY_PATTERN);
      expect(checkSettingValue(entry, entry.default), entry.key).toBeNull();
      expect(['free', 'pro']).toContain(entry.power);
    }
  });

  it('maps every key to its own i18n key, so button.zoom never collides with a nested key', () => {
    const titles = SETTINGS_CATALOGUE.map((entry) => settingTextKey(entry.key, 'title'));
    expect(new Set(titles).size).toBe(titles.length);
    expect(settingTextKey('button.zoom', 'title')).toBe('settings.button-zoom.title');
    expect(settingTextKey('flipTime', 'description')).toBe('settings.flipTime.description');
  });

  it('has a boolean button.<id> for every toolbar id of the spec', () => {
    for (const id of SPEC_TOOLBAR_BUTTONS) expect(settingEntry(`button.${id}`)?.type, id).toBe('bool');
    expect(SPEC_TOOLBAR_BUTTONS).toHaveLength(23);
  });

  it("uses the spec's hints as ranges", () => {
    const range = (key: string) => {
      const entry = settingEntry(key);
      return entry?.type === 'number' ? [entry.min, entry.max, entry.default, entry.special] : null;
    };
    expect(range('backgroundOpacity')).toEqual([0, 1, 1, undefined]);
    expect(range('toolbarAlpha')).toEqual([0, 1, 1, undefined]);
    expect(range('thumbnailOpacity')).toEqual([0, 100, 100, undefined]);
    expect(range('selectIconSize')?.slice(0, 2)).toEqual([18, 35]);
    expect(range('phoneIconSize')?.slice(0, 2)).toEqual([18, 35]);
    expect(range('toolbarIconSize')?.slice(0, 2)).toEqual([18, 35]);
    expect(range('flipTime')?.[2]).toBe(0.3);
    expect(range('autoFlipCount')?.[3]).toBe(-1);
    expect(range('backgroundSoundLoops')?.[3]).toBe(-1);
    expect(settingEntry('backgroundAngle')).toMatchObject({ type: 'choice', choices: [30, 60, 90, 180] });
    expect(settingEntry('scene')).toMatchObject({ type: 'choice', choices: SCENE_IDS, default: 'none' });
    expect(range('marginDesktopX')?.[0]).toBeLessThan(0);
    expect(range('marginMobileY')?.[0]).toBeLessThan(0);
  });

  it('points every related rule at a catalogue key', () => {
    for (const entry of SETTINGS_CATALOGUE) {
      if (entry.related !== undefined) expect(settingEntry(entry.related.key), entry.key).toBeDefined();
    }
  });

  it('hides a dependent setting until its parent has one of the values, and its dependants with it', () => {
    const email = settingEntry('emailSubject')!;
    expect(isSettingShown(email, {})).toBe(true);
    expect(isSettingShown(email, { 'button.email': false })).toBe(false);
    const position = settingEntry('backgroundPosition')!;
    expect(isSettingShown(position, {})).toBe(false);
    expect(isSettingShown(position, { backgroundImage: 'bg.jpg' })).toBe(true);
    const toolbarColour = settingEntry('toolbarColour')!;
    expect(isSettingShown(toolbarColour, { toolbarVisible: false })).toBe(false);
  });

  it('knows the design choices and the other panels keys without listing them as generated settings', () => {
    for (const key of ['template', 'theme', 'protection', 'bookmarks', 'pageAudio']) {
      expect(isKnownSettingKey(key), key).toBe(true);
      expect(settingEntry(key), key).toBeUndefined();
    }
    expect(isKnownSettingKey('somethingElse')).toBe(false);
    expect(settingEntry('about')?.editor).toBe('elsewhere');
  });

  it('groups every entry under a group of the spec, in order', () => {
    const blocks = settingsByGroup();
    expect(blocks.map((block) => block.group)).toEqual(SETTING_GROUPS.filter((group) => blocks.some((block) => block.group === group)));
    expect(blocks.reduce((sum, block) => sum + block.entries.length, 0)).toBe(SETTINGS_CATALOGUE.length);
  });

  it('reads the stored value or, when unset, the default', () => {
    const entry = settingEntry('flipTime')!;
    expect(effectiveValue(entry, {})).toBe(0.3);
    expect(effectiveValue(entry, { flipTime: 1 })).toBe(1);
  });
});
