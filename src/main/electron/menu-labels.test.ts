import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMenuLabeler } from './menu-labels.js';

const LOCALES = path.join(import.meta.dirname, '..', '..', '..', 'locales');

describe('menu labels', () => {
  it("reads an area's key from its own locale file, in the system language", () => {
    expect(createMenuLabeler(LOCALES, 'fr-FR')('plugins.menuPublish')).toBe('Publier un plug-in (WordPress, Joomla, Drupal)…');
    expect(createMenuLabeler(LOCALES, 'de')('plugins.menuPublish')).toBe('Plug-in veröffentlichen (WordPress, Joomla, Drupal)…');
  });

  it('falls back to English for an unknown area and to the key itself last', () => {
    expect(createMenuLabeler(LOCALES, 'fr')('nosucharea.thing')).toBe('nosucharea.thing');
    expect(createMenuLabeler(LOCALES, 'fr')('../etc.passwd')).toBe('../etc.passwd');
  });
});
