import { describe, expect, it } from 'vitest';
import { formatProgress, ProgressLine } from './progress-line.js';

describe('the convert progress line', () => {
  it('reads "Converting page 12/352 — ETA 40 s", and leaves out an unknown ETA', () => {
    expect(formatProgress({ page: 12, total: 352, etaSeconds: 40 })).toBe('Converting page 12/352 — ETA 40 s');
    expect(formatProgress({ page: 1, total: 352, etaSeconds: null })).toBe('Converting page 1/352');
    expect(formatProgress({ page: 3, total: 352, etaSeconds: 125.4 })).toBe('Converting page 3/352 — ETA 2 min 05 s');
  });

  it('rewrites one line on a terminal and ends it with the summary', () => {
    let out = '';
    const line = new ProgressLine((text) => (out += text), true);
    line.update({ page: 9, total: 10, etaSeconds: 1 });
    line.update({ page: 10, total: 10, etaSeconds: null });
    line.finish('Converted 10 pages.');
    expect(out.startsWith('\rConverting page 9/10 — ETA 1 s\rConverting page 10/10')).toBe(true);
    expect(out.split('\n')).toEqual([expect.stringMatching(/\r *\r?Converted 10 pages\.$/), '']);
  });

  it('prints only the summary when output is not a terminal', () => {
    let out = '';
    const line = new ProgressLine((text) => (out += text), false);
    line.update({ page: 1, total: 2, etaSeconds: 5 });
    line.finish('Converted 2 pages.');
    expect(out).toBe('Converted 2 pages.\n');
  });
});
