import { createHash } from 'node:crypto';
import type { ZipEntryRecord } from './aligned-zip-writer.js';
import { detachedPkcs7 } from './pkcs7-signature.js';
import type { SigningKey } from './signing-key.js';

/**
 * APK signing v1 (JAR signing), for Android before 7.0: META-INF/MANIFEST.MF lists a
 * SHA-256 digest per entry, CERT.SF digests the manifest and each of its sections, and
 * CERT.RSA is a detached PKCS#7 signature of CERT.SF. CERT.SF says "X-Android-APK-Signed: 2"
 * so a verifier that knows v2 refuses the APK if someone strips the v2 signature.
 */

export const V1_FILES = ['META-INF/MANIFEST.MF', 'META-INF/CERT.SF', 'META-INF/CERT.RSA'] as const;
const CREATED_BY = 'Flipbook Studio';
/** The JAR spec's line limit, in bytes, not counting the line break. */
const LINE_LIMIT = 72;

/** One manifest header, wrapped at 72 bytes with continuation lines that start with a space. */
export function manifestLine(name: string, value: string): string {
  const bytes = Buffer.from(`${name}: ${value}`, 'utf8');
  const lines: Buffer[] = [];
  let start = 0;
  let limit = LINE_LIMIT;
  while (bytes.length - start > limit) {
    let end = start + limit;
    // Never split a UTF-8 sequence: back up to the start of the character.
    while (end > start && ((bytes[end] ?? 0) & 0xc0) === 0x80) end -= 1;
    lines.push(bytes.subarray(start, end));
    start = end;
    limit = LINE_LIMIT - 1;
  }
  lines.push(bytes.subarray(start));
  return lines.map((line, i) => (i === 0 ? '' : ' ') + line.toString('utf8')).join('\r\n') + '\r\n';
}

function sha256Base64(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('base64');
}

/** Whether an entry is part of the signature itself (and so not listed in it). */
export function isSignatureFile(name: string): boolean {
  return name.startsWith('META-INF/') && /\.(SF|RSA|DSA|EC)$|^META-INF\/MANIFEST\.MF$/i.test(name);
}

/** The three v1 signature files for the entries written so far. */
export function buildJarSignature(entries: readonly ZipEntryRecord[], key: SigningKey): Map<string, Buffer> {
  const main = `${manifestLine('Manifest-Version', '1.0')}${manifestLine('Created-By', CREATED_BY)}\r\n`;
  const sections = entries
    .filter((entry) => !isSignatureFile(entry.name))
    .map((entry) => ({ name: entry.name, text: `${manifestLine('Name', entry.name)}${manifestLine('SHA-256-Digest', entry.sha256.toString('base64'))}\r\n` }));
  const manifest = Buffer.from(main + sections.map((section) => section.text).join(''), 'utf8');

  const signatureFile = Buffer.from(
    manifestLine('Signature-Version', '1.0') +
      manifestLine('Created-By', CREATED_BY) +
      manifestLine('SHA-256-Digest-Manifest', sha256Base64(manifest)) +
      manifestLine('SHA-256-Digest-Manifest-Main-Attributes', sha256Base64(Buffer.from(main, 'utf8'))) +
      manifestLine('X-Android-APK-Signed', '2') +
      '\r\n' +
      sections.map((section) => `${manifestLine('Name', section.name)}${manifestLine('SHA-256-Digest', sha256Base64(Buffer.from(section.text, 'utf8')))}\r\n`).join(''),
    'utf8',
  );

  return new Map([
    ['META-INF/MANIFEST.MF', manifest],
    ['META-INF/CERT.SF', signatureFile],
    ['META-INF/CERT.RSA', detachedPkcs7(signatureFile, key)],
  ]);
}
