import { balanceOf, pointsAccount } from '../billing/ledger.js';
import { activeSubscription, resumableSubscription } from '../billing/vip-subscriptions.js';
import type { ServerContext } from '../server-context.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the account panel shows (desktop-app.md: points, VIP, expiry date, remaining days). */
export interface AccountSummary {
  userId: string;
  email: string;
  points: number;
  /**
   * `renews`: the plan renews by itself when it expires (until the user turns that off);
   * `canResumeRenewal`: the user turned renewal off and may turn it back on before VIP ends.
   */
  vip: { plan: 'monthly' | 'yearly'; expiresAt: string; daysRemaining: number; renews: boolean; canResumeRenewal: boolean } | null;
  /** Free users (no points, no live VIP) cannot upload. */
  canUpload: boolean;
}

export async function accountSummary(ctx: ServerContext, userId: string): Promise<AccountSummary> {
  const user = await ctx.db.selectFrom('users').select(['id', 'email', 'vip_plan', 'vip_expires_at']).where('id', '=', userId).executeTakeFirstOrThrow();
  const points = await balanceOf(ctx.db, pointsAccount(userId));
  const renews = (await activeSubscription(ctx.db, userId)) !== undefined;
  const canResumeRenewal = !renews && (await resumableSubscription(ctx.db, userId, ctx.clock())) !== undefined;
  const now = ctx.clock().getTime();
  const vipLive = user.vip_plan !== null && user.vip_expires_at !== null && user.vip_expires_at.getTime() > now;
  const vip = vipLive && user.vip_plan && user.vip_expires_at
    ? { plan: user.vip_plan, expiresAt: user.vip_expires_at.toISOString(), daysRemaining: Math.ceil((user.vip_expires_at.getTime() - now) / DAY_MS), renews, canResumeRenewal }
    : null;
  return { userId: user.id, email: user.email, points, vip, canUpload: vip !== null || points > 0 };
}
