import type { CloudAccount } from '../../shared/cloud/cloud-account.js';

/** The account's kind, as the spec names them: free user, points user, VIP monthly or yearly. */
export type AccountPlan = 'free' | 'points' | 'vipMonthly' | 'vipYearly';

export function accountPlan(account: Pick<CloudAccount, 'points' | 'vip'>): AccountPlan {
  if (account.vip !== null) return account.vip.plan === 'yearly' ? 'vipYearly' : 'vipMonthly';
  return account.points > 0 ? 'points' : 'free';
}

/** What the account panel's purchase buttons open. */
export type CheckoutKind = 'points' | 'vip' | 'renew';

/**
 * The service's own page for paying, opened in the system browser: payment never happens inside
 * the app, so the app never sees a card. The service's account page carries the purchase forms;
 * the fragment takes the user to the one the button named.
 */
export function checkoutUrl(server: string, kind: CheckoutKind): string {
  const section = kind === 'points' ? 'buy-points' : 'buy-vip';
  return new URL(`/account#${section}`, server).toString();
}

/** The expiry date as a day in the user's calendar format, without a time of day. */
export function expiryDate(expiresAt: string, locale: string): string {
  const date = new Date(expiresAt);
  return Number.isNaN(date.getTime()) ? expiresAt : date.toLocaleDateString(locale, { year: 'numeric', month: '2-digit', day: '2-digit' });
}
