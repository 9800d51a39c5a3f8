import fs from 'node:fs/promises';
import path from 'node:path';
import type { ProjectSnapshot } from '../../../shared/domain/book.js';
import type { PageLink } from '../../../shared/domain/page-content.js';
import { createContentKey, derivePasswordKey, randomBytes, sealBytes, wrapForSlot } from '../../../shared/protection/protection-crypto.js';
import { assertPublishable, PROTECTION_SETTING_KEY, readProtection, type ProtectionSettings } from '../../../shared/protection/protection-settings.js';
import {
  PBKDF2_ITERATIONS,
  renderSealedScript,
  SEALED_DIR,
  SEALED_JSON,
  sealedAssetPath,
  sealedMediaPath,
  type ProtectionKeySlot,
  type ReaderProtection,
  type SealedPagesDocument,
} from '../../../shared/protection/sealed-format.js';
import { splitPageSettings, type SplitPageSettings } from '../../../shared/protection/page-keyed-settings.js';
import { collectMediaKeys, isBookMediaKey } from '../../../shared/media/book-media.js';
import { contentTypeFor } from '../../http/static-files.js';
import type { AssetStore } from '../../engine/project-session.js';
import { AppError } from '../../../shared/errors/app-error.js';
import type { ReaderBookData, ReaderTextRun } from '../../../shared/reader/book-data.js';
import { throwIfCancelled } from '../../engine/job-runner.js';
import { sniffMediaType } from './media-type.js';
import type { PublishStep, StepSink } from '../../../shared/jobs/step-progress.js';

const SEALED_PAGES = `${SEALED_DIR}/pages.js`;
const SEALED_TEXT = `${SEALED_DIR}/text.js`;

type TextPages = readonly (ReaderTextRun[] | null)[];

/**
 * Seals one publish's protected assets with one random content key. Built by
 * prepareProtection, which has already paid for the slow password derivations (once per
 * user, never per file). Every method is a no-op for public pages, so the writer keeps one
 * code path and unprotected pages stay plain files that open fast.
 */
export class BookProtector {
  private constructor(
    private readonly fromPage: number,
    private readonly contentKey: CryptoKey,
    private readonly block: Omit<ReaderProtection, 'text'>,
    private readonly pageSettings: SplitPageSettings,
  ) {}

