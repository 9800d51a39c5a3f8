import { describe, expect, it } from 'vitest';
import { partPlan } from '../../scripts/reader-parts.js';

const part = (needs: string[], styles: string[] = [], entry = false) => ({ needs, styles, entry });

describe("the reader's part plan", () => {
  it('names every part a part needs however deep, with their stylesheets after its own', () => {
    const plan = partPlan(
      new Map([
        ['reader.js', part([], [], true)],
        ['parts/features.js', part(['parts/text-layers.js', 'reader.js'], ['parts/features.css'])],
        ['parts/text-layers.js', part(['parts/glyphs.js'], ['parts/text-layers.css'])],
        ['parts/glyphs.js', part([], ['parts/glyphs.css'])],
        ['parts/de.js', part([])],
      ]),
    );
    expect(plan).toEqual({
      'parts/features.js': [
        ['parts/text-layers.js', 'parts/glyphs.js'],
        ['parts/features.css', 'parts/text-layers.css', 'parts/glyphs.css'],
      ],
      'parts/text-layers.js': [['parts/glyphs.js'], ['parts/text-layers.css', 'parts/glyphs.css']],
      'parts/glyphs.js': [[], ['parts/glyphs.css']],
    });
  });

  it('ends at parts that need each other, and names a shared stylesheet once', () => {
    const plan = partPlan(
      new Map([
        ['parts/a.js', part(['parts/b.js'], ['parts/shared.css'])],
        ['parts/b.js', part(['parts/a.js'], ['parts/shared.css', 'parts/b.css'])],
      ]),
    );
    expect(plan).toEqual({
      'parts/a.js': [['parts/b.js'], ['parts/shared.css', 'parts/b.css']],
      'parts/b.js': [['parts/a.js'], ['parts/shared.css', 'parts/b.css']],
    });
  });
});
