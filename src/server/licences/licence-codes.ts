import crypto from 'node:crypto';
import { AppError } from '../../shared/errors/app-error.js';
import { licenceCodeFromRandom, normaliseLicenceCode } from '../../shared/licence/licence-code.js';
import type { Kysely } from 'kysely';
import type { ServerContext } from '../server-context.js';
import type { ServerSchema } from '../store/schema.js';

/** How many activations a code allows over its life, per machine it may run on at once. */
export const REDEMPTIONS_PER_ACTIVATION = 5;
export const DEFAULT_ACTIVATION_LIMIT = 1;

export interface MintRequest {
  count: number;
  expiresAt?: Date | null;
  activationLimit?: number;
  note?: string;
  /** The paid order the code fulfils. */
  orderId?: string;
}

/** Mints new licence codes (the admin command), each from 120 random bits. */
export function mintLicenceCodes(ctx: ServerContext, request: MintRequest): Promise<string[]> {
  return insertLicenceCodes(ctx.db, ctx.clock(), request);
}

/** Writes new codes with the database or transaction given (a paid order mints inside its own). */
export async function insertLicenceCodes(db: Kysely<ServerSchema>, now: Date, request: MintRequest): Promise<string[]> {
  const activationLimit = request.activationLimit ?? DEFAULT_ACTIVATION_LIMIT;
  if (!Number.isInteger(request.count) || request.count < 1 || request.count > 10_000) throw new AppError('INVALID_ARGUMENT', {}, 'count must be a whole number from 1 to 10000');
  if (!Number.isInteger(activationLimit) || activationLimit < 1 || activationLimit > 1000) throw new AppError('INVALID_ARGUMENT', {}, 'activations must be a whole number from 1 to 1000');
  if (request.expiresAt && Number.isNaN(request.expiresAt.getTime())) throw new AppError('INVALID_ARGUMENT', {}, 'expires must be a date such as 2027-12-31');
  const codes = Array.from({ length: request.count }, () => licenceCodeFromRandom(crypto.randomBytes(24)));
  await db
    .insertInto('licence_codes')
    .values(
      codes.map((code) => ({
        code,
        created_at: now,
        expires_at: request.expiresAt ?? null,
        activation_limit: activationLimit,
        redemption_limit: activationLimit * REDEMPTIONS_PER_ACTIVATION,
        revoked_at: null,
        note: request.note ?? '',
        order_id: request.orderId ?? null,
      })),
    )
    .execute();
  return codes;
}

/** Revokes a code: its licences stop at their next online check, and it activates nowhere again. */
export async function revokeLicenceCode(ctx: ServerContext, typed: string): Promise<void> {
  const code = normaliseLicenceCode(typed);
  if (code === null) throw new AppError('LICENCE_CODE_PARSE');
  const result = await ctx.db.updateTable('licence_codes').set({ revoked_at: ctx.clock() }).where('code', '=', code).where('revoked_at', 'is', null).executeTakeFirst();
  if (result.numUpdatedRows === 0n) {
    const exists = await ctx.db.selectFrom('licence_codes').select('code').where('code', '=', code).executeTakeFirst();
    if (!exists) throw new AppError('LICENCE_CODE_ERROR');
  }
}

/** Each code with its limits, use and state, for the operator. */
export async function listLicenceCodes(ctx: ServerContext) {
  return ctx.db
    .selectFrom('licence_codes')
    .leftJoin('licence_activations', (join) => join.onRef('licence_activations.code', '=', 'licence_codes.code').on('licence_activations.released_at', 'is', null))
    .select((eb) => ['licence_codes.code', 'licence_codes.created_at', 'licence_codes.expires_at', 'licence_codes.activation_limit', 'licence_codes.redemptions', 'licence_codes.redemption_limit', 'licence_codes.revoked_at', eb.fn.count<string>('licence_activations.id').as('active')])
    .groupBy('licence_codes.code')
    .orderBy('licence_codes.created_at')
    .execute();
}

/** The codes an account bought, newest first, for its account page. */
export async function boughtLicenceCodes(ctx: ServerContext, userId: string) {
  return ctx.db
    .selectFrom('licence_codes')
    .innerJoin('orders', 'orders.id', 'licence_codes.order_id')
    .select(['licence_codes.code', 'licence_codes.created_at', 'licence_codes.revoked_at'])
    .where('orders.user_id', '=', userId)
    .orderBy('licence_codes.created_at', 'desc')
    .execute();
}
