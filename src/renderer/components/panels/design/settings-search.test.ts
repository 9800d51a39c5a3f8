import { describe, expect, it } from 'vitest';
import { SETTINGS_CATALOGUE } from '../../../../shared/settings/catalogue.js';
import { searchSettings } from './settings-search.js';

const WORDS: Record<string, string> = {
  'settings.flipTime.title': 'Durée du tourne-page',
  'settings.flipTime.description': 'Secondes pour tourner une page',
  'settings.backgroundOpacity.title': 'Opacité de l’arrière-plan',
  'settings.backgroundOpacity.description': 'Opacité, de 0 à 1',
};
const t = (key: string) => WORDS[key] ?? key;

describe('searching the settings', () => {
  it('finds a setting by its translated title, ignoring case and accents', () => {
    expect(searchSettings(SETTINGS_CATALOGUE, 'opacite arriere', t).map((entry) => entry.key)).toEqual(['backgroundOpacity']);
  });

  it('finds a setting by its description and by its key', () => {
    expect(searchSettings(SETTINGS_CATALOGUE, 'secondes tourner', t).map((entry) => entry.key)).toEqual(['flipTime']);
    expect(searchSettings(SETTINGS_CATALOGUE, 'button.zoom', t).map((entry) => entry.key)).toEqual(['button.zoom']);
  });

  it('shows everything for an empty query and nothing for a query that matches nothing', () => {
    expect(searchSettings(SETTINGS_CATALOGUE, '  ', t)).toHaveLength(SETTINGS_CATALOGUE.length);
    expect(searchSettings(SETTINGS_CATALOGUE, 'zzzz-nothing', t)).toEqual([]);
  });
});
