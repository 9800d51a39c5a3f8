import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CloudAccount } from '../../shared/cloud/cloud-account.js';
import { purchaseSignature, watchForPurchase } from './purchase-watch.js';

const account = (points: number, vip: CloudAccount['vip'] = null): CloudAccount => ({ email: 'a@b.c', points, vip, canUpload: points > 0 || vip !== null, server: 'http://127.0.0.1:1' }) as CloudAccount;

/** A window stand-in whose focus can be fired by the test. */
function focusable() {
  const listeners = new Set<() => void>();
  return {
    addEventListener: (_type: string, listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => void listeners.delete(listener),
    focus: () => listeners.forEach((listener) => listener()),
    count: () => listeners.size,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the account panel watching a checkout', () => {
  it('tells a purchase by the points or the VIP expiry changing', () => {
    expect(purchaseSignature(account(3))).not.toBe(purchaseSignature(account(13)));
    expect(purchaseSignature(account(0, { plan: 'monthly', expiresAt: '2027-01-01', daysRemaining: 3, renews: true, canResumeRenewal: false }))).not.toBe(purchaseSignature(account(0, { plan: 'monthly', expiresAt: '2027-02-01', daysRemaining: 34, renews: true, canResumeRenewal: false })));
  });

  it('reads the account every few seconds and reports the purchase once, then stops', async () => {
    const answers = [account(1), account(1), account(11)];
    const read = vi.fn(async () => answers.shift() ?? account(11));
    const purchased: CloudAccount[] = [];
    const window = focusable();
    watchForPurchase({ before: account(1), read, onPurchased: (next) => purchased.push(next), pollMs: 5000 }, window);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(purchased).toEqual([]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(purchased.map((next) => next.points)).toEqual([11]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(read).toHaveBeenCalledTimes(3);
    expect(window.count()).toBe(0);
  });

  it('reads at once when the window gets the focus back from the browser', async () => {
    const purchased: number[] = [];
    const window = focusable();
    watchForPurchase({ before: account(0), read: async () => account(20), onPurchased: (next) => purchased.push(next.points) }, window);
    window.focus();
    await vi.advanceTimersByTimeAsync(0);
    expect(purchased).toEqual([20]);
  });

  it('gives up after its time, and when the panel closes', async () => {
    const read = vi.fn(async () => account(1));
    const stop = watchForPurchase({ before: account(1), read, onPurchased: () => undefined, pollMs: 1000, maxMs: 3000 }, null);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(read).toHaveBeenCalledTimes(3);
    const other = vi.fn(async () => account(1));
    const stopOther = watchForPurchase({ before: account(1), read: other, onPurchased: () => undefined, pollMs: 1000 }, null);
    stopOther();
    await vi.advanceTimersByTimeAsync(5000);
    expect(other).not.toHaveBeenCalled();
    stop();
  });
});
