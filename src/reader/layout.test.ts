import { describe, expect, it } from 'vitest';
import { affordableMargin, bookFrame, canonicalSize, fitPage, singleShowsMore, toLeafPoint } from './layout.js';

describe('fitting a page into its half of the book', () => {
  it('fits a portrait page by height and keeps its aspect ratio', () => {
    expect(fitPage({ width: 600, height: 800 }, { width: 500, height: 400 })).toEqual({ width: 300, height: 400 });
  });

  it('fits a landscape page by width', () => {
    expect(fitPage({ width: 1000, height: 500 }, { width: 400, height: 400 })).toEqual({ width: 400, height: 200 });
  });

  it('scales small pages up to fill the box', () => {
    expect(fitPage({ width: 60, height: 80 }, { width: 600, height: 800 })).toEqual({ width: 600, height: 800 });
  });

  it('gives nothing for an empty box or a page without size', () => {
    expect(fitPage({ width: 600, height: 800 }, { width: 0, height: 400 })).toEqual({ width: 0, height: 0 });
    expect(fitPage({ width: 0, height: 800 }, { width: 300, height: 400 })).toEqual({ width: 0, height: 0 });
  });
});

describe('placing the book in the stage', () => {
  const margin = { x: 10, y: 10 };

  it('fits two pages side by side and centres the book', () => {
    expect(bookFrame({ width: 1020, height: 620 }, { width: 300, height: 400 }, false, margin)).toEqual({
      page: { width: 450, height: 600 },
      width: 900,
      height: 600,
      left: 60,
      top: 10,
    });
  });

  it('gives a single page the whole width', () => {
    expect(bookFrame({ width: 420, height: 1020 }, { width: 300, height: 400 }, true, margin).page).toEqual({ width: 400, height: 533 });
  });

  it('stacks the two pages of a top-bound book, each in half the height', () => {
    expect(bookFrame({ width: 1020, height: 620 }, { width: 400, height: 300 }, false, margin, true)).toEqual({
      page: { width: 400, height: 300 },
      width: 400,
      height: 600,
      left: 310,
      top: 10,
    });
  });

  it('gives the single page of a top-bound book the whole height', () => {
    expect(bookFrame({ width: 1020, height: 620 }, { width: 400, height: 300 }, true, margin, true)).toMatchObject({ page: { width: 800, height: 600 }, height: 600 });
  });
});

describe('pointer positions on the turning leaf', () => {
  const book = { left: 100, top: 50, width: 800, height: 600 };

  it('measures from the spine in a left-to-right spread', () => {
    expect(toLeafPoint(book, 400, { single: false, rightToLeft: false }, { x: 850, y: 450 })).toEqual({ x: 350, y: 400 });
  });

  it('mirrors a right-to-left spread, whose leaf is the left-hand page', () => {
    expect(toLeafPoint(book, 400, { single: false, rightToLeft: true }, { x: 150, y: 450 })).toEqual({ x: 350, y: 400 });
  });

  it('measures a single page from its left edge', () => {
    expect(toLeafPoint({ left: 100, top: 50, width: 400, height: 600 }, 400, { single: true, rightToLeft: false }, { x: 450, y: 60 })).toEqual({ x: 350, y: 10 });
  });

  describe('in a top-bound book, whose spine runs across', () => {
    const stacked = { left: 100, top: 50, width: 400, height: 600 };

    it('measures down from the spine on the lower page, across from its left edge', () => {
      expect(toLeafPoint(stacked, 300, { single: false, rightToLeft: false, vertical: true }, { x: 150, y: 590 })).toEqual({ x: 240, y: 50 });
    });

    it('measures up from the spine on the upper page of a right-to-left book', () => {
      expect(toLeafPoint(stacked, 300, { single: false, rightToLeft: true, vertical: true }, { x: 150, y: 60 })).toEqual({ x: 290, y: 50 });
    });

    it('measures a single page from its top edge', () => {
      expect(toLeafPoint(stacked, 600, { single: true, rightToLeft: false, vertical: true }, { x: 450, y: 80 })).toEqual({ x: 30, y: 350 });
    });

    it('swaps the page size into the canonical frame', () => {
      expect(canonicalSize({ width: 400, height: 300 }, true)).toEqual({ width: 300, height: 400 });
      expect(canonicalSize({ width: 400, height: 300 }, false)).toEqual({ width: 400, height: 300 });
    });
  });
});

describe('auto page mode and small stages', () => {
  const letter = { width: 216, height: 279 };
  const margin = { x: 16, y: 20 };

  it('shows one page on an upright phone and the spread in a short, wide frame', () => {
    expect(singleShowsMore({ width: 390, height: 750 }, letter, margin)).toBe(true);
    expect(singleShowsMore({ width: 650, height: 390 }, letter, margin)).toBe(false);
    expect(singleShowsMore({ width: 1280, height: 700 }, letter, margin)).toBe(false);
    // A top-bound book stacks its spread: a tall stage suits the stack, a wide one the lone page.
    expect(singleShowsMore({ width: 700, height: 1000 }, { width: 400, height: 300 }, margin, true)).toBe(false);
    expect(singleShowsMore({ width: 1200, height: 500 }, { width: 400, height: 300 }, margin, true)).toBe(true);
  });

  it('holds positive margins to a small share of a small stage, and leaves larger stages and negative margins alone', () => {
    expect(affordableMargin(margin, { width: 390, height: 750 })).toEqual({ x: 5, y: 11 });
    expect(affordableMargin(margin, { width: 1280, height: 700 })).toEqual(margin);
    expect(affordableMargin({ x: -40, y: 2 }, { width: 390, height: 750 })).toEqual({ x: -40, y: 2 });
  });

  it('keeps a margin the author set, on a small stage too', () => {
    expect(affordableMargin({ x: 60, y: 90, authored: { x: true, y: false } }, { width: 390, height: 750 })).toEqual({ x: 60, y: 11 });
  });
});
