import { describe, expect, it } from 'vitest';
import type { CutMode } from '../../../shared/domain/import-options.js';
import { remapToc } from '../../toc/toc-remap.js';
import { bookPageMap, boxInPart, planPages, plannedPageCount, type PageSize } from './widepage-cut.js';

const PORTRAIT: PageSize = { width: 400, height: 500 };
const SPREAD: PageSize = { width: 800, height: 500 };
const SIZES = [PORTRAIT, SPREAD, SPREAD, PORTRAIT];

describe('planPages', () => {
  it.each<[CutMode, string[][]]>([
    ['none', [[], [], [], []]],
    ['auto', [[], ['left', 'right'], ['left', 'right'], []]],
    ['1', [['left', 'right'], ['left', 'right'], ['left', 'right'], ['left', 'right']]],
    ['2', [[], ['left', 'right'], ['left', 'right'], []]],
    ['3', [['right', 'left'], ['right', 'left'], ['right', 'left'], ['right', 'left']]],
  ])('in mode %s cuts a cover, two spreads and a back cover into %j', (cut, parts) => {
    const plans = planPages([1, 2, 3, 4], cut, SIZES);
    expect(plans.map((plan) => plan.parts)).toEqual(parts);
    expect(plannedPageCount(plans)).toBe(parts.reduce((sum, p) => sum + Math.max(1, p.length), 0));
  });

  it('cuts in auto mode only pages wider than 1.2 times their height', () => {
    const sizes = [{ width: 120, height: 100 }, { width: 121, height: 100 }, { width: 100, height: 300 }];
    expect(planPages([1, 2, 3], 'auto', sizes).map((plan) => plan.parts.length)).toEqual([0, 2, 0]);
  });

  it('keeps the first and last imported pages whole in mode 2, even within a page range', () => {
    expect(planPages([3, 4, 5], '2').map((plan) => plan.parts.length)).toEqual([0, 2, 0]);
    expect(planPages([7], '2').map((plan) => plan.parts.length)).toEqual([0]);
  });
});

describe('bookPageMap and remapToc', () => {
  it('points each imported PDF page at its first book page, through a range and cuts', () => {
    const plans = planPages([2, 4, 5], '1');
    expect([...bookPageMap(plans)]).toEqual([
      [2, 1],
      [4, 3],
      [5, 5],
    ]);
  });

  it('drops entries for pages left out but keeps their children that were imported', () => {
    const map = new Map([
      [2, 1],
      [4, 2],
    ]);
    const toc = [
      { title: 'Cover', page: 1, children: [] },
      { title: 'Part', page: 3, children: [{ title: 'Chapter', page: 4, children: [] }] },
      { title: 'Intro', page: 2, children: [] },
    ];
    expect(remapToc(toc, map)).toEqual([
      { title: 'Chapter', page: 2, children: [] },
      { title: 'Intro', page: 1, children: [] },
    ]);
  });
});

describe('boxInPart', () => {
  it('re-expresses a box on the half it lies in, and clips one that straddles the fold', () => {
    const onLeft = boxInPart({ x: 0.1, y: 0.2, width: 0.2, height: 0.1 }, 'left');
    expect(onLeft?.x).toBeCloseTo(0.2);
    expect(onLeft?.width).toBeCloseTo(0.4);
    expect([onLeft?.y, onLeft?.height]).toEqual([0.2, 0.1]);
    expect(boxInPart({ x: 0.1, y: 0.2, width: 0.2, height: 0.1 }, 'right')).toBeNull();
    const straddling = { x: 0.4, y: 0, width: 0.2, height: 1 };
    expect(boxInPart(straddling, 'left')?.x).toBeCloseTo(0.8);
    expect(boxInPart(straddling, 'left')?.width).toBeCloseTo(0.2);
    expect(boxInPart(straddling, 'right')?.x).toBeCloseTo(0);
    expect(boxInPart(straddling, 'right')?.width).toBeCloseTo(0.2);
  });
});
