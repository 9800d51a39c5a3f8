import { describe, expect, it } from 'vitest';
import { createChoiceStore } from '../state/remembered-choices.js';
import { DEFAULT_IMPORT_CHOICES, findProblems, hasProblems, loadImportChoices, saveImportChoices, toImportOptions, type ImportChoices } from './import-choices.js';

describe('the import panel choices', () => {
  it('offers every page with everything extracted by default and finds nothing wrong', () => {
    expect(hasProblems(findProblems(DEFAULT_IMPORT_CHOICES))).toBe(false);
    expect(toImportOptions(DEFAULT_IMPORT_CHOICES)).toMatchObject({ pageRange: 'all', extract: { toc: true, links: true, text: true }, engine: 'inner', cut: 'none' });
  });

  it('flags a malformed custom range as "Incorrect Format" and an empty one as its own message', () => {
    const custom = (customRange: string): ImportChoices => ({ ...DEFAULT_IMPORT_CHOICES, rangeMode: 'custom', customRange });
    expect(findProblems(custom('2-')).range?.code).toBe('PAGE_RANGE_FORMAT');
    expect(findProblems(custom('4-2')).range?.code).toBe('PAGE_RANGE_FORMAT');
    expect(findProblems(custom('  ')).range?.code).toBe('PAGE_RANGE_EMPTY');
    expect(findProblems(custom('1,5-8, 20')).range).toBeNull();
    expect(toImportOptions(custom(' 2-4 ')).pageRange).toBe('2-4');
  });

  it('refuses custom quality values outside the spec ranges, naming the limits', () => {
    const choices: ImportChoices = { ...DEFAULT_IMPORT_CHOICES, preset: 'custom', custom: { definition: '96', maxEdge: '3200', dpi: '7' } };
    const problems = findProblems(choices);
    expect(problems.quality.definition?.params).toEqual({ setting: 'definition', min: 80, max: 95 });
    expect(problems.quality.dpi?.code).toBe('QUALITY_OUT_OF_RANGE');
    expect(problems.quality.maxEdge).toBeUndefined();
  });

  it('sends custom quality as numbers and the engine folder only for the external engine', () => {
    const choices: ImportChoices = {
      ...DEFAULT_IMPORT_CHOICES,
      engine: 'external',
      externalEngineDir: ' /opt/poppler ',
      preset: 'custom',
      custom: { definition: '90', maxEdge: '2000', dpi: '150' },
    };
    expect(toImportOptions(choices)).toMatchObject({ engine: 'external', externalEngineDir: '/opt/poppler', quality: { preset: 'custom', definition: 90, maxEdge: 2000, dpi: 150 } });
    expect(toImportOptions({ ...choices, engine: 'inner' }).externalEngineDir).toBeUndefined();
  });

  it('remembers the last choices and ignores unreadable ones', () => {
    const storage = createChoiceStore();
    const choices: ImportChoices = { ...DEFAULT_IMPORT_CHOICES, cut: 'auto', preset: 'shd' };
    saveImportChoices(choices, storage);
    expect(loadImportChoices(storage)).toEqual(choices);
    storage.values.set('importChoices', { cut: 'sideways' });
    expect(loadImportChoices(storage)).toEqual(DEFAULT_IMPORT_CHOICES);
  });
});
