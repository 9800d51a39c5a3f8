import { base64ToBytes, bytesToBase64 } from './base64.js';
import { normaliseUserName } from './user-name.js';
import { PBKDF2_ITERATIONS_MAX, type ProtectionKeySlot } from './sealed-format.js';

/**
 * The cryptography of protected books, through WebCrypto only, so the publisher (Node's
 * globalThis.crypto) and the reader (the browser) run this same code and the reader needs
 * no library. See decision record 0060 for the format and what it does not hide.
 */

const IV_BYTES = 12;
const SALT_BYTES = 16;
const encoder = new TextEncoder();

function subtle(): SubtleCrypto {
  return globalThis.crypto.subtle;
}

export function randomBytes(count: number): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(count));
}

/** NFC, so a password typed on a Mac (often decomposed) opens a book protected on Windows. */
function passwordBytes(password: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(password.normalize('NFC'));
}

/** The additional data binding a wrapped key to its slot, so slots cannot be swapped between users. */
function slotLabel(user: string | undefined): Uint8Array<ArrayBuffer> {
  return encoder.encode(`flipbook-key:v1:${user === undefined ? '' : normaliseUserName(user)}`);
}

/** The additional data binding a sealed asset to its path. */
function assetLabel(path: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(`flipbook-asset:v1:${path}`);
}

/** The key-encryption key of one password: PBKDF2-HMAC-SHA256, then AES-256-GCM. Slow on purpose. */
export async function derivePasswordKey(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_ITERATIONS_MAX) throw new Error(`unsupported PBKDF2 iteration count ${iterations}`);
  const material = await subtle().importKey('raw', passwordBytes(password), 'PBKDF2', false, ['deriveKey']);
  return subtle().deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, { name: 'AES-GCM', length: 256 }, false, ['wrapKey', 'unwrapKey']);
}

/** One random AES-256 key per publish; extractable only so it can be wrapped for each user. */
export function createContentKey(): Promise<CryptoKey> {
  return subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']) as Promise<CryptoKey>;
}

function join(iv: Uint8Array, body: ArrayBuffer): Uint8Array {
  const out = new Uint8Array(iv.length + body.byteLength);
  out.set(iv);
  out.set(new Uint8Array(body), iv.length);
  return out;
}

/** Wraps the content key for one password, with a fresh salt and IV. */
export async function createKeySlot(
  contentKey: CryptoKey,
  password: string,
  iterations: number,
  who: { user?: string; hint?: string } = {},
): Promise<ProtectionKeySlot> {
  const salt = randomBytes(SALT_BYTES);
  const passwordKey = await derivePasswordKey(password, salt, iterations);
  return wrapForSlot(contentKey, passwordKey, salt, who);
}

/** Wraps with an already derived password key (the publisher derives each once per publish). */
export async function wrapForSlot(
  contentKey: CryptoKey,
  passwordKey: CryptoKey,
  salt: Uint8Array,
  who: { user?: string; hint?: string } = {},
): Promise<ProtectionKeySlot> {
  const iv = randomBytes(IV_BYTES);
  const wrapped = await subtle().wrapKey('raw', contentKey, passwordKey, { name: 'AES-GCM', iv, additionalData: slotLabel(who.user) });
  const slot: ProtectionKeySlot = { salt: bytesToBase64(salt), wrapped: bytesToBase64(join(iv, wrapped)) };
  if (who.user !== undefined) slot.user = who.user;
  if (who.hint !== undefined && who.hint !== '') slot.hint = who.hint;
  return slot;
}

/**
 * The content key, or null when the password is wrong (or the slot was tampered with:
 * AES-GCM cannot tell the two apart, and neither should the reader).
 */
export async function openKeySlot(slot: ProtectionKeySlot, password: string, iterations: number): Promise<CryptoKey | null> {
  try {
    const passwordKey = await derivePasswordKey(password, base64ToBytes(slot.salt), iterations);
    const data = base64ToBytes(slot.wrapped);
    return await subtle().unwrapKey(
      'raw',
      data.subarray(IV_BYTES),
      passwordKey,
      { name: 'AES-GCM', iv: data.subarray(0, IV_BYTES), additionalData: slotLabel(slot.user) },
      { name: 'AES-GCM', length: 256 },
      false,
      ['decrypt'],
    );
  } catch {
    return null;
  }
}

/** Encrypts one asset for its path: base64 of a fresh IV followed by the ciphertext and tag. */
export async function sealBytes(contentKey: CryptoKey, path: string, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const iv = randomBytes(IV_BYTES);
  const body = await subtle().encrypt({ name: 'AES-GCM', iv, additionalData: assetLabel(path) }, contentKey, bytes);
  return bytesToBase64(join(iv, body));
}

/** Decrypts one asset; null when it was altered, moved to another path or sealed with another key. */
export async function openSealed(contentKey: CryptoKey, path: string, data: string): Promise<Uint8Array | null> {
  try {
    const bytes = base64ToBytes(data);
    const plain = await subtle().decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES), additionalData: assetLabel(path) }, contentKey, bytes.subarray(IV_BYTES));
    return new Uint8Array(plain);
  } catch {
    return null;
  }
}
