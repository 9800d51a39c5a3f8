import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PLUGIN_CHOICES,
  loadHtmlChoices,
  loadPluginChoices,
  parentOf,
  parseSize,
  saveHtmlChoices,
  savePluginChoices,
  suggestHtmlOut,
  suggestPluginOut,
  toPluginArg,
} from './publish-choices.js';
import { createChoiceStore } from '../state/remembered-choices.js';

describe('the publish panels remember the last choices', () => {
  it('returns what was saved, per panel', () => {
    const storage = createChoiceStore();
    saveHtmlChoices({ trackingScript: '<script>x</script>', seoText: false, outParent: '/books' }, storage);
    savePluginChoices({ ...DEFAULT_PLUGIN_CHOICES, format: 'drupal', width: '1024' }, storage);
    expect(loadHtmlChoices(storage)).toEqual({ trackingScript: '<script>x</script>', seoText: false, outParent: '/books' });
    expect(loadPluginChoices(storage)).toMatchObject({ format: 'drupal', width: '1024', height: '600' });
  });

  it('falls back to the defaults for missing, corrupt or outdated data', () => {
    const storage = createChoiceStore();
    expect(loadPluginChoices(storage)).toEqual(DEFAULT_PLUGIN_CHOICES);
    storage.values.set('publishPluginChoices', '{not json');
    expect(loadPluginChoices(storage)).toEqual(DEFAULT_PLUGIN_CHOICES);
    storage.values.set('publishPluginChoices', { ...DEFAULT_PLUGIN_CHOICES, format: 'typo3' });
    expect(loadPluginChoices(storage)).toEqual(DEFAULT_PLUGIN_CHOICES);
    expect(loadHtmlChoices(undefined).seoText).toBe(true);
  });
});

describe('publish paths and sizes', () => {
  it('suggests the remembered folder, else the default one, with a safe name from the title', () => {
    expect(suggestHtmlOut({ trackingScript: '', seoText: true, outParent: '' }, '/home/a/Flipbooks', 'A/B: "C"')).toBe('/home/a/Flipbooks/A B C');
    expect(suggestHtmlOut({ trackingScript: '', seoText: true, outParent: 'D:\\Out' }, '/x', 'Book')).toBe('D:\\Out\\Book');
    expect(suggestPluginOut('joomla', '/out', 'Book')).toBe('/out/Book-joomla.zip');
    expect(parentOf('/out/Book-joomla.zip')).toBe('/out');
    expect(parentOf('/book')).toBe('/');
    expect(parentOf('C:\\a\\b')).toBe('C:\\a');
  });

  it('takes whole sizes from 100 to 10000 only, and builds no call while one is wrong', () => {
    expect(parseSize(' 800 ')).toBe(800);
    for (const bad of ['99', '10001', '8.5', '', 'wide', '-200']) expect(parseSize(bad), bad).toBeNull();
    const head = { title: 'T', keywords: 'k', description: 'd' };
    expect(toPluginArg('/o.zip', head, 'F', { ...DEFAULT_PLUGIN_CHOICES, width: '9' })).toBeNull();
    expect(toPluginArg('/o.zip', head, 'F', DEFAULT_PLUGIN_CHOICES)).toEqual({
      format: 'wordpress', outFile: '/o.zip', width: 800, height: 600, title: 'T', keywords: 'k', description: 'd', scripts: '', flipbookTitle: 'F', seoText: true,
    });
  });
});
