import { describe, expect, it } from 'vitest';
import { accountPlan, checkoutUrl, expiryDate } from './account-view.js';
import { clampEmbedSize } from './embed-size.js';

const vip = (plan: 'monthly' | 'yearly') => ({ plan, expiresAt: '2027-01-01T00:00:00.000Z', daysRemaining: 36, renews: false, canResumeRenewal: false });

describe('account panel', () => {
  it('tells free, points and VIP users apart, VIP first', () => {
    expect(accountPlan({ points: 0, vip: null })).toBe('free');
    expect(accountPlan({ points: 5, vip: null })).toBe('points');
    expect(accountPlan({ points: 0, vip: vip('monthly') })).toBe('vipMonthly');
    expect(accountPlan({ points: 9, vip: vip('yearly') })).toBe('vipYearly');
  });

  it('shows the VIP expiry as a day in the user’s calendar format, and an unreadable date as it came', () => {
    expect(expiryDate('2027-01-05T12:00:00.000Z', 'en')).toBe('01/05/2027');
    expect(expiryDate('2027-01-05T12:00:00.000Z', 'de')).toBe('05.01.2027');
    expect(expiryDate('soon', 'en')).toBe('soon');
  });

  it('sends purchases to the service the account is on', () => {
    expect(checkoutUrl('http://127.0.0.1:8790', 'points')).toBe('http://127.0.0.1:8790/account#buy-points');
    expect(checkoutUrl('https://cloud.example.com', 'renew')).toBe('https://cloud.example.com/account#buy-vip');
  });
});

describe('embed size', () => {
  it('keeps the size within the service bounds and falls back while a field is being typed', () => {
    expect(clampEmbedSize('1024', '768')).toEqual({ width: 1024, height: 768 });
    expect(clampEmbedSize('', 'abc')).toEqual({ width: 800, height: 600 });
    expect(clampEmbedSize('5', '99999')).toEqual({ width: 100, height: 4000 });
  });
});
