import { openKeySlot, openSealed } from '../../shared/protection/protection-crypto.js';
import type { ReaderProtection } from '../../shared/protection/sealed-format.js';
import { normaliseUserName } from '../../shared/protection/user-name.js';
import { isBookMediaKey } from '../../shared/media/book-media.js';
import { NOTHING_UNLOCKED, type LockedText, type PageLock, type UnlockedPages } from './page-lock.js';
import { isSealedPath } from './parse-protection.js';
import { loadSealed } from './sealed-loader.js';

/** Decrypted assets become blobs of these types only; anything else is plain bytes. */
const SHOWABLE = /^(image\/(webp|png|jpeg|gif|bmp)|audio\/(mpeg|mp4|ogg|wav|aac|flac)|video\/(mp4|webm))$/;

/**
 * A published book's lock: the password derives a key (PBKDF2, as many iterations as the
 * book records) that unwraps the content key; sealed files are then decrypted on demand,
 * each at most once, images into blob: URLs.
 */
export class SealedLock implements PageLock {
  private key: CryptoKey | null = null;
  private readonly urls = new Map<string, Promise<string>>();
  private readonly made: string[] = [];
  private disposed = false;

  constructor(private readonly protection: ReaderProtection) {}

  get identity(): string {
    return `sealed:${this.protection.keys.map((slot) => slot.wrapped).join(',')}`;
  }

  get fromPage(): number {
    return this.protection.fromPage;
  }

  get kind(): 'single' | 'users' {
    return this.protection.kind;
  }

  get unlocked(): boolean {
    return this.key !== null;
  }

  hint(user: string): string | null {
    return this.slotOf(user)?.hint ?? null;
  }

  async unlock(user: string, password: string): Promise<boolean> {
    const slot = this.slotOf(user);
    if (slot === undefined || password === '') return false;
    const key = await openKeySlot(slot, password, this.protection.kdf.iterations);
    if (key !== null) this.key = key;
    return key !== null;
  }

  assetUrl(url: string): Promise<string> {
    let made = this.urls.get(url);
    if (made === undefined) {
      made = this.open(url).then((opened) => {
        if (opened === null || this.disposed) return '';
        const blobUrl = URL.createObjectURL(new Blob([opened.bytes], { type: SHOWABLE.test(opened.type) ? opened.type : 'application/octet-stream' }));
        this.made.push(blobUrl);
        return blobUrl;
      });
      this.urls.set(url, made);
    }
    return made;
  }

  /**
   * Opens the pages document and every file it names at once: a page's audio or video must
   * be a URL the moment the page is drawn, and a book's protected media are few.
   */
  async pages(): Promise<UnlockedPages> {
    const document = await this.openJson(this.protection.pages);
    if (!isRecord(document)) return NOTHING_UNLOCKED;
    const named = isRecord(document.media) ? Object.entries(document.media) : [];
    const opened = await Promise.all(
      named.map(async ([key, path]) => (isBookMediaKey(key) && isSealedPath(path) ? ([key, await this.assetUrl(path)] as const) : null)),
    );
    const media: Record<string, string> = {};
    for (const entry of opened) if (entry !== null && entry[1] !== '') media[entry[0]] = entry[1];
    return { links: isRecord(document.links) ? document.links : {}, settings: document.settings, media };
  }

  text(): Promise<LockedText | null> {
    const path = this.protection.text;
    if (path === undefined) return Promise.resolve(null);
    return this.openJson(path).then((value) => (isRecord(value) ? value : null));
  }

  dispose(): void {
    this.disposed = true;
    for (const url of this.made) URL.revokeObjectURL(url);
    this.made.length = 0;
  }

  private slotOf(user: string) {
    const { keys, kind } = this.protection;
    if (kind === 'single') return keys[0];
    const name = normaliseUserName(user);
    return name === '' ? undefined : keys.find((slot) => slot.user !== undefined && normaliseUserName(slot.user) === name);
  }

  private async open(path: string): Promise<{ type: string; bytes: Uint8Array<ArrayBuffer> } | null> {
    if (this.key === null) return null;
    const entry = await loadSealed(path);
    if (entry === null) return null;
    const bytes = await openSealed(this.key, path, entry[1]);
    return bytes === null ? null : { type: entry[0], bytes: new Uint8Array(bytes) };
  }

  private async openJson(path: string): Promise<unknown> {
    const opened = await this.open(path);
    if (opened === null) return null;
    try {
      return JSON.parse(new TextDecoder().decode(opened.bytes)) as unknown;
    } catch {
      return null;
    }
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
