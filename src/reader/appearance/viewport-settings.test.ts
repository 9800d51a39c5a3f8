import { describe, expect, it } from 'vitest';
import { DEFAULT_MARGIN } from '../../shared/settings/catalogue-display.js';
import { STAGE_MARGIN } from '../reader-display.js';
import { isMiniMode, marginFor } from './viewport-settings.js';

const desktop = { width: 1280, height: 800, coarse: false };
const phone = { width: 390, height: 844, coarse: true };

describe('margins and mini mode', () => {
  it("defaults to the reader's own room around the book", () => {
    expect(marginFor({}, desktop)).toEqual({ ...DEFAULT_MARGIN, authored: { x: false, y: false } });
    expect(DEFAULT_MARGIN).toEqual(STAGE_MARGIN);
  });

  it('uses the desktop margins on a computer and the mobile ones on a phone, negative included', () => {
    const raw = { marginDesktopX: 40, marginDesktopY: -10, marginMobileX: 0, marginMobileY: 4 };
    const set = { x: true, y: true };
    expect(marginFor(raw, desktop)).toEqual({ x: 40, y: -10, authored: set });
    expect(marginFor(raw, phone)).toEqual({ x: 0, y: 4, authored: set });
    // Out of range is not the author's margin: the default, which a small stage may shrink.
    expect(marginFor({ marginDesktopX: 900 }, desktop)).toEqual({ ...DEFAULT_MARGIN, authored: { x: false, y: false } });
  });

  it('enters mini mode only when a limit is set and the window is within it', () => {
    expect(isMiniMode({}, { width: 200, height: 150, coarse: false })).toBe(false);
    expect(isMiniMode({ miniModeWidth: 400 }, { width: 400, height: 900, coarse: false })).toBe(true);
    expect(isMiniMode({ miniModeWidth: 400 }, { width: 401, height: 900, coarse: false })).toBe(false);
    expect(isMiniMode({ miniModeHeight: 300 }, { width: 1200, height: 280, coarse: false })).toBe(true);
  });
});
