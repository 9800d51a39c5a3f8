import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../../../tests/support/test-databases.js';
import { licenceCodeFromRandom } from '../../shared/licence/licence-code.js';
import { LicencePayloadSchema } from '../../shared/licence/licence-document.js';
import type { Db } from '../store/schema.js';
import { testContext } from '../testing/test-context.js';
import { activateLicence, checkLicence, deactivateLicence } from './activations.js';
import { mintLicenceCodes, REDEMPTIONS_PER_ACTIVATION, revokeLicenceCode } from './licence-codes.js';
import type { LicenceSigner } from './signing-key.js';
import { errorCodeOf } from '../../../tests/support/error-code-of.js';

const MACHINE_A = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const MACHINE_B = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';

describe.each(DATABASE_KINDS)('licence codes and activations on the %s database', (kind) => {
  let db: Db;
  let close: () => Promise<void>;
  let ctx: ReturnType<typeof testContext>;
  let signer: LicenceSigner;

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase(kind));
    ctx = testContext(db);
    signer = ctx.licenceSigner as LicenceSigner;
  });
  afterAll(async () => close?.());

  const activate = (code: string, fingerprint: string, mode: 'online' | 'offline' = 'online') => activateLicence(ctx, signer, { code, fingerprint, mode });
  const payloadOf = (licence: { payload: string }) => LicencePayloadSchema.parse(JSON.parse(Buffer.from(licence.payload, 'base64').toString('utf8')));

  it('activates a minted code and signs a licence for that machine', async () => {
    const [code] = await mintLicenceCodes(ctx, { count: 1 });
    const licence = payloadOf(await activate(code as string, MACHINE_A));
    expect(licence).toMatchObject({ licenceCode: code, fingerprint: MACHINE_A, mode: 'online', expiresAt: null, server: ctx.publicUrl });
  });

  it('re-issues the same activation to the same machine without using another', async () => {
    const [code] = (await mintLicenceCodes(ctx, { count: 1 })) as [string];
    const first = payloadOf(await activate(code, MACHINE_A));
    const again = payloadOf(await activate(code, MACHINE_A));
    expect(again.activationId).toBe(first.activationId);
    expect(await errorCodeOf(activate(code, MACHINE_B))).toBe('LICENCE_ACTIVATION_LIMIT');
  });

  it('refuses a machine beyond the limit with 404, and takes it once another deactivates', async () => {
    const [code] = (await mintLicenceCodes(ctx, { count: 1, activationLimit: 1 })) as [string];
    const first = payloadOf(await activate(code, MACHINE_A));
    expect(await errorCodeOf(activate(code, MACHINE_B))).toBe('LICENCE_ACTIVATION_LIMIT');
    await deactivateLicence(ctx, { code, activationId: first.activationId, fingerprint: MACHINE_A });
    expect(await errorCodeOf(activate(code, MACHINE_B))).toBe('ok');
  });

  it('gives two machines racing for the last slot one activation between them', async () => {
    const [code] = (await mintLicenceCodes(ctx, { count: 1, activationLimit: 1 })) as [string];
    const results = await Promise.all([errorCodeOf(activate(code, MACHINE_A)), errorCodeOf(activate(code, MACHINE_B))]);
    expect(results.sort()).toEqual(['LICENCE_ACTIVATION_LIMIT', 'ok']);
  });

  it('says 406 once a code has been activated as often as its life allows', async () => {
    const [code] = (await mintLicenceCodes(ctx, { count: 1, activationLimit: 1 })) as [string];
    for (let round = 0; round < REDEMPTIONS_PER_ACTIVATION; round++) {
      const licence = payloadOf(await activate(code, round % 2 === 0 ? MACHINE_A : MACHINE_B));
      await deactivateLicence(ctx, { code, activationId: licence.activationId, fingerprint: licence.fingerprint });
    }
    expect(await errorCodeOf(activate(code, MACHINE_A))).toBe('LICENCE_CODE_USED');
  });

  it('refuses malformed (106), revoked (108) and expired (407) codes', async () => {
    const [known, revoked] = (await mintLicenceCodes(ctx, { count: 2 })) as [string, string];
    expect(await errorCodeOf(activate('NOT-A-LICENCE-CODE', MACHINE_A))).toBe('LICENCE_CODE_PARSE');
    expect(await errorCodeOf(activate(`${known.slice(0, -1)}${known.endsWith('0') ? '1' : '0'}`, MACHINE_A))).toBe('LICENCE_CODE_PARSE');
    await revokeLicenceCode(ctx, revoked);
    expect(await errorCodeOf(activate(revoked, MACHINE_A))).toBe('LICENCE_REVOKED');
    const [expiring] = (await mintLicenceCodes(ctx, { count: 1, expiresAt: new Date(ctx.clock().getTime() + 60_000) })) as [string];
    const licence = payloadOf(await activate(expiring, MACHINE_A));
    expect(licence.expiresAt).not.toBeNull();
    ctx.manualClock.advance(120_000);
    expect(await errorCodeOf(activate(expiring, MACHINE_B))).toBe('LICENCE_CODE_EXPIRED');
    expect(await errorCodeOf(checkLicence(ctx, { code: expiring, activationId: licence.activationId, fingerprint: MACHINE_A }))).toBe('LICENCE_CODE_EXPIRED');
  });

  it('answers a well-formed code nobody minted with 402', async () => {
    const never = licenceCodeFromRandom(new Uint8Array(24).fill(7));
    expect(await errorCodeOf(activate(never, MACHINE_A))).toBe('LICENCE_CODE_ERROR');
  });

  it('checks a live activation, and says 108 once the code is revoked and 405 for one that was deactivated', async () => {
    const [code] = (await mintLicenceCodes(ctx, { count: 1, activationLimit: 2 })) as [string, string];
    const a = payloadOf(await activate(code, MACHINE_A));
    const b = payloadOf(await activate(code, MACHINE_B, 'offline'));
    expect(await errorCodeOf(checkLicence(ctx, { code, activationId: a.activationId, fingerprint: MACHINE_A }))).toBe('ok');
    await deactivateLicence(ctx, { code, activationId: b.activationId, fingerprint: MACHINE_B });
    expect(await errorCodeOf(checkLicence(ctx, { code, activationId: b.activationId, fingerprint: MACHINE_B }))).toBe('LICENCE_REGISTER_FAIL_2');
    expect(await errorCodeOf(deactivateLicence(ctx, { code, activationId: b.activationId, fingerprint: MACHINE_B }))).toBe('LICENCE_REGISTER_FAIL_2');
    expect(await errorCodeOf(checkLicence(ctx, { code, activationId: a.activationId, fingerprint: MACHINE_B }))).toBe('LICENCE_REGISTER_FAIL_2');
    await revokeLicenceCode(ctx, code);
    expect(await errorCodeOf(checkLicence(ctx, { code, activationId: a.activationId, fingerprint: MACHINE_A }))).toBe('LICENCE_REVOKED');
  });
});
