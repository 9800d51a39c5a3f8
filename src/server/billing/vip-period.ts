import type { Transaction } from 'kysely';
import type { ServerSchema } from '../store/schema.js';

/** The same day of the month `months` later in UTC, or that month's last day when it is shorter. */
export function addMonthsUtc(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = from.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/**
 * Adds one paid period of the plan to the account's VIP: from its expiry while that is still
 * ahead (periods paid ahead stack), else from now. The user's row is locked for the rest of the
 * transaction, so two periods paid at once extend one after the other rather than both from
 * the same expiry. Returns the new expiry.
 */
export async function addVipPeriod(tx: Transaction<ServerSchema>, input: { userId: string; orderId: string; plan: 'monthly' | 'yearly'; now: Date }): Promise<Date> {
  const user = await tx.selectFrom('users').select('vip_expires_at').where('id', '=', input.userId).forUpdate().executeTakeFirstOrThrow();
  const current = user.vip_expires_at;
  const startsAt = current !== null && current.getTime() > input.now.getTime() ? current : input.now;
  const endsAt = addMonthsUtc(startsAt, input.plan === 'monthly' ? 1 : 12);
  await tx.insertInto('vip_periods').values({ order_id: input.orderId, user_id: input.userId, plan: input.plan, starts_at: startsAt, ends_at: endsAt }).execute();
  await tx.updateTable('users').set({ vip_plan: input.plan, vip_expires_at: endsAt }).where('id', '=', input.userId).execute();
  return endsAt;
}
