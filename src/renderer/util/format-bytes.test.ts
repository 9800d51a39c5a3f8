import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.js';

describe('file sizes in the import panel', () => {
  it('uses the largest fitting unit with at most one decimal', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(1_048_576 * 2.34, 'en')).toBe('2.3 MB');
    expect(formatBytes(1024 ** 3 * 3, 'en')).toBe('3 GB');
  });

  it("writes the decimal mark of the interface language", () => {
    expect(formatBytes(1536, 'de')).toBe('1,5 KB');
  });
});
