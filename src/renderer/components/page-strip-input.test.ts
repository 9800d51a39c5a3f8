import { describe, expect, it } from 'vitest';
import { stripKeyTarget, stripWheelScroll } from './page-strip-input.js';

describe('the page strip keys', () => {
  it('goes to the first and the last page with Home and End', () => {
    expect(stripKeyTarget('Home', 40, 1000, 8)).toBe(1);
    expect(stripKeyTarget('End', 40, 1000, 8)).toBe(1000);
  });

  it('moves a strip width with Page Up and Page Down, stopping at the ends', () => {
    expect(stripKeyTarget('PageDown', 40, 1000, 8)).toBe(48);
    expect(stripKeyTarget('PageUp', 40, 1000, 8)).toBe(32);
    expect(stripKeyTarget('PageUp', 3, 1000, 8)).toBe(1);
    expect(stripKeyTarget('PageDown', 996, 1000, 8)).toBe(1000);
    expect(stripKeyTarget('PageDown', 1, 10, 0)).toBe(2);
  });

  it('moves one page with the arrows and leaves other keys alone', () => {
    expect(stripKeyTarget('ArrowRight', 1, 3, 8)).toBe(2);
    expect(stripKeyTarget('ArrowLeft', 1, 3, 8)).toBe(1);
    expect(stripKeyTarget('Enter', 1, 3, 8)).toBeNull();
    expect(stripKeyTarget('Home', 1, 0, 8)).toBeNull();
  });
});

describe('the page strip wheel', () => {
  it('scrolls sideways by a vertical wheel, in pixels, lines or pages', () => {
    expect(stripWheelScroll({ deltaX: 0, deltaY: 100, deltaMode: 0 }, 800)).toBe(100);
    expect(stripWheelScroll({ deltaX: 0, deltaY: -3, deltaMode: 1 }, 800)).toBe(-120);
    expect(stripWheelScroll({ deltaX: 0, deltaY: 1, deltaMode: 2 }, 800)).toBe(800);
  });

  it('leaves a mostly horizontal gesture to the browser', () => {
    expect(stripWheelScroll({ deltaX: 60, deltaY: 10, deltaMode: 0 }, 800)).toBe(0);
    expect(stripWheelScroll({ deltaX: 0, deltaY: 0, deltaMode: 0 }, 800)).toBe(0);
  });
});
