import { describe, expect, it } from 'vitest';
import { createChoiceStore } from '../state/remembered-choices.js';
import { startLanguage } from './setup-i18n.js';

describe('the language the editor starts in', () => {
  it('speaks the system language on a first start and remembers it in the preferences', async () => {
    const sent: unknown[] = [];
    const store = createChoiceStore({}, async (entry) => sent.push(entry));
    expect(startLanguage(['de-DE', 'en'], store)).toBe('de');
    await store.settled();
    expect(sent).toEqual([{ key: 'language', value: 'de' }]);
  });

  it('starts in Chinese, and remembers it, when the system language is not one of the 12', async () => {
    const sent: unknown[] = [];
    const store = createChoiceStore({}, async (entry) => sent.push(entry));
    expect(startLanguage(['sv-SE'], store)).toBe('zh');
    await store.settled();
    expect(sent).toEqual([{ key: 'language', value: 'zh' }]);
  });

  it('keeps the remembered language whatever the system says, and writes nothing', async () => {
    const sent: unknown[] = [];
    const store = createChoiceStore({ language: 'fr' }, async (entry) => sent.push(entry));
    expect(startLanguage(['ja-JP'], store)).toBe('fr');
    await store.settled();
    expect(sent).toEqual([]);
  });

  it('treats a remembered value this version cannot read as a first start', () => {
    const store = createChoiceStore({ language: 'xx' });
    expect(startLanguage(['ja-JP'], store)).toBe('ja');
    expect(store.values.get('language')).toBe('ja');
  });
});
