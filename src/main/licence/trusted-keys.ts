import crypto from 'node:crypto';
import { honoursTestSwitches, releaseLicenceKey } from './build-kind.js';

/** A public key the app accepts licences from, by the id each licence names its key with. */
export interface TrustedKey {
  keyId: string;
  key: crypto.KeyObject;
}

/** A trusted key from base64 SPKI DER (what `admin licence public-key` prints); null when it is not an Ed25519 key. */
export function trustedKeyOf(base64: string): TrustedKey | null {
  try {
    const der = Buffer.from(base64.trim(), 'base64');
    const key = crypto.createPublicKey({ key: der, format: 'der', type: 'spki' });
    if (key.asymmetricKeyType !== 'ed25519') return null;
    return { keyId: crypto.createHash('sha256').update(der).digest('hex').slice(0, 16), key };
  } catch {
    return null;
  }
}

/**
 * The keys this build trusts: the release key it was built with, and, in a development build
 * only, the key a test names in FLIPBOOK_TEST_LICENCE_KEY (its service's, made for the run).
 */
export function trustedLicenceKeys(env: Record<string, string | undefined>, packaged: boolean): TrustedKey[] {
  const keys = [releaseLicenceKey(), honoursTestSwitches(packaged) ? (env.FLIPBOOK_TEST_LICENCE_KEY ?? '') : ''];
  return keys.filter((key) => key.trim() !== '').map(trustedKeyOf).filter((key): key is TrustedKey => key !== null);
}