  /**
   * Checks the settings, makes the content key and wraps it for every password. Returns
   * null for a public book. Throws the setting's problem (PROTECT_*) or CANCELLED.
   */
  static async prepare(snapshot: ProjectSnapshot, signal: AbortSignal, onProgress: StepSink<PublishStep>): Promise<BookProtector | null> {
    const settings = readProtection(snapshot.book.settings);
    if (settings.mode === 'public') return null;
    const total = snapshot.pages.length;
    assertPublishable(settings, total);
    onProgress({ step: 'encrypting', done: 0, total });
    const contentKey = await createContentKey();
    const keys: ProtectionKeySlot[] = [];
    for (const who of passwordsOf(settings)) {
      throwIfCancelled(signal);
      const salt = randomBytes(16);
      const passwordKey = await derivePasswordKey(who.password, salt, PBKDF2_ITERATIONS);
      keys.push(await wrapForSlot(contentKey, passwordKey, salt, who.user === undefined ? {} : { user: who.user, hint: who.hint }));
    }
    throwIfCancelled(signal);
    const block: Omit<ReaderProtection, 'text'> = {
      version: 1,
      fromPage: settings.fromPage,
      kind: settings.kind,
      kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: PBKDF2_ITERATIONS },
      cipher: 'AES-256-GCM',
      keys,
      pages: SEALED_PAGES,
    };
    const protectedIds = new Set(snapshot.pages.slice(settings.fromPage - 1).map((page) => page.id));
    return new BookProtector(settings.fromPage, contentKey, block, splitPageSettings(snapshot.book.settings, protectedIds));
  }

  /**
   * The snapshot as the open part of the book shows it: the protected pages' audio and
   * multimedia are taken out of its settings, so book.js and the open media folder never
   * carry them (writeSealedDocuments seals them instead).
   */
  openSnapshot(snapshot: ProjectSnapshot): ProjectSnapshot {
    return { ...snapshot, book: { ...snapshot.book, settings: this.pageSettings.open } };
  }

  /** The first sealed page (1-based). */
  get firstSealedPage(): number {
    return this.fromPage;
  }

  /** Whether page `number` (1-based) is sealed. */
  covers(number: number): boolean {
    return number >= this.fromPage;
  }

  /** The progress step for a page: encrypting for a sealed page, writing the book otherwise. */
  step(number: number): 'encrypting' | 'book' {
    return this.covers(number) ? 'encrypting' : 'book';
  }

  /** book.js for a protected book: sealed paths, no links on protected pages, and the key slots. */
  readerBook(data: ReaderBookData): ReaderBookData {
    const pages = data.pages.map((page, index) => {
      const number = index + 1;
      if (!this.covers(number)) return page;
      // The id stays: it is opaque, and the unlocked pages' audio and multimedia are keyed by it.
      const sealed = { width: page.width, height: page.height, thumb: sealedAssetPath(number, 'thumb'), normal: sealedAssetPath(number, 'normal'), hd: sealedAssetPath(number, 'hd') };
      return page.id === undefined ? sealed : { id: page.id, ...sealed };
    });
    const protection: ReaderProtection = data.text === undefined ? this.block : { ...this.block, text: SEALED_TEXT };
    return { ...data, pages, protection };
  }

  /** The text for files/text.js: protected pages' entries are emptied. */
  publicText(text: TextPages): TextPages {
    return text.map((runs, index) => (this.covers(index + 1) ? null : runs));
  }

  /**
   * Writes the sealed pages document (the protected pages' links, audio and multimedia), the
   * files only those pages use, and, when the book has text, the sealed text document. A
   * file an open page or the book itself also uses stays open: it is public already.
   */
  async writeSealedDocuments(dir: string, snapshot: ProjectSnapshot, text: TextPages | null, assets: Pick<AssetStore, 'get'>): Promise<void> {
    await fs.mkdir(path.join(dir, SEALED_DIR), { recursive: true });
    const links: Record<number, PageLink[]> = {};
    snapshot.pages.forEach((page, index) => {
      if (this.covers(index + 1) && page.links !== undefined && page.links.length > 0) links[index + 1] = page.links;
    });
    const open = collectMediaKeys([this.pageSettings.open, snapshot.toc]);
    const media: Record<string, string> = {};
    for (const key of collectMediaKeys(this.pageSettings.sealed)) {
      if (open.has(key) || !isBookMediaKey(key)) continue;
      const bytes = assets.get(key);
      if (bytes === null) throw new AppError('PUBLISH_HTML_FAILED', {}, `the book uses ${key}, which the project does not hold`);
      const sealedPath = sealedMediaPath(Object.keys(media).length + 1);
      media[key] = sealedPath;
      await this.writeSealed(dir, sealedPath, contentTypeFor(key), bytes);
    }
    const document: SealedPagesDocument = { links, settings: this.pageSettings.sealed, media };
    await this.writeSealed(dir, SEALED_PAGES, SEALED_JSON, jsonBytes(document));
    if (text === null) return;
    const runs: Record<number, ReaderTextRun[]> = {};
    text.forEach((pageRuns, index) => {
      if (this.covers(index + 1) && pageRuns !== null) runs[index + 1] = pageRuns;
    });
    await this.writeSealed(dir, SEALED_TEXT, SEALED_JSON, jsonBytes(runs));
  }

  /** Writes one rendition of a protected page as a sealed script. */
  async writePageAsset(dir: string, number: number, asset: string, bytes: Uint8Array): Promise<void> {
    await this.writeSealed(dir, sealedAssetPath(number, asset), sniffMediaType(bytes), bytes);
  }

  private async writeSealed(dir: string, file: string, type: string, bytes: Uint8Array): Promise<void> {
    const data = await sealBytes(this.contentKey, file, new Uint8Array(bytes));
    await fs.writeFile(path.join(dir, file), renderSealedScript(file, [type, data]));
  }
}

function jsonBytes(value: unknown): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(JSON.stringify(value));
}

/** The passwords to wrap the key for: one for a single password, one per user otherwise. */
function passwordsOf(settings: ProtectionSettings): { password: string; user?: string; hint?: string }[] {
  if (settings.kind === 'single') return [{ password: settings.password }];
  return settings.users.map((entry) => ({ password: entry.password, user: entry.user.trim(), hint: entry.hint }));
}

/**
 * The reader's copy of the book settings never carries the protection setting: it holds the
 * passwords, even in a public book whose author once typed one.
 */
export function withoutProtectionSecrets(data: ReaderBookData): ReaderBookData {
  if (!(PROTECTION_SETTING_KEY in data.settings)) return data;
  const settings = { ...data.settings };
  delete settings[PROTECTION_SETTING_KEY];
  return { ...data, settings };
}
