import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTINGS_CATALOGUE } from '../../src/shared/settings/catalogue.js';
import { SETTING_GROUPS, settingGroupTextKey, settingTextKey } from '../../src/shared/settings/setting-types.js';

const DIR = path.resolve(import.meta.dirname, '..', '..', 'locales', 'settings');
const LANGUAGES = ['zh', 'en', 'ja', 'hi', 'fr', 'ar', 'de', 'ko', 'pt', 'ro', 'es', 'th'];
type Tree = { [key: string]: string | Tree };

/** Looks a key up as i18next would, in the `settings` area merged under its name. */
function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = { settings: tree };
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

function choiceValues(): string[] {
  return [...new Set(SETTINGS_CATALOGUE.flatMap((entry) => (entry.type === 'choice' && entry.key !== 'scene' ? entry.choices.filter((c) => typeof c === 'string') : [])))];
}

describe.each(LANGUAGES)('the settings words in %s', (code) => {
  const tree = JSON.parse(fs.readFileSync(path.join(DIR, `${code}.json`), 'utf8')) as Tree;

  it('give every catalogue entry a title and a description', () => {
    for (const entry of SETTINGS_CATALOGUE) {
      for (const part of ['title', 'description'] as const) {
        const text = lookup(tree, settingTextKey(entry.key, part));
        expect(text?.trim(), `${code}: ${entry.key} ${part}`).toBeTruthy();
      }
    }
  });

  it('name every group and every word choice', () => {
    for (const group of SETTING_GROUPS) expect(lookup(tree, settingGroupTextKey(group)), `${code}: ${group}`).toBeTruthy();
    for (const region of [0, 1, 2]) expect(lookup(tree, `settings.choices.shareRegion${region}`), `${code}: share region ${region}`).toBeTruthy();
    for (const value of choiceValues()) expect(lookup(tree, `settings.choices.${value}`), `${code}: ${value}`).toBeTruthy();
  });

  it('translate rather than copy the English titles', () => {
    if (code === 'en') return;
    const english = JSON.parse(fs.readFileSync(path.join(DIR, 'en.json'), 'utf8')) as Tree;
    const same = SETTINGS_CATALOGUE.filter((entry) => lookup(tree, settingTextKey(entry.key, 'description')) === lookup(english, settingTextKey(entry.key, 'description')));
    expect(same.map((entry) => entry.key)).toEqual([]);
  });
});
