import { describe, expect, it } from 'vitest';
import { missingPages, movedOrder } from './page-moves.js';

const order = ['a', 'b', 'c', 'd', 'e'];

describe('moving pages by places', () => {
  it('moves the selected pages one step, keeping their order', () => {
    expect(movedOrder(order, ['b', 'c'], { by: 1 })).toEqual(['a', 'd', 'b', 'c', 'e']);
    expect(movedOrder(order, ['b', 'd'], { by: -1 })).toEqual(['b', 'a', 'd', 'c', 'e']);
  });

  it('moves a page several places and stops at the end of the book', () => {
    expect(movedOrder(order, ['a'], { by: 3 })).toEqual(['b', 'c', 'd', 'a', 'e']);
    expect(movedOrder(order, ['b'], { by: 10 })).toEqual(['a', 'c', 'd', 'e', 'b']);
  });

  it('answers the same order when the pages are already at that end', () => {
    expect(movedOrder(order, ['a'], { by: -1 })).toBe(order);
    expect(movedOrder(order, ['e'], { by: 1 })).toBe(order);
    expect(movedOrder(order, [], { by: 1 })).toBe(order);
  });
});

describe('moving pages to an index', () => {
  it('puts the pages together, in book order, at the index of the new order', () => {
    expect(movedOrder(order, ['d', 'a'], { to: 1 })).toEqual(['b', 'a', 'd', 'c', 'e']);
    expect(movedOrder(order, ['b'], { to: 99 })).toEqual(['a', 'c', 'd', 'e', 'b']);
  });

  it('answers the same order when the pages are already there', () => {
    expect(movedOrder(order, ['c'], { to: 2 })).toBe(order);
  });
});

it('names the pages not in the book', () => {
  expect(missingPages(order, ['a', 'x', 'e', 'y'])).toEqual(['x', 'y']);
});
