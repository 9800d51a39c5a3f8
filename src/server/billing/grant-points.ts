import { AppError } from '../../shared/errors/app-error.js';
import type { ServerContext } from '../server-context.js';
import { pointsAccount, post, WORLD_ACCOUNTS, type PostingResult } from './ledger.js';

/** Gives an account points from the house (support's goodwill, an admin's correction). */
export async function grantPoints(ctx: ServerContext, input: { email: string; points: number; idempotencyKey: string; memo: string }): Promise<PostingResult & { userId: string }> {
  if (!Number.isInteger(input.points) || input.points <= 0 || input.points > 100_000) throw new AppError('INVALID_ARGUMENT', {}, 'points must be a whole number from 1 to 100000');
  const user = await ctx.db.selectFrom('users').select('id').where('email', '=', input.email.trim().toLowerCase()).executeTakeFirst();
  if (!user) throw new AppError('INVALID_ARGUMENT', {}, `no account with the email ${input.email}`);
  const result = await post(ctx.db, {
    idempotencyKey: input.idempotencyKey,
    kind: 'grant',
    userId: user.id,
    memo: input.memo,
    entries: [
      { account: pointsAccount(user.id), points: input.points },
      { account: WORLD_ACCOUNTS.grants, points: -input.points },
    ],
  });
  return { ...result, userId: user.id };
}
