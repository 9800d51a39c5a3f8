import crypto from 'node:crypto';
import type { LicenceEnvelope, LicencePayload } from '../../shared/licence/licence-document.js';
import type { LicenceSigner } from './signing-key.js';

/** Signs a licence: the payload's bytes, their SHA-256 and an Ed25519 signature over them. */
export function signLicence(signer: LicenceSigner, payload: LicencePayload): LicenceEnvelope {
  const bytes = Buffer.from(JSON.stringify(payload), 'utf8');
  return {
    payload: bytes.toString('base64'),
    sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
    signature: crypto.sign(null, bytes, signer.privateKey).toString('base64'),
    keyId: signer.keyId,
  };
}
