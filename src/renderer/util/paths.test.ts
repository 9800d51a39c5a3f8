import { describe, expect, it } from 'vitest';
import { validateOutputPath } from '../../shared/validation/output-path.js';
import { baseName, fileNameFromTitle, suggestProjectPath, suggestPublishPath } from './paths.js';
import { formatEta } from './format-eta.js';

describe('suggested paths', () => {
  it('makes a project file path the engine accepts from any title', () => {
    const suggested = suggestProjectPath('/home/ana/Flipbooks', 'Q3: "Sales" / Report?');
    expect(suggested).toBe('/home/ana/Flipbooks/Q3 Sales Report.flipbook');
    expect(validateOutputPath(suggested, { extension: '.flipbook' })).toBe(suggested);
  });

  it('keeps Windows folders Windows-style', () => {
    expect(suggestPublishPath('C:\\Users\\ana\\Books\\', 'My Book')).toBe('C:\\Users\\ana\\Books\\My Book');
  });

  it('never suggests an empty or hidden name', () => {
    expect(fileNameFromTitle('  ***  ')).toBe('My Project');
    expect(fileNameFromTitle('..secret')).toBe('secret');
  });

  it('names a recent project by its file', () => {
    expect(baseName('/a/b/c.flipbook')).toBe('c.flipbook');
    expect(baseName('C:\\x\\y.flipbook')).toBe('y.flipbook');
  });
});

describe('time left', () => {
  it('shows minutes and seconds, rounding up so work left never reads 0:00', () => {
    expect(formatEta(0.2)).toBe('0:01');
    expect(formatEta(75)).toBe('1:15');
    expect(formatEta(3725)).toBe('1:02:05');
  });
});
