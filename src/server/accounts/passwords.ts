import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>;

/** scrypt's cost: 2^15 with r=8 takes about 50 ms and 32 MB here (OWASP's minimum is 2^17 at r=8, p=1, or 2^15 with more work spread; see decision 0211). */
export const DEFAULT_SCRYPT_COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_BYTES = 32;

/**
 * Hashes a password with scrypt (Node's own, so no native add-on ships with the service).
 * The parameters travel inside the stored string, so raising the cost later still verifies
 * older hashes.
 */
export async function hashPassword(password: string, cost = DEFAULT_SCRYPT_COST): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_BYTES, { N: cost, r: BLOCK_SIZE, p: PARALLELISM, maxmem: 256 * cost * BLOCK_SIZE });
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether the password matches the stored hash, compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, blockSize, parallelism, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !blockSize || !parallelism || !salt || !key) return false;
  const N = Number(cost);
  const r = Number(blockSize);
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, { N, r, p: Number(parallelism), maxmem: 256 * N * r });
  return crypto.timingSafeEqual(actual, expected);
}

/**
 * A hash the service checks against when the email is unknown, so a login for
 * a missing account takes as long as a wrong password and does not reveal which emails exist.
 */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy password');
  return decoy;
}
