import { describe, expect, it } from 'vitest';
import { DEFAULT_IMPORT_CHOICES, loadImportChoices } from '../import/import-choices.js';
import { createChoiceStore } from '../state/remembered-choices.js';
import { loadPreferencesForm, preferencesProblems, savePreferencesForm, serviceUrlProblem, suggestedOutputDir } from './preferences-form.js';

describe('the service URL preference', () => {
  it.each(['', '   ', 'https://cloud.example.com', 'http://127.0.0.1:8790', 'HTTPS://Cloud.Example.com/', 'https://cloud.example.com/some/page?x=1'])('accepts %j', (text) => {
    expect(serviceUrlProblem(text)).toBeNull();
  });

  it.each([
    ['https://cloud.exa\tmple.com', 'preferences.server.controlChars'],
    ['https://cloud.example.com/\n', 'preferences.server.controlChars'],
    ['https://cloud\u0000.example.com', 'preferences.server.controlChars'],
    ['http://a\u007f.example.com', 'preferences.server.controlChars'],
    ['ftp://cloud.example.com', 'preferences.server.scheme'],
    ['javascript:alert(1)', 'preferences.server.scheme'],
    ['file:///etc/passwd', 'preferences.server.scheme'],
    ['cloud.example.com', 'preferences.server.scheme'],
    ['https://', 'preferences.server.invalid'],
    ['https://user:pw@cloud.example.com', 'preferences.server.invalid'],
    ['http://exa mple.com', 'preferences.server.invalid'],
  ])('refuses %j with a message that says why', (text, problem) => {
    expect(serviceUrlProblem(text)).toBe(problem);
  });
});

describe('the preferences form', () => {
  it('starts from the defaults each panel would use when nothing is stored', () => {
    expect(loadPreferencesForm('en', createChoiceStore())).toEqual({
      language: 'en',
      server: '',
      updateCheckAtStart: true,
      outputDir: '',
      quality: DEFAULT_IMPORT_CHOICES.preset,
      engineDir: '',
    });
  });

  it('saves into the keys the panels read, keeping what the panels remembered beside them', () => {
    const remembered = { ...DEFAULT_IMPORT_CHOICES, cut: 'auto' as const, preset: 'hd' as const };
    const store = createChoiceStore({ cloudLogin: { email: 'writer@example.com', remember: false }, importChoices: remembered });
    const form = { ...loadPreferencesForm('en', store), server: 'https://cloud.example.com/login', updateCheckAtStart: false, outputDir: ' /books ', quality: 'shd' as const, engineDir: '/opt/poppler/bin' };
    expect(preferencesProblems(form)).toEqual({});
    savePreferencesForm(form, store);
    expect(store.values.get('cloudLogin')).toEqual({ server: 'https://cloud.example.com', email: 'writer@example.com', remember: false });
    expect(store.values.get('updateCheckAtStart')).toBe(false);
    expect(store.values.get('defaultOutputDir')).toBe('/books');
    expect(loadImportChoices(store)).toEqual({ ...remembered, preset: 'shd', externalEngineDir: '/opt/poppler/bin' });
    expect(loadPreferencesForm('en', store)).toEqual({ ...form, server: 'https://cloud.example.com', outputDir: '/books' });
  });

  it('writes nothing that did not change, and an emptied service URL goes back to the default service', () => {
    const store = createChoiceStore({ cloudLogin: { server: 'https://cloud.example.com', remember: true } });
    savePreferencesForm(loadPreferencesForm('en', store), store);
    expect([...store.values.keys()]).toEqual(['cloudLogin']);
    savePreferencesForm({ ...loadPreferencesForm('en', store), server: '' }, store);
    expect(store.values.get('cloudLogin')).toEqual({ remember: true });
  });

  it('names a bad service URL as the one problem', () => {
    expect(preferencesProblems({ ...loadPreferencesForm('en', createChoiceStore()), server: 'ftp://x' })).toEqual({ server: 'preferences.server.scheme' });
  });

  it('suggests the chosen output folder before the host default', () => {
    expect(suggestedOutputDir('/docs/Published', createChoiceStore())).toBe('/docs/Published');
    expect(suggestedOutputDir('/docs/Published', createChoiceStore({ defaultOutputDir: '  ' }))).toBe('/docs/Published');
    expect(suggestedOutputDir('/docs/Published', createChoiceStore({ defaultOutputDir: '/books' }))).toBe('/books');
  });
});
