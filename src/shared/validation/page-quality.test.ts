import { describe, expect, it } from 'vitest';
import type { PageQuality } from '../domain/import-options.js';
import { AppError } from '../errors/app-error.js';
import { QUALITY_PRESETS, resolveQuality } from './page-quality.js';

function errorOf(quality: PageQuality): AppError {
  try {
    resolveQuality(quality);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('resolveQuality', () => {
  it('uses FHD when no quality is chosen', () => {
    expect(resolveQuality()).toEqual(QUALITY_PRESETS.fhd);
    expect(resolveQuality({ preset: 'fhd' })).toEqual(QUALITY_PRESETS.fhd);
  });

  it('makes HD smaller and SHD sharper than FHD', () => {
    const [hd, fhd, shd] = (['hd', 'fhd', 'shd'] as const).map((preset) => resolveQuality({ preset }));
    expect(hd!.maxEdge).toBeLessThan(fhd!.maxEdge);
    expect(hd!.dpi).toBeLessThan(fhd!.dpi);
    expect(hd!.definition).toBeLessThan(fhd!.definition);
    expect(shd!.maxEdge).toBeGreaterThan(fhd!.maxEdge);
    expect(shd!.dpi).toBeGreaterThan(fhd!.dpi);
    expect(shd!.definition).toBeGreaterThan(fhd!.definition);
  });

  it('takes custom values, filling any left out from the default preset', () => {
    expect(resolveQuality({ preset: 'custom', definition: 90, maxEdge: 1000, dpi: 96 })).toEqual({ definition: 90, maxEdge: 1000, dpi: 96 });
    expect(resolveQuality({ preset: 'custom', dpi: 300 })).toEqual({ ...QUALITY_PRESETS.fhd, dpi: 300 });
  });

  it('accepts the ends of every range', () => {
    expect(resolveQuality({ preset: 'custom', definition: 80, maxEdge: 450, dpi: 72 })).toEqual({ definition: 80, maxEdge: 450, dpi: 72 });
    expect(resolveQuality({ preset: 'custom', definition: 95, maxEdge: 3200, dpi: 320 })).toEqual({ definition: 95, maxEdge: 3200, dpi: 320 });
  });

  it.each([
    [{ definition: 79 }, 'definition', 80, 95],
    [{ definition: 96 }, 'definition', 80, 95],
    [{ maxEdge: 449 }, 'maxEdge', 450, 3200],
    [{ maxEdge: 3201 }, 'maxEdge', 450, 3200],
    [{ dpi: 71 }, 'dpi', 72, 320],
    [{ dpi: 321 }, 'dpi', 72, 320],
  ] as const)('refuses %j, naming the setting and its range', (values, setting, min, max) => {
    const error = errorOf({ preset: 'custom', ...values });
    expect(error.code).toBe('QUALITY_OUT_OF_RANGE');
    expect(error.params).toEqual({ setting, min, max });
    expect(error.message).toBe(`${setting} must be between ${min} and ${max}.`);
  });

  it('refuses an out-of-range value even beside a named preset', () => {
    expect(errorOf({ preset: 'hd', dpi: 1000 }).params).toEqual({ setting: 'dpi', min: 72, max: 320 });
  });
});
