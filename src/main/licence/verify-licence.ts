import crypto from 'node:crypto';
import { AppError } from '../../shared/errors/app-error.js';
import { LicenceEnvelopeSchema, LicencePayloadSchema, type LicencePayload } from '../../shared/licence/licence-document.js';
import type { TrustedKey } from './trusted-keys.js';

/** How far the clock may lag the service's before a fresh licence counts as from the future. */
const CLOCK_SKEW_MS = 10 * 60 * 1000;

export interface VerifyOptions {
  trustedKeys: readonly TrustedKey[];
  fingerprint: string;
  now: Date;
  /** What an unreadable file is: 5 for a verification file being installed, 105 for the stored licence. */
  unreadable: 'VERIFICATION_FILE_PARSE' | 'LICENCE_DECRYPT';
}

/** Base64 decoded strictly: text that does not re-encode to itself (stray padding bits) is refused. */
function strictBase64(text: string): Buffer | null {
  const bytes = Buffer.from(text, 'base64');
  return bytes.toString('base64') === text ? bytes : null;
}

/**
 * Parses and verifies a licence file, offline. Each way it can fail is one of the spec's
 * licence codes: unreadable (5 or 105), changed in any byte or signed by a key this build does
 * not trust (3), a payload that is no licence (106), another machine's (1), issued after the
 * clock's now (2), or expired (107). The file must be exactly the canonical form the service
 * wrote, so no byte of it can change without the change being seen.
 */
export function verifyLicence(text: string, options: VerifyOptions): LicencePayload {
  const body = text.endsWith('\r\n') ? text.slice(0, -2) : text.endsWith('\n') ? text.slice(0, -1) : text;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new AppError(options.unreadable, {}, 'not JSON');
  }
  const envelope = LicenceEnvelopeSchema.safeParse(json);
  if (!envelope.success) throw new AppError(options.unreadable, {}, 'not a licence file');
  if (JSON.stringify(envelope.data) !== body) throw new AppError('LICENCE_MODIFIED', {}, 'not in its canonical form');
  const payloadBytes = strictBase64(envelope.data.payload);
  const signature = strictBase64(envelope.data.signature);
  if (payloadBytes === null || signature === null) throw new AppError('LICENCE_MODIFIED', {}, 'base64 altered');
  if (crypto.createHash('sha256').update(payloadBytes).digest('hex') !== envelope.data.sha256) throw new AppError('LICENCE_MODIFIED', {}, 'digest mismatch');
  const key = options.trustedKeys.find((candidate) => candidate.keyId === envelope.data.keyId);
  if (!key) throw new AppError('LICENCE_MODIFIED', {}, `signed by key ${envelope.data.keyId}, which this build does not trust`);
  if (!crypto.verify(null, payloadBytes, key.key, signature)) throw new AppError('LICENCE_MODIFIED', {}, 'bad signature');
  let payload: LicencePayload;
  try {
    payload = LicencePayloadSchema.parse(JSON.parse(payloadBytes.toString('utf8')));
  } catch {
    throw new AppError('LICENCE_CODE_PARSE');
  }
  if (payload.fingerprint !== options.fingerprint) throw new AppError('LICENCE_MAC_MISMATCH');
  if (Date.parse(payload.issuedAt) > options.now.getTime() + CLOCK_SKEW_MS) throw new AppError('LICENCE_TIMESTAMP', {}, `issued ${payload.issuedAt}`);
  if (payload.expiresAt !== null && Date.parse(payload.expiresAt) <= options.now.getTime()) throw new AppError('LICENCE_EXPIRED', {}, `expired ${payload.expiresAt}`);
  return payload;
}
