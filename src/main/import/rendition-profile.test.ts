import { describe, expect, it } from 'vitest';
import { QUALITY_PRESETS } from '../../shared/validation/page-quality.js';
import { renderScale, renditionProfile } from './rendition-profile.js';

const LETTER = { width: 612, height: 792 };

/** The HD long edge, in pixels, of a page rendered under a profile. */
function hdEdge(profile: ReturnType<typeof renditionProfile>, page: { width: number; height: number }): number {
  return Math.round(Math.max(page.width, page.height) * renderScale(profile, page.width, page.height));
}

describe('renditionProfile', () => {
  it('renders at the DPI, capped so the HD long edge fits the max edge', () => {
    expect(hdEdge(renditionProfile({ definition: 85, maxEdge: 3200, dpi: 72 }), LETTER)).toBe(792);
    expect(hdEdge(renditionProfile({ definition: 85, maxEdge: 1000, dpi: 300 }), LETTER)).toBe(1000);
    expect(hdEdge(renditionProfile(QUALITY_PRESETS.hd), LETTER)).toBe(1600);
    expect(hdEdge(renditionProfile(QUALITY_PRESETS.fhd), LETTER)).toBe(2400);
    expect(hdEdge(renditionProfile(QUALITY_PRESETS.shd), LETTER)).toBe(3200);
  });

  it('makes the normal rendition at most 1400 px and never larger than HD, at the definition', () => {
    expect(renditionProfile(QUALITY_PRESETS.shd).normal).toEqual({ longEdge: 1400, quality: QUALITY_PRESETS.shd.definition });
    expect(renditionProfile({ definition: 80, maxEdge: 450, dpi: 150 }).normal).toEqual({ longEdge: 450, quality: 80 });
    expect(renditionProfile({ definition: 93, maxEdge: 2000, dpi: 150 }).hd).toEqual({ longEdge: 2000, quality: 93 });
  });

  it('keeps 240 px thumbnails whatever the quality', () => {
    for (const preset of Object.values(QUALITY_PRESETS)) expect(renditionProfile(preset).thumb.longEdge).toBe(240);
  });
});
