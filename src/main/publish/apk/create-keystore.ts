import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { CreateKeystoreArg } from '../../../shared/api/apk-api.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { validateOutputPath } from '../../../shared/validation/output-path.js';
import { signatureProblem } from '../../../shared/validation/signature-fields.js';
import { encodeKeystore } from './keystore.js';
import { generateSigningKey } from './signing-key.js';

/** Names a keystore file may have; all of them hold PKCS#12 here. */
const KEYSTORE_EXTENSIONS = ['.p12', '.pfx', '.keystore'];

export interface CreatedKeystore {
  outPath: string;
  subject: string;
  validUntil: string;
}

/**
 * Creates the "digital signature" of the APK panel: a PKCS#12 keystore with a new RSA key
 * and its self-signed certificate. A signature cannot be modified or deleted once created,
 * so an existing file is never replaced (SIGNATURE_EXISTS), even if it appears meanwhile.
 */
export async function createKeystore(arg: CreateKeystoreArg, now: Date = new Date()): Promise<CreatedKeystore> {
  const outPath = path.resolve(validateOutputPath(arg.outPath));
  if (!KEYSTORE_EXTENSIONS.some((extension) => outPath.toLowerCase().endsWith(extension))) {
    throw new AppError('PATH_FORMAT', {}, `the keystore file name must end in ${KEYSTORE_EXTENSIONS.join(', ')}`);
  }
  const problem = signatureProblem(arg);
  if (problem !== null) throw new AppError(problem);
  if (await exists(outPath)) throw new AppError('SIGNATURE_EXISTS', {}, outPath);

  const key = await generateSigningKey(arg, now);
  const bytes = encodeKeystore(key, arg.password);
  await fs.mkdir(path.dirname(outPath), { recursive: true });
  const temp = path.join(path.dirname(outPath), `.${path.basename(outPath)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await fs.writeFile(temp, bytes, { mode: 0o600, flag: 'wx' });
    // link() refuses an existing target, so a file created meanwhile is never replaced.
    await fs.link(temp, outPath).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'EEXIST' ? new AppError('SIGNATURE_EXISTS', {}, outPath) : error;
    });
  } finally {
    await fs.rm(temp, { force: true });
  }
  return {
    outPath,
    subject: describeSubject(key.certificate.subject.attributes),
    validUntil: key.certificate.validity.notAfter.toISOString(),
  };
}

async function exists(file: string): Promise<boolean> {
  return fs.lstat(file).then(
    () => true,
    () => false,
  );
}

/** "CN=Jane Doe, OU=…, O=Acme, C=US", in the order the certificate holds them. */
function describeSubject(attributes: { shortName?: string; value?: unknown }[]): string {
  return attributes.map((attribute) => `${attribute.shortName ?? '?'}=${String(attribute.value)}`).join(', ');
}
