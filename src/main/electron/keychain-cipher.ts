import { safeStorage } from 'electron';
import type { SecretCipher } from '../cloud/cloud-session-store.js';

/**
 * The system keychain through Electron's safeStorage, for the remembered cloud sign-in; null
 * where the system offers none (a Linux session without a secret service), and then the
 * sign-in stays in its owner-only file.
 */
export function keychainCipher(): SecretCipher | null {
  if (!safeStorage.isEncryptionAvailable()) return null;
  return {
    encrypt: (text) => safeStorage.encryptString(text),
    decrypt: (sealed) => safeStorage.decryptString(sealed),
  };
}
