import { AppError } from '../../shared/errors/app-error.js';
import type { ProductId } from '../store/schema.js';

/** What a checkout can sell (desktop-app.md: points at US$1.00, VIP at US$9.99/month or US$99.00/year). */
export type Product =
  | { id: 'points'; kind: 'points'; unitCents: number; minQuantity: number; maxQuantity: number }
  | { id: 'vip-monthly' | 'vip-yearly'; kind: 'vip'; plan: 'monthly' | 'yearly'; cents: number }
  | { id: 'licence'; kind: 'licence'; cents: number };

export const PRODUCTS: Readonly<Record<ProductId, Product>> = {
  points: { id: 'points', kind: 'points', unitCents: 100, minQuantity: 1, maxQuantity: 10_000 },
  'vip-monthly': { id: 'vip-monthly', kind: 'vip', plan: 'monthly', cents: 999 },
  'vip-yearly': { id: 'vip-yearly', kind: 'vip', plan: 'yearly', cents: 9_900 },
  // A lifetime licence code (desktop-app.md §6); the spec names no price, this is the service's.
  licence: { id: 'licence', kind: 'licence', cents: 4_900 },
};

export const PRODUCT_IDS = Object.keys(PRODUCTS) as ProductId[];

/**
 * The volume discount on points, as data: each row applies from its `fromQuantity` up to the
 * next row's. The spec says discounts exist but not how much; these are the service's figures.
 */
export const VOLUME_DISCOUNTS: readonly { fromQuantity: number; percentOff: number }[] = [
  { fromQuantity: 1, percentOff: 0 },
  { fromQuantity: 50, percentOff: 5 },
  { fromQuantity: 100, percentOff: 10 },
  { fromQuantity: 500, percentOff: 15 },
];

/** The discount row a quantity of points falls in. */
export function discountPercentFor(quantity: number): number {
  let percent = 0;
  for (const row of VOLUME_DISCOUNTS) if (quantity >= row.fromQuantity) percent = row.percentOff;
  return percent;
}

/**
 * The price in US cents. Points are priced per unit less the row's discount, rounded to the
 * nearest cent; a VIP period is bought one at a time. Anything else is a request error.
 */
export function priceCents(product: ProductId, quantity: number): number {
  const item: Product | undefined = Object.hasOwn(PRODUCTS, product) ? PRODUCTS[product] : undefined;
  if (!item) throw new AppError('INVALID_ARGUMENT', {}, `unknown product ${String(product)}`);
  if (item.kind === 'vip' || item.kind === 'licence') {
    if (quantity !== 1) throw new AppError('INVALID_ARGUMENT', {}, `a ${item.kind === 'vip' ? 'VIP period' : 'licence'} is bought one at a time`);
    return item.cents;
  }
  if (!Number.isInteger(quantity) || quantity < item.minQuantity || quantity > item.maxQuantity) {
    throw new AppError('INVALID_ARGUMENT', {}, `points are bought ${item.minQuantity} to ${item.maxQuantity} at a time`);
  }
  return Math.round((quantity * item.unitCents * (100 - discountPercentFor(quantity))) / 100);
}
