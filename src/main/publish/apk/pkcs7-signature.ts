import { sign } from 'node:crypto';
import forge from 'node-forge';
import type { SigningKey } from './signing-key.js';

/**
 * A detached PKCS#7 SignedData (RFC 2315) over `content`: SHA-256 with RSA, no
 * authenticated attributes, the signer's certificate included. Built by hand because the
 * signer's issuer must be the certificate's issuer byte for byte; node-forge re-encodes
 * it and double-encodes UTF-8 names of a certificate read from a keystore.
 */
export function detachedPkcs7(content: Buffer, key: SigningKey): Buffer {
  const { asn1 } = forge;
  const seq = (...items: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, items);
  const set = (...items: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, items);
  const oid = (id: string) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(id).getBytes());
  const integer = (value: number) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(value).getBytes());
  const algorithm = (id: string) => seq(oid(id), asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, ''));
  const { oids } = forge.pki;
  const required = (id: string | undefined) => {
    if (id === undefined) throw new Error('node-forge lacks a needed OID');
    return id;
  };

  const certificate = asn1.fromDer(forge.util.createBuffer(key.certificateDer.toString('binary')));
  const tbs = (certificate.value as forge.asn1.Asn1[])[0];
  const tbsParts = tbs?.value as forge.asn1.Asn1[] | undefined;
  // tbsCertificate: [0] version, serialNumber, signature, issuer, …
  const serial = tbsParts?.[1];
  const issuer = tbsParts?.[3];
  if (serial === undefined || issuer === undefined) throw new Error('the signing certificate is malformed');

  const signature = sign('sha256', content, key.privateKeyPem);
  const signerInfo = seq(
    integer(1),
    seq(issuer, serial),
    algorithm(required(oids.sha256)),
    algorithm(required(oids.rsaEncryption)),
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, signature.toString('binary')),
  );
  const signedData = seq(
    integer(1),
    set(algorithm(required(oids.sha256))),
    seq(oid(required(oids.data))),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [certificate]),
    set(signerInfo),
  );
  const contentInfo = seq(oid(required(oids.signedData)), asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [signedData]));
  return Buffer.from(asn1.toDer(contentInfo).getBytes(), 'binary');
}
