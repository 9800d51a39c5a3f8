import { z } from 'zod';
import { FINGERPRINT_PATTERN } from './terminal-code.js';

/**
 * What a licence says, signed by the service: which code was activated, for which machine,
 * when, and until when (null: for life). An online activation and an offline verification
 * file carry the same document; only `mode` tells them apart.
 */
export const LicencePayloadSchema = z
  .object({
    format: z.literal('flipbook-licence'),
    version: z.literal(1),
    licenceCode: z.string().regex(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){4}$/),
    activationId: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/),
    fingerprint: z.string().regex(FINGERPRINT_PATTERN),
    edition: z.literal('registered'),
    mode: z.enum(['online', 'offline']),
    /** The service that issued it, where deactivation and the revocation check go. */
    server: z.string().url().max(2000),
    issuedAt: z.string().datetime(),
    expiresAt: z.string().datetime().nullable(),
  })
  .strict();
export type LicencePayload = z.infer<typeof LicencePayloadSchema>;

/**
 * The file on the wire and on disk: the payload's exact bytes (base64), their SHA-256 and
 * an Ed25519 signature over those bytes. The digest lets the app tell a file that was
 * changed (3) from one that was never a licence (5); the signature is what cannot be forged.
 */
export const LicenceEnvelopeSchema = z
  .object({
    payload: z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/).max(8192),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    signature: z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/).max(200),
    /** Which key signed it: the first 16 hex digits of the SHA-256 of its public key. */
    keyId: z.string().regex(/^[0-9a-f]{16}$/),
  })
  .strict();
export type LicenceEnvelope = z.infer<typeof LicenceEnvelopeSchema>;

/** The name a downloaded verification file gets. */
export const VERIFICATION_FILE_NAME = 'flipbook-verification.lic';
