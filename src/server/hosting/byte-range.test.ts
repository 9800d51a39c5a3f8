import { describe, expect, it } from 'vitest';
import { requestedRange } from './byte-range.js';

describe('a Range header against a file of 1,000 bytes', () => {
  it('reads a closed range, an open one and a suffix, clamped to the file', () => {
    expect(requestedRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(requestedRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(requestedRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(requestedRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('says when nothing of the file is asked for', () => {
    expect(requestedRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(requestedRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(requestedRange('bytes=0-', 0)).toBe('unsatisfiable');
  });

  it('answers the whole file for no header, several ranges, other units and nonsense', () => {
    for (const header of [undefined, 'bytes=0-1,5-9', 'items=0-1', 'bytes=-', 'bytes=9-3', 'bytes=a-b', 'bytes=1e3-']) expect(requestedRange(header, 1000)).toBeNull();
  });
});
