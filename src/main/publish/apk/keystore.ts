import forge from 'node-forge';
import { AppError } from '../../../shared/errors/app-error.js';
import { signingKeyFrom, type SigningKey } from './signing-key.js';

/** The alias the key is stored under; keytool lists it, apksigner --ks-key-alias takes it. */
export const KEYSTORE_ALIAS = 'flipbook';

/** A PKCS#12 keystore (what keytool, apksigner and Android Studio read) holding the key and its certificate. */
export function encodeKeystore(key: SigningKey, password: string): Buffer {
  const asn1 = forge.pkcs12.toPkcs12Asn1(key.privateKey, [key.certificate], password, {
    algorithm: 'aes256',
    friendlyName: KEYSTORE_ALIAS,
    generateLocalKeyId: true,
    count: 10000,
  });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

/**
 * Opens a PKCS#12 keystore with its password. A wrong password, a file that is not a
 * keystore or a keystore without an RSA key and its certificate all give the spec's
 * SIGNATURE_OR_PASSWORD ("Signurate or Password Error").
 */
export function decodeKeystore(bytes: Buffer, password: string): SigningKey {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(bytes.toString('binary'))), false, password);
  } catch (error) {
    throw new AppError('SIGNATURE_OR_PASSWORD', {}, error instanceof Error ? error.message : String(error));
  }
  const keyBag = [
    ...(p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag ?? '' })[forge.pki.oids.pkcs8ShroudedKeyBag ?? ''] ?? []),
    ...(p12.getBags({ bagType: forge.pki.oids.keyBag ?? '' })[forge.pki.oids.keyBag ?? ''] ?? []),
  ].find((bag) => bag.key !== undefined);
  if (keyBag?.key === undefined) throw new AppError('SIGNATURE_OR_PASSWORD', {}, 'the keystore holds no private key');
  const privateKey = keyBag.key as forge.pki.rsa.PrivateKey;
  if (typeof privateKey.n === 'undefined') throw new AppError('SIGNATURE_OR_PASSWORD', {}, 'only RSA keys are supported');
  const certificates = (p12.getBags({ bagType: forge.pki.oids.certBag ?? '' })[forge.pki.oids.certBag ?? ''] ?? [])
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => cert !== undefined && cert !== null);
  // The key's own certificate: the one whose public key matches the private key.
  const certificate = certificates.find((cert) => {
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n !== undefined && publicKey.n.equals(privateKey.n) && publicKey.e.equals(privateKey.e);
  });
  if (certificate === undefined) throw new AppError('SIGNATURE_OR_PASSWORD', {}, "the keystore has no certificate for its key");
  return signingKeyFrom(privateKey, certificate);
}
