import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The service's licence signing key: its private half signs, its public half is what apps trust. */
export interface LicenceSigner {
  privateKey: crypto.KeyObject;
  /** The public key as base64 SPKI DER: what a release build of the app is built with. */
  publicKey: string;
  keyId: string;
}

/** The first 16 hex digits of the SHA-256 of a public key's SPKI DER, naming the key in each licence. */
export function keyIdOf(spkiDer: Buffer): string {
  return crypto.createHash('sha256').update(spkiDer).digest('hex').slice(0, 16);
}

/** A signer from an Ed25519 private key in PEM (PKCS#8). */
export function signerFromPem(pem: string): LicenceSigner {
  const privateKey = crypto.createPrivateKey(pem);
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('the licence signing key must be an Ed25519 private key (PKCS#8 PEM)');
  const der = crypto.createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  return { privateKey, publicKey: der.toString('base64'), keyId: keyIdOf(der) };
}

/** A fresh signer, for tests and for an install's first start. */
export function newSigner(): LicenceSigner {
  const { privateKey } = crypto.generateKeyPairSync('ed25519');
  return signerFromPem(privateKey.export({ format: 'pem', type: 'pkcs8' }).toString());
}

export const SIGNING_KEY_FILE = 'licence-signing-key.pem';

/**
 * The install's signing key: FLIPBOOK_LICENCE_SIGNING_KEY (a PEM, for an operator who keeps
 * the key in a secret store), else the data folder's key file, made on first start and
 * readable by its owner only. It never leaves the service: the app holds only the public key.
 */
export function installSigner(dataFolder: string, env: NodeJS.ProcessEnv): LicenceSigner {
  const fromEnv = env.FLIPBOOK_LICENCE_SIGNING_KEY?.trim();
  if (fromEnv) return signerFromPem(fromEnv.replace(/\\n/g, '\n'));
  const file = path.join(dataFolder, SIGNING_KEY_FILE);
  fs.mkdirSync(dataFolder, { recursive: true });
  try {
    const { privateKey } = crypto.generateKeyPairSync('ed25519');
    fs.writeFileSync(file, privateKey.export({ format: 'pem', type: 'pkcs8' }), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return signerFromPem(fs.readFileSync(file, 'utf8'));
}
