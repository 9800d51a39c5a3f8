import { describe, expect, it } from 'vitest';
import { clampSpread, counterLabel, pagesNear, planTurn, spreadCount, spreadOfPage, spreadPages } from './spread.js';

describe('spreads of a two-page book', () => {
  it('puts the cover alone on the right, then pairs 2-3, 4-5', () => {
    expect(spreadPages(0, 14)).toEqual({ left: null, right: 1 });
    expect(spreadPages(1, 14)).toEqual({ left: 2, right: 3 });
    expect(spreadPages(2, 14)).toEqual({ left: 4, right: 5 });
  });

  it('leaves the last page alone on the left when the page count is even', () => {
    expect(spreadCount(14)).toBe(8);
    expect(spreadPages(7, 14)).toEqual({ left: 14, right: null });
  });

  it('ends on a full pair when the page count is odd', () => {
    expect(spreadCount(7)).toBe(4);
    expect(spreadPages(3, 7)).toEqual({ left: 6, right: 7 });
    expect(spreadPages(4, 7)).toEqual({ left: null, right: null });
  });

  it('has one spread for one page and none for an empty book', () => {
    expect(spreadCount(1)).toBe(1);
    expect(spreadCount(0)).toBe(0);
    expect(spreadPages(0, 0)).toEqual({ left: null, right: null });
  });

  it('finds the spread that shows a page', () => {
    expect([1, 2, 3, 4, 5, 14].map(spreadOfPage)).toEqual([0, 1, 1, 2, 2, 7]);
  });

  it('clamps spread indexes into the book', () => {
    expect(clampSpread(-3, 6)).toBe(0);
    expect(clampSpread(99, 6)).toBe(3);
    expect(clampSpread(2, 6)).toBe(2);
    expect(clampSpread(Number.NaN, 6)).toBe(0);
    expect(clampSpread(5, 0)).toBe(0);
  });
});

describe('the page counter', () => {
  it('shows a single page or a pair over the total', () => {
    expect(counterLabel(0, 6)).toBe('1 / 6');
    expect(counterLabel(1, 6)).toBe('2-3 / 6');
    expect(counterLabel(3, 6)).toBe('6 / 6');
    expect(counterLabel(0, 0)).toBe('0 / 0');
  });
});

describe('pages kept near the current spread', () => {
  it('keeps the current spread and two spreads either side', () => {
    expect(pagesNear(5, 40)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('stops at the ends of the book', () => {
    expect(pagesNear(0, 40)).toEqual([1, 2, 3, 4, 5]);
    expect(pagesNear(3, 6)).toEqual([2, 3, 4, 5, 6]);
  });

  it('never keeps more than five spreads of pages in a long book', () => {
    for (let spread = 0; spread < spreadCount(352); spread += 1) {
      expect(pagesNear(spread, 352).length).toBeLessThanOrEqual(10);
    }
  });
});

describe('planning a turn', () => {
  it('lifts the right page and lands the next left page when turning forward', () => {
    expect(planTurn(1, 2, 14)).toEqual({
      direction: 'forward',
      front: 3,
      back: 4,
      during: { left: 2, right: 5 },
      after: { left: 4, right: 5 },
    });
  });

  it('turns the cover forward onto page 2', () => {
    const plan = planTurn(0, 1, 6);
    expect(plan.front).toBe(1);
    expect(plan.back).toBe(2);
    expect(plan.during).toEqual({ left: null, right: 3 });
  });

  it('lifts the left page and lands the previous right page when turning back', () => {
    expect(planTurn(2, 1, 14)).toEqual({
      direction: 'backward',
      front: 4,
      back: 3,
      during: { left: 2, right: 5 },
      after: { left: 2, right: 3 },
    });
  });

  it('closes the book back onto its cover', () => {
    const plan = planTurn(1, 0, 6);
    expect(plan).toMatchObject({ direction: 'backward', front: 2, back: 1, during: { left: null, right: 3 } });
  });

  it('jumps several spreads with one leaf', () => {
    const plan = planTurn(0, 3, 6);
    expect(plan).toMatchObject({ front: 1, back: 6, during: { left: null, right: null }, after: { left: 6, right: null } });
  });
});
