import { describe, expect, it } from 'vitest';
import { parseTextLayers } from './text-layers.js';

describe('reading the published text layers', () => {
  it('keeps well-formed runs and drops the rest, page by page', () => {
    expect(parseTextLayers([[['Hi', 0, 0, 1, 1], ['bad', 0, 0, 1], [3, 0, 0, 1, 1]], null, 'x'])).toEqual([[['Hi', 0, 0, 1, 1]], null, null]);
    expect(parseTextLayers({})).toBeNull();
  });
});
