import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import forge from 'node-forge';
import type { SignatureFields } from '../../../shared/validation/signature-fields.js';

/** What the APK signers need from a keystore: the key in both forms, and the certificate. */
export interface SigningKey {
  /** PEM form, for Node's fast RSA signing. */
  privateKeyPem: string;
  /** node-forge form, for the PKCS#7 signature of the v1 scheme. */
  privateKey: forge.pki.rsa.PrivateKey;
  certificate: forge.pki.Certificate;
  certificateDer: Buffer;
  /** SubjectPublicKeyInfo DER, as the v2 signer block carries it. */
  publicKeyDer: Buffer;
}

export function derOf(asn1: forge.asn1.Asn1): Buffer {
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

export function signingKeyFrom(privateKey: forge.pki.rsa.PrivateKey, certificate: forge.pki.Certificate): SigningKey {
  return {
    privateKeyPem: forge.pki.privateKeyToPem(privateKey),
    privateKey,
    certificate,
    certificateDer: derOf(forge.pki.certificateToAsn1(certificate)),
    publicKeyDer: derOf(forge.pki.publicKeyToAsn1(certificate.publicKey)),
  };
}

/** The certificate subject, in the order keytool prints it; empty fields are left out. */
function subjectOf(fields: SignatureFields): forge.pki.CertificateField[] {
  const parts: [string, string | undefined][] = [
    ['commonName', fields.name],
    ['organizationalUnitName', fields.unit],
    ['organizationName', fields.organization],
    ['localityName', fields.city],
    ['stateOrProvinceName', fields.state],
    ['countryName', fields.countryCode?.toUpperCase()],
  ];
  return parts
    .map(([name, value]) => [name, value?.trim() ?? ''] as const)
    .filter(([, value]) => value !== '')
    // UTF8String, so names outside ASCII survive; the country code stays a PrintableString.
    .map(([name, value]) =>
      name === 'countryName' ? { name, value } : { name, value, valueTagClass: forge.asn1.Type.UTF8 as unknown as number },
    );
}

/**
 * A new RSA 2048 key with a self-signed SHA-256 certificate valid for the given years.
 * Node generates the key off the main thread (forge's pure-JS generator takes many
 * seconds); forge builds the certificate.
 */
export async function generateSigningKey(fields: SignatureFields, now: Date = new Date()): Promise<SigningKey> {
  const { privateKey: pem } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048, publicExponent: 0x10001 });
  const privateKey = forge.pki.privateKeyFromPem(pem.export({ type: 'pkcs1', format: 'pem' }).toString());
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.setRsaPublicKey(privateKey.n, privateKey.e);
  // A positive 64-bit serial: the top bit cleared so DER does not read it as negative.
  const serial = randomBytes(8);
  serial[0] = (serial[0] ?? 0) & 0x7f | 0x01;
  certificate.serialNumber = serial.toString('hex');
  certificate.validity.notBefore = now;
  const notAfter = new Date(now.getTime());
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + fields.validityYears);
  certificate.validity.notAfter = notAfter;
  const subject = subjectOf(fields);
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.sign(privateKey, forge.md.sha256.create());
  return signingKeyFrom(privateKey, certificate);
}
