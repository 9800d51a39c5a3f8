import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors/app-error.js';
import type { ProductId } from '../store/schema.js';
import { discountPercentFor, priceCents, VOLUME_DISCOUNTS } from './price-list.js';

describe('the price list', () => {
  it('sells a point for US$1.00 and VIP for US$9.99 a month or US$99.00 a year', () => {
    expect(priceCents('points', 1)).toBe(100);
    expect(priceCents('vip-monthly', 1)).toBe(999);
    expect(priceCents('vip-yearly', 1)).toBe(9_900);
  });

  it.each([
    [1, 100],
    [49, 4_900],
    [50, 4_750],
    [99, 9_405],
    [100, 9_000],
    [499, 44_910],
    [500, 42_500],
    [10_000, 850_000],
  ])('prices %i points at %i cents through the volume-discount table', (quantity, cents) => {
    expect(priceCents('points', quantity)).toBe(cents);
  });

  it('keeps the discounts as data, in ascending rows starting at one point, never dearer per point for more', () => {
    expect(VOLUME_DISCOUNTS[0]).toEqual({ fromQuantity: 1, percentOff: 0 });
    for (let index = 1; index < VOLUME_DISCOUNTS.length; index++) {
      const [before, row] = [VOLUME_DISCOUNTS[index - 1]!, VOLUME_DISCOUNTS[index]!];
      expect(row.fromQuantity).toBeGreaterThan(before.fromQuantity);
      expect(row.percentOff).toBeGreaterThan(before.percentOff);
      expect(discountPercentFor(row.fromQuantity)).toBe(row.percentOff);
      expect(discountPercentFor(row.fromQuantity - 1)).toBe(before.percentOff);
    }
  });

  it.each([
    ['points', 0],
    ['points', 10_001],
    ['points', 1.5],
    ['vip-monthly', 2],
    ['vip-yearly', 0],
    ['gold', 1],
  ])('refuses %s × %s', (product, quantity) => {
    expect(() => priceCents(product as ProductId, quantity)).toThrow(AppError);
  });
});
