/**
 * The published form of a protected book (decision record 0060). book.js keeps the page
 * count and sizes; every protected asset is a "sealed" script under files/sealed/ holding
 * its AES-256-GCM ciphertext, since a book opened from disk (file://) cannot fetch.
 */

/** The global a sealed script adds its entry to, keyed by the script's own path. */
export const SEALED_GLOBAL = '__FLIPBOOK_SEALED__';

/** Where sealed scripts go, relative to the book's index.html. */
export const SEALED_DIR = 'files/sealed';

/** OWASP's 2023 floor for PBKDF2-HMAC-SHA256; every published key slot records its count. */
export const PBKDF2_ITERATIONS = 600_000;

/**
 * More iterations than this are refused by the reader: a tampered book must not be able
 * to freeze the reader's tab for minutes.
 */
export const PBKDF2_ITERATIONS_MAX = 10_000_000;

/** One wrapped copy of the book's content key, opened by one password. */
export interface ProtectionKeySlot {
  /** The user's name, for books with several users; absent for a single password. */
  user?: string;
  /** Shown to the reader on request, so published in clear by design. */
  hint?: string;
  /** 16 random bytes, base64; different for every slot and every publish. */
  salt: string;
  /** base64 of the 12-byte IV followed by the AES-GCM ciphertext of the raw content key. */
  wrapped: string;
}

/**
 * What book.js says about protection (`ReaderBookData.protection`). Pages from `fromPage` on
 * are protected: their thumb, normal and hd paths are sealed scripts.
 */
export interface ReaderProtection {
  version: 1;
  fromPage: number;
  kind: 'single' | 'users';
  kdf: { name: 'PBKDF2'; hash: 'SHA-256'; iterations: number };
  cipher: 'AES-256-GCM';
  keys: ProtectionKeySlot[];
  /** The sealed script with the protected pages' links, page content and media (SealedPagesDocument). */
  pages: string;
  /** The sealed script with the protected pages' text runs; absent when none has text. */
  text?: string;
}

/** A sealed script's entry: the asset's MIME type and base64 of IV followed by ciphertext. */
export type SealedEntry = [type: string, data: string];

/** MIME type of the sealed JSON documents (links, text). */
export const SEALED_JSON = 'application/json';

/**
 * The script for one sealed asset. Its path is also the AES-GCM additional data, so a
 * sealed file moved to another page's path fails to decrypt instead of showing there.
 */
export function renderSealedScript(path: string, entry: SealedEntry): string {
  return `(window.${SEALED_GLOBAL}=window.${SEALED_GLOBAL}||{})[${JSON.stringify(path)}]=${JSON.stringify(entry)};\n`;
}

/** The sealed script path of one page asset (a rendition). */
export function sealedAssetPath(page: number, asset: string): string {
  return `${SEALED_DIR}/page-${page}-${asset}.js`;
}

/**
 * The sealed script path of the `index`-th file only protected pages use. Numbered, not named
 * by its content hash, so a reader without the password cannot confirm a guess of the file.
 */
export function sealedMediaPath(index: number): string {
  return `${SEALED_DIR}/media-${index}.js`;
}

/**
 * The decrypted pages document (`ReaderProtection.pages`): the protected pages' links by page
 * number, their page-keyed settings (page-keyed-settings.ts) and, for each file only they
 * use, the sealed script that holds it.
 */
export interface SealedPagesDocument {
  links: Record<string, unknown>;
  settings: Record<string, Record<string, unknown>>;
  media: Record<string, string>;
}
