import { AppError } from '../../shared/errors/app-error.js';
import { pointsAccount, post, WORLD_ACCOUNTS } from '../billing/ledger.js';
import type { ServerContext } from '../server-context.js';
import { checkNewPassword, normaliseEmail, SIGNUP_POINTS } from './account-rules.js';
import { hashPassword } from './passwords.js';
import { newId } from './tokens.js';

/**
 * Creates an account and grants its 5 free points. The grant's idempotency key is the new
 * account's id, so it is posted once however often the step is retried.
 */
export async function registerAccount(ctx: ServerContext, input: { email: string; password: string }): Promise<{ userId: string; email: string }> {
  const email = normaliseEmail(input.email);
  checkNewPassword(input.password);
  const passwordHash = await hashPassword(input.password, ctx.scryptCost);
  const userId = newId();
  const created = await ctx.db
    .insertInto('users')
    .values({ id: userId, email, password_hash: passwordHash, vip_plan: null, vip_expires_at: null })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!created) throw new AppError('ACCOUNT_EXISTS');
  await post(ctx.db, {
    idempotencyKey: `signup-grant:${userId}`,
    kind: 'grant',
    userId,
    memo: 'Free points for a new account',
    entries: [
      { account: pointsAccount(userId), points: SIGNUP_POINTS },
      { account: WORLD_ACCOUNTS.grants, points: -SIGNUP_POINTS },
    ],
  });
  return { userId, email };
}
