import type { Order } from './payment-provider.js';

/** What the order buys, in words. */
export function describeOrder(order: Pick<Order, 'product' | 'quantity'>): string {
  if (order.product === 'points') return `${order.quantity} point${order.quantity === 1 ? '' : 's'}`;
  if (order.product === 'licence') return 'Licence code';
  return order.product === 'vip-monthly' ? 'VIP, one month' : 'VIP, one year';
}
