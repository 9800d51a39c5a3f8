import { sql } from 'kysely';
import { AppError } from '../../shared/errors/app-error.js';
import type { ServerContext } from '../server-context.js';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_FAILURES_PER_ADDRESS, LOGIN_FAILURES_PER_EMAIL } from './account-rules.js';
import { decoyHash, verifyPassword } from './passwords.js';

/**
 * Checks an email and password and returns the account. Failures are counted in the database,
 * per email and per network address, so guessing is slowed down on every instance alike; past
 * the limit even the right password is refused until the window has passed. An unknown email
 * costs the same hashing as a wrong password, so timing does not tell which emails exist.
 */
export async function checkLogin(ctx: ServerContext, input: { email: string; password: string; address: string }): Promise<string> {
  const email = input.email.trim().toLowerCase();
  const now = ctx.clock();
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const counts = await ctx.db
    .selectFrom('login_failures')
    .select([
      sql<string>`count(*) filter (where email = ${email})`.as('byEmail'),
      sql<string>`count(*) filter (where address = ${input.address})`.as('byAddress'),
      sql<Date | null>`min(at) filter (where email = ${email} or address = ${input.address})`.as('oldest'),
    ])
    .where('at', '>', since)
    .where((where) => where.or([where('email', '=', email), where('address', '=', input.address)]))
    .executeTakeFirstOrThrow();
  if (Number(counts.byEmail) >= LOGIN_FAILURES_PER_EMAIL || Number(counts.byAddress) >= LOGIN_FAILURES_PER_ADDRESS) {
    const oldest = counts.oldest ? new Date(counts.oldest) : now;
    const minutes = Math.max(1, Math.ceil((oldest.getTime() + LOGIN_FAILURE_WINDOW_MS - now.getTime()) / 60_000));
    throw new AppError('LOGIN_THROTTLED', { minutes });
  }
  const user = await ctx.db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', email).executeTakeFirst();
  const matches = await verifyPassword(input.password, user?.password_hash ?? (await decoyHash()));
  if (user && matches) return user.id;
  await ctx.db.insertInto('login_failures').values({ email, address: input.address, at: now }).execute();
  throw new AppError('LOGIN_INCORRECT');
}
