import { PBKDF2_ITERATIONS_MAX, SEALED_DIR, type ProtectionKeySlot, type ReaderProtection } from '../../shared/protection/sealed-format.js';

/** A sealed script must be one of the book's own files under files/sealed/. */
const SEALED_PATH = new RegExp(`^${SEALED_DIR}/[A-Za-z0-9_-]+\\.js$`);

export function isSealedPath(value: unknown): value is string {
  return typeof value === 'string' && SEALED_PATH.test(value);
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Checks book.js's protection block by hand (zod would double the reader). A malformed block
 * is refused (null) and the reader then refuses the whole book, since its protected pages
 * could not be shown anyway.
 */
export function parseProtection(value: unknown): ReaderProtection | null {
  if (!isRecord(value) || value.version !== 1 || value.cipher !== 'AES-256-GCM') return null;
  const { fromPage, kind, kdf, keys, pages, text } = value;
  if (typeof fromPage !== 'number' || !Number.isInteger(fromPage) || fromPage < 1) return null;
  if (kind !== 'single' && kind !== 'users') return null;
  if (!isRecord(kdf) || kdf.name !== 'PBKDF2' || kdf.hash !== 'SHA-256') return null;
  const iterations = kdf.iterations;
  if (typeof iterations !== 'number' || !Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_ITERATIONS_MAX) return null;
  if (!Array.isArray(keys) || keys.length === 0 || !isSealedPath(pages)) return null;
  const slots = keys.map(parseSlot);
  if (slots.some((slot) => slot === null)) return null;
  return {
    version: 1,
    fromPage,
    kind,
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations },
    cipher: 'AES-256-GCM',
    keys: slots as ProtectionKeySlot[],
    pages,
    ...(isSealedPath(text) ? { text } : {}),
  };
}

function parseSlot(value: unknown): ProtectionKeySlot | null {
  if (!isRecord(value) || typeof value.salt !== 'string' || typeof value.wrapped !== 'string') return null;
  if (!BASE64.test(value.salt) || !BASE64.test(value.wrapped)) return null;
  const slot: ProtectionKeySlot = { salt: value.salt, wrapped: value.wrapped };
  if (typeof value.user === 'string') slot.user = value.user;
  if (typeof value.hint === 'string') slot.hint = value.hint;
  return slot;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
