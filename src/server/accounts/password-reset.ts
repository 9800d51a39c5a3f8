import { AppError } from '../../shared/errors/app-error.js';
import type { ServerContext } from '../server-context.js';
import { checkNewPassword, normaliseEmail, RESET_LINK_MS } from './account-rules.js';
import { hashPassword } from './passwords.js';
import { revokeAllSessions } from './sessions.js';
import { newToken, tokenHash } from './tokens.js';

/**
 * Mails a single-use reset link when the email has an account. It answers the same either
 * way, so the form does not reveal who has an account.
 */
export async function requestPasswordReset(ctx: ServerContext, rawEmail: string): Promise<void> {
  const email = normaliseEmail(rawEmail);
  const user = await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (!user) return;
  const token = newToken();
  await ctx.db
    .insertInto('password_resets')
    .values({ token_hash: tokenHash(token), user_id: user.id, expires_at: new Date(ctx.clock().getTime() + RESET_LINK_MS), used_at: null })
    .execute();
  const link = new URL(`/reset-password?token=${encodeURIComponent(token)}`, ctx.publicUrl).href;
  await ctx.mailer.send({
    to: email,
    subject: 'Reset your Flipbook Cloud password',
    text: `Someone asked to reset the password of your Flipbook Cloud account.\n\nTo choose a new password, open this link within one hour:\n${link}\n\nIf it was not you, ignore this mail; your password stays as it is.`,
  });
}

/**
 * Sets a new password with a reset link. The link is spent in the same statement that checks
 * it, so it works once even when two requests race, and every session of the account ends.
 */
export async function resetPassword(ctx: ServerContext, input: { token: string; password: string }): Promise<void> {
  checkNewPassword(input.password);
  const now = ctx.clock();
  const spent = await ctx.db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash(input.token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  if (!spent) throw new AppError('RESET_LINK_INVALID');
  const passwordHash = await hashPassword(input.password, ctx.scryptCost);
  await ctx.db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', spent.user_id).execute();
  await revokeAllSessions(ctx, spent.user_id);
}
