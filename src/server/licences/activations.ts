import crypto from 'node:crypto';
import { AppError } from '../../shared/errors/app-error.js';
import type { LicenceEnvelope } from '../../shared/licence/licence-document.js';
import { normaliseLicenceCode } from '../../shared/licence/licence-code.js';
import type { ServerContext } from '../server-context.js';
import type { LicenceCodesTable } from '../store/schema.js';
import type { Selectable } from 'kysely';
import { signLicence } from './sign-licence.js';
import type { LicenceSigner } from './signing-key.js';

export interface ActivationRequest {
  code: string;
  fingerprint: string;
  mode: 'online' | 'offline';
}

/** The canonical code, or 106 when what the app sent cannot be a licence code. */
function parseCode(typed: string): string {
  const code = normaliseLicenceCode(typed);
  if (code === null) throw new AppError('LICENCE_CODE_PARSE');
  return code;
}

/** Refuses a code that is unknown (402), revoked (108) or expired (407). */
function assertUsable(row: Selectable<LicenceCodesTable> | undefined, now: Date): Selectable<LicenceCodesTable> {
  if (!row) throw new AppError('LICENCE_CODE_ERROR');
  if (row.revoked_at !== null) throw new AppError('LICENCE_REVOKED');
  if (row.expires_at !== null && row.expires_at.getTime() <= now.getTime()) throw new AppError('LICENCE_CODE_EXPIRED');
  return row;
}

/**
 * Activates a code on a machine and answers with the signed licence. The code's row is locked
 * for the transaction, so two machines racing for the last slot cannot both get it. The same
 * machine activating again gets its licence re-issued without using another activation.
 */
export async function activateLicence(ctx: ServerContext, signer: LicenceSigner, request: ActivationRequest): Promise<LicenceEnvelope> {
  const code = parseCode(request.code);
  const now = ctx.clock();
  const { activationId, expiresAt } = await ctx.db.transaction().execute(async (tx) => {
    const row = assertUsable(await tx.selectFrom('licence_codes').selectAll().where('code', '=', code).forUpdate().executeTakeFirst(), now);
    const live = await tx.selectFrom('licence_activations').select(['id', 'fingerprint']).where('code', '=', code).where('released_at', 'is', null).execute();
    const mine = live.find((activation) => activation.fingerprint === request.fingerprint);
    if (mine) return { activationId: mine.id, expiresAt: row.expires_at };
    if (live.length >= row.activation_limit) throw new AppError('LICENCE_ACTIVATION_LIMIT', {}, `${live.length} of ${row.activation_limit} in use`);
    if (row.redemptions >= row.redemption_limit) throw new AppError('LICENCE_CODE_USED', {}, `${row.redemptions} activations over its life`);
    const id = crypto.randomBytes(16).toString('base64url');
    await tx.insertInto('licence_activations').values({ id, code, fingerprint: request.fingerprint, mode: request.mode, created_at: now, released_at: null }).execute();
    await tx.updateTable('licence_codes').set({ redemptions: row.redemptions + 1 }).where('code', '=', code).execute();
    return { activationId: id, expiresAt: row.expires_at };
  });
  return signLicence(signer, {
    format: 'flipbook-licence',
    version: 1,
    licenceCode: code,
    activationId,
    fingerprint: request.fingerprint,
    edition: 'registered',
    mode: request.mode,
    server: ctx.publicUrl,
    issuedAt: now.toISOString(),
    expiresAt: expiresAt?.toISOString() ?? null,
  });
}

export interface ActivationRef {
  code: string;
  activationId: string;
  fingerprint: string;
}

/** The live activation a licence names, or 405 when the service has no such activation. */
async function liveActivation(ctx: ServerContext, ref: ActivationRef, code: string) {
  const activation = await ctx.db
    .selectFrom('licence_activations')
    .select('id')
    .where('id', '=', ref.activationId)
    .where('code', '=', code)
    .where('fingerprint', '=', ref.fingerprint)
    .where('released_at', 'is', null)
    .executeTakeFirst();
  if (!activation) throw new AppError('LICENCE_REGISTER_FAIL_2');
  return activation;
}

/** Frees an activation's slot ("for a test environment"): the machine returns to trial. */
export async function deactivateLicence(ctx: ServerContext, ref: ActivationRef): Promise<void> {
  const code = parseCode(ref.code);
  await liveActivation(ctx, ref, code);
  await ctx.db.updateTable('licence_activations').set({ released_at: ctx.clock() }).where('id', '=', ref.activationId).where('released_at', 'is', null).execute();
}

/** The online check an app makes now and then: the code must still be usable and the activation live. */
export async function checkLicence(ctx: ServerContext, ref: ActivationRef): Promise<void> {
  const code = parseCode(ref.code);
  assertUsable(await ctx.db.selectFrom('licence_codes').selectAll().where('code', '=', code).executeTakeFirst(), ctx.clock());
  await liveActivation(ctx, ref, code);
}
