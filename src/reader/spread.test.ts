import { describe, expect, it } from 'vitest';
import { buildSpreads, clampSpread, counterLabel, lastReachable, pagesNear, planTurn, sidesOf, spreadOfPage } from './spread.js';

const double = { single: false, startOnDoublePage: false };

describe('spreads of a two-page book', () => {
  it('opens on the cover alone and pairs even pages on the left', () => {
    expect(buildSpreads(6, double)).toEqual([
      { first: null, second: 1 },
      { first: 2, second: 3 },
      { first: 4, second: 5 },
      { first: 6, second: null },
    ]);
    expect(sidesOf(buildSpreads(6, double)[0], false)).toEqual({ left: null, right: 1 });
    expect(sidesOf(buildSpreads(6, double)[3], false)).toEqual({ left: 6, right: null });
  });

  it('pairs pages 1 and 2 when it starts on a double page', () => {
    expect(buildSpreads(5, { single: false, startOnDoublePage: true })).toEqual([
      { first: 1, second: 2 },
      { first: 3, second: 4 },
      { first: 5, second: null },
    ]);
  });

  it('shows one page per spread in single-page mode', () => {
    expect(buildSpreads(3, { single: true, startOnDoublePage: true })).toEqual([
      { first: null, second: 1 },
      { first: null, second: 2 },
      { first: null, second: 3 },
    ]);
  });

  it('mirrors spreads right to left: page 1 on the left, page 2 on the right', () => {
    const spreads = buildSpreads(6, double);
    expect(sidesOf(spreads[0], true)).toEqual({ left: 1, right: null });
    expect(sidesOf(spreads[1], true)).toEqual({ left: 3, right: 2 });
  });

  it('has no spreads for an empty book', () => {
    expect(buildSpreads(0, double)).toEqual([]);
    expect(counterLabel(undefined, 0)).toBe('0 / 0');
  });
});

describe('moving between spreads', () => {
  const spreads = buildSpreads(6, double);

  it('finds the spread of a page', () => {
    expect([1, 2, 3, 4, 5, 6].map((page) => spreadOfPage(spreads, page))).toEqual([0, 1, 1, 2, 2, 3]);
    expect(spreadOfPage(spreads, 99)).toBe(3);
    expect(spreadOfPage(spreads, -2)).toBe(0);
  });

  it('clamps spread indexes into the book', () => {
    expect(clampSpread(-3, spreads)).toBe(0);
    expect(clampSpread(99, spreads)).toBe(3);
    expect(clampSpread(Number.NaN, spreads)).toBe(0);
    expect(clampSpread(5, [])).toBe(0);
  });

  it('keeps the spread with the last page out of reach when it is banned', () => {
    expect(lastReachable(spreads, true)).toBe(2);
    expect(clampSpread(99, spreads, true)).toBe(2);
    expect(lastReachable([{ first: null, second: 1 }], true)).toBe(0);
  });

  it('labels the counter with the spread pages over the total', () => {
    expect(counterLabel(spreads[0], 6)).toBe('1 / 6');
    expect(counterLabel(spreads[1], 6)).toBe('2-3 / 6');
  });
});

describe('pages kept near the current spread', () => {
  it('keeps the current spread and two spreads either side', () => {
    expect(pagesNear(buildSpreads(40, double), 5)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('stops at the ends of the book', () => {
    const spreads = buildSpreads(40, double);
    expect(pagesNear(spreads, 0)).toEqual([1, 2, 3, 4, 5]);
  });

  it('never keeps more than five spreads of pages in a long book', () => {
    const spreads = buildSpreads(352, double);
    for (let spread = 0; spread < spreads.length; spread += 1) expect(pagesNear(spreads, spread).length).toBeLessThanOrEqual(10);
  });
});

describe('planning a turn', () => {
  const spreads = buildSpreads(14, double);

  it('lifts the second page and lands the next first page when turning forward', () => {
    expect(planTurn(spreads, 1, 2)).toEqual({ direction: 'forward', from: 1, to: 2, front: 3, back: 4, under: { first: 2, second: 5 } });
  });

  it('uses the same leaf going back, from the other end', () => {
    expect(planTurn(spreads, 2, 1)).toEqual({ direction: 'backward', from: 2, to: 1, front: 3, back: 4, under: { first: 2, second: 5 } });
  });

  it('turns the cover onto page 2', () => {
    expect(planTurn(spreads, 0, 1)).toMatchObject({ front: 1, back: 2, under: { first: null, second: 3 } });
  });

  it('jumps several spreads with one leaf', () => {
    expect(planTurn(buildSpreads(6, double), 0, 3)).toMatchObject({ front: 1, back: 6, under: { first: null, second: null } });
  });

  it('turns a single page away onto a blank back, revealing the next page', () => {
    const single = buildSpreads(3, { single: true, startOnDoublePage: false });
    expect(planTurn(single, 0, 1)).toMatchObject({ front: 1, back: null, under: { first: null, second: 2 } });
  });
});
