import type { ReaderTextRun } from '../../shared/reader/book-data.js';

/**
 * What unlocking adds to the book: the protected pages' links (page number → links) and their
 * page-keyed settings (audio, multimedia), both checked by the caller, and a URL for each file
 * only they use (media key → blob: URL made by the lock).
 */
export interface UnlockedPages {
  links: Record<string, unknown>;
  settings: unknown;
  media: Record<string, string>;
}

export const NOTHING_UNLOCKED: UnlockedPages = { links: {}, settings: {}, media: {} };
/** The protected pages' text runs as sealed: page number → runs, checked by the caller. */
export type LockedText = Record<string, ReaderTextRun[] | unknown>;

/**
 * A book's protected pages and how to open them: the published book's sealed key slots
 * (sealed-lock.ts), or the editor's preview, which checks passwords against the settings
 * it was sent (preview-lock.ts). The controller and the dialog only see this.
 */
export interface PageLock {
  /** Stable while the same protection is shown, so an unlocked book stays unlocked across setting edits. */
  readonly identity: string;
  readonly fromPage: number;
  /** Whether the reader must name a user (several users) or only give a password. */
  readonly kind: 'single' | 'users';
  readonly unlocked: boolean;
  /** The hint for this user name, or null when the user has none (or does not exist). */
  hint(user: string): string | null;
  /** Tries a password (and user name); true when it opens the book. Never throws. */
  unlock(user: string, password: string): Promise<boolean>;
  /** The URL to show for a protected page's asset (image, later audio) once unlocked; '' when it cannot be opened. */
  assetUrl(url: string): string | Promise<string>;
  pages(): Promise<UnlockedPages>;
  text(): Promise<LockedText | null>;
  /** Frees what unlocking made (blob: URLs) when another book or lock replaces this one. */
  dispose(): void;
}
