import crypto from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/shared/errors/app-error.js';
import type { LicencePayload } from '../../../src/shared/licence/licence-document.js';
import { trustedKeyOf } from '../../../src/main/licence/trusted-keys.js';
import { verifyLicence, type VerifyOptions } from '../../../src/main/licence/verify-licence.js';
import { signLicence } from '../../../src/server/licences/sign-licence.js';
import { newSigner } from '../../../src/server/licences/signing-key.js';

function fail(message: string): never {
  throw new Error(message);
}

const signer = newSigner();
const FINGERPRINT = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const NOW = new Date('2026-11-26T12:00:00Z');

function payload(overrides: Partial<LicencePayload> = {}): LicencePayload {
  return {
    format: 'flipbook-licence',
    version: 1,
    licenceCode: 'ABCDE-FGHJK-MNPQR-STVWX-YZ012',
    activationId: 'activation-0001',
    fingerprint: FINGERPRINT,
    edition: 'registered',
    mode: 'offline',
    server: 'http://127.0.0.1:8790',
    issuedAt: '2026-11-26T11:00:00.000Z',
    expiresAt: null,
    ...overrides,
  };
}

function file(content: LicencePayload = payload(), by = signer): string {
  return `${JSON.stringify(signLicence(by, content))}\n`;
}

const options: VerifyOptions = { trustedKeys: [trustedKeyOf(signer.publicKey) ?? fail('the signer key does not load')], fingerprint: FINGERPRINT, now: NOW, unreadable: 'VERIFICATION_FILE_PARSE' };

function refusal(text: string, with_: Partial<VerifyOptions> = {}): string {
  try {
    verifyLicence(text, { ...options, ...with_ });
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return 'accepted';
}

describe('verifying a licence file offline', () => {
  it('accepts the file the service signed, with the line ending an editor may give it', () => {
    expect(verifyLicence(file(), options).licenceCode).toBe('ABCDE-FGHJK-MNPQR-STVWX-YZ012');
    expect(verifyLicence(file().replace(/\n$/, '\r\n'), options).fingerprint).toBe(FINGERPRINT);
  });

  it("refuses another machine's file with 1", () => {
    expect(refusal(file(payload({ fingerprint: 'ffffffffffffffffffffffffffffffff' })))).toBe('LICENCE_MAC_MISMATCH');
  });

  it('refuses a licence issued after the clock says now with 2', () => {
    expect(refusal(file(payload({ issuedAt: '2026-11-27T12:00:00.000Z' })))).toBe('LICENCE_TIMESTAMP');
  });

  it('refuses an expired licence with 107', () => {
    expect(refusal(file(payload({ expiresAt: '2026-11-26T11:59:00.000Z' })))).toBe('LICENCE_EXPIRED');
    expect(refusal(file(payload({ expiresAt: '2026-12-26T00:00:00.000Z' })))).toBe('accepted');
  });

  it('refuses a licence signed by a key this build does not trust with 3', () => {
    expect(refusal(file(payload(), newSigner()))).toBe('LICENCE_MODIFIED');
  });

  it('refuses a changed payload, even with its digest made to match, with 3', () => {
    const envelope = signLicence(signer, payload());
    const forged = Buffer.from(JSON.stringify(payload({ fingerprint: FINGERPRINT, expiresAt: null, licenceCode: 'ZZZZZ-FGHJK-MNPQR-STVWX-YZ012' })));
    const text = JSON.stringify({ ...envelope, payload: forged.toString('base64'), sha256: crypto.createHash('sha256').update(forged).digest('hex') });
    expect(refusal(text)).toBe('LICENCE_MODIFIED');
  });

  it('refuses what is not a licence file at all with 5 (or 105 for the stored licence)', () => {
    expect(refusal('not json')).toBe('VERIFICATION_FILE_PARSE');
    expect(refusal('{"payload":"AAAA"}')).toBe('VERIFICATION_FILE_PARSE');
    expect(refusal('', { unreadable: 'LICENCE_DECRYPT' })).toBe('LICENCE_DECRYPT');
  });

  it('refuses every variant with one byte changed', () => {
    const original = Buffer.from(file(), 'utf8');
    fc.assert(
      fc.property(fc.nat({ max: original.length - 1 }), fc.integer({ min: 1, max: 255 }), (index, mask) => {
        const variant = Buffer.from(original);
        variant[index] = (variant[index] as number) ^ mask;
        expect(refusal(variant.toString('utf8'))).not.toBe('accepted');
      }),
      { numRuns: 3000 },
    );
  });
});
