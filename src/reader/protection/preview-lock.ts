import { PROTECTION_PREVIEW_KEY } from '../../shared/protection/preview-mode.js';
import { normaliseUserName } from '../../shared/protection/user-name.js';
import { NOTHING_UNLOCKED, type LockedText, type PageLock, type UnlockedPages } from './page-lock.js';

interface PreviewUser {
  user: string;
  password: string;
  hint: string;
}

/**
 * The editor's preview of a protected book. The preview shows the project's own images
 * (asset URLs), not published files, so there is nothing to decrypt: pages from the start
 * page are hidden until the password typed matches the settings the editor sent, which
 * never leave the author's machine (decision record 0061).
 */
export class PreviewLock implements PageLock {
  private open = false;

  private constructor(
    readonly identity: string,
    readonly fromPage: number,
    readonly kind: 'single' | 'users',
    private readonly password: string,
    private readonly users: readonly PreviewUser[],
  ) {}

  /** The lock the editor's settings ask for, or null when the book is public or preview mode is off. */
  static fromSettings(settings: Readonly<Record<string, unknown>>): PreviewLock | null {
    const value = settings.protection;
    if (settings[PROTECTION_PREVIEW_KEY] !== true || !isRecord(value) || value.mode !== 'password') return null;
    const fromPage = typeof value.fromPage === 'number' && value.fromPage >= 1 ? Math.floor(value.fromPage) : 1;
    const kind = value.kind === 'users' ? 'users' : 'single';
    const users = Array.isArray(value.users) ? value.users.filter(isUser) : [];
    const password = typeof value.password === 'string' ? value.password : '';
    return new PreviewLock(`preview:${JSON.stringify(value)}`, fromPage, kind, password, users);
  }

  get unlocked(): boolean {
    return this.open;
  }

  hint(user: string): string | null {
    const hint = this.userOf(user)?.hint ?? '';
    return hint === '' ? null : hint;
  }

  unlock(user: string, password: string): Promise<boolean> {
    const expected = this.kind === 'single' ? this.password : this.userOf(user)?.password;
    this.open = expected !== undefined && expected !== '' && expected.normalize('NFC') === password.normalize('NFC');
    return Promise.resolve(this.open);
  }

  assetUrl(url: string): string {
    return url;
  }

  /** The preview's settings already hold every page's links, audio and multimedia. */
  pages(): Promise<UnlockedPages> {
    return Promise.resolve(NOTHING_UNLOCKED);
  }

  text(): Promise<LockedText | null> {
    return Promise.resolve(null);
  }

  dispose(): void {
    this.open = false;
  }

  private userOf(user: string): PreviewUser | undefined {
    const name = normaliseUserName(user);
    return name === '' ? undefined : this.users.find((entry) => normaliseUserName(entry.user) === name);
  }
}

function isUser(value: unknown): value is PreviewUser {
  return isRecord(value) && typeof value.user === 'string' && typeof value.password === 'string' && typeof value.hint === 'string';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
