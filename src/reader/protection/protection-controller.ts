import './protection.css';
// The dialog's fields and buttons share the panels' styles; a protected book may ask before the tools load.
import '../toolbar/tools.css';
import type { ReaderBookData } from '../../shared/reader/book-data.js';
import { el } from '../dom.js';
import { parseTextLayers, type TextLayers } from '../panels/text-layers.js';
import { parseBookData } from '../parse-book-data.js';
import type { Reader } from '../reader.js';
import { READER_STRINGS } from '../strings.js';
import { setProtectionHooks } from './hooks.js';
import { createLockDialog } from './lock-dialog.js';
import { NOTHING_UNLOCKED, type PageLock } from './page-lock.js';
import { mergePageSettings } from '../../shared/protection/page-keyed-settings.js';
import { PROTECTION_PREVIEW_KEY } from '../../shared/protection/preview-mode.js';
import { PreviewLock } from './preview-lock.js';
import { SealedLock } from './sealed-lock.js';

/**
 * Page passwords in the reader. When the book on show has protected pages, coming to rest
 * on (or opening at) one asks for the password; unlocking turns the sealed files into
 * images, text and links on demand; cancelling goes back to the last public page. The
 * editor's preview gets the same dialog, checked against the settings in memory.
 */
export function mountProtection(reader: Reader, root: HTMLElement, options: { preview: boolean }): void {
  let lock: PageLock | null = null;
  let seenSource: unknown;
  let lockPages: unknown;
  /** The preview mode the editor last sent; kept across whole-book updates, which do not carry it. */
  let previewOn = false;
  /** The spread a reader cancelled the dialog on (or 'next' while turning back), so it is not asked again there. */
  let dismissed: string | null = null;
  const urlPages = new WeakMap<object, Map<string, number>>();

  const again = el('button', 'fb-text-button fb-unlock-again', { type: 'button', 'data-testid': 'lock-reopen' });
  again.textContent = READER_STRINGS.unlock;
  again.hidden = true;
  root.append(again);

  const dialog = createLockDialog(root, {
    unlocked: () => {
      again.hidden = true;
      void refresh(true);
    },
    cancelled: () => {
      const current = currentLock();
      if (current === null) return;
      const shown = reader.shownPages;
      if (current.fromPage > 1 && shown.every((page) => page >= current.fromPage)) {
        dismissed = 'next';
        reader.goToPage(current.fromPage - 1);
      } else {
        dismissed = shown.join(',');
        again.hidden = false;
      }
    },
  });
  again.addEventListener('click', () => {
    const current = currentLock();
    if (current !== null) dialog.open(current);
  });

  /** The lock of the book on show, made anew only when its protection changes. */
  function currentLock(): PageLock | null {
    const book = reader.bookData;
    // Whether the pages on show were built (through the image hook) before this call.
    const samePages = book?.pages === lockPages;
    lockPages = book?.pages;
    const source = options.preview ? book?.settings : book?.protection;
    if (source === seenSource) return lock;
    seenSource = source;
    const next = book === null ? null : lockOf(book);
    if (next?.identity === lock?.identity) return lock;
    lock?.dispose();
    lock = next;
    dismissed = null;
    dialog.close();
    // A new book's pages are built under the new lock; the same pages (a preview mode
    // switch) were loaded under the old one and are built again.
    if (samePages) queueMicrotask(() => void refresh(false));
    return lock;
  }

  function lockOf(book: ReaderBookData): PageLock | null {
    if (options.preview) return PreviewLock.fromSettings({ ...book.settings, [PROTECTION_PREVIEW_KEY]: previewOn });
    return book.protection === undefined ? null : new SealedLock(book.protection);
  }

  /** The page a protected image URL belongs to, or null for a public page's URL. */
  function protectedPage(url: string, current: PageLock): number | null {
    const pages = reader.bookData?.pages;
    if (pages === undefined) return null;
    let map = urlPages.get(pages);
    if (map === undefined) {
      map = new Map();
      for (const [index, page] of pages.entries()) for (const each of [page.thumb, page.normal, page.hd]) map.set(each, index + 1);
      urlPages.set(pages, map);
    }
    const page = map.get(url);
    return page !== undefined && page >= current.fromPage ? page : null;
  }

  /**
   * Shows the book again, with the protected pages' links, audio and multimedia once
   * unlocked, and asks again if needed.
   */
  async function refresh(withUnlocked: boolean): Promise<void> {
    const book = reader.bookData;
    const current = lock;
    if (book === null) return;
    const unlocked = withUnlocked && current?.unlocked === true ? await current.pages() : NOTHING_UNLOCKED;
    if (reader.bookData !== book) return;
    const pages = book.pages.map((page, index) => {
      const extra = unlocked.links[String(index + 1)];
      return Array.isArray(extra) ? { ...page, links: extra } : { ...page };
    });
    const settings = mergePageSettings(book.settings, unlocked.settings);
    const shown = parseBookData({ ...book, pages, settings }) ?? { ...book, pages: book.pages.map((page) => ({ ...page })) };
    // The lock's blob: URLs are its own, so they join the media table after parsing, which admits only the book's files.
    const media = { ...shown.media, ...unlocked.media };
    reader.setBook(Object.keys(media).length === 0 ? shown : { ...shown, media }, reader.currentPage);
  }

  function check(): void {
    const current = currentLock();
    const shown = reader.shownPages;
    if (current === null || current.unlocked || !shown.some((page) => page >= current.fromPage)) {
      again.hidden = true;
      dismissed = null;
      return;
    }
    const key = shown.join(',');
    if (dismissed === 'next') dismissed = key;
    if (dismissed === key) {
      again.hidden = false;
      return;
    }
    dialog.open(current);
  }

  async function withText(layers: TextLayers | null): Promise<TextLayers | null> {
    const current = currentLock();
    if (current === null || !current.unlocked) return layers;
    const sealed = await current.text();
    if (sealed === null) return layers;
    const out: TextLayers = layers === null ? Array.from({ length: reader.pageCount }, () => null) : [...layers];
    for (const [key, runs] of Object.entries(sealed)) {
      const page = Number(key);
      if (Number.isInteger(page) && page >= current.fromPage && page <= out.length) out[page - 1] = parseTextLayers([runs])?.[0] ?? null;
    }
    return out;
  }

  setProtectionHooks({
    assetUrl(url) {
      const current = currentLock();
      if (current === null || protectedPage(url, current) === null) return url;
      return current.unlocked ? current.assetUrl(url) : null;
    },
    withProtectedText: withText,
  });
  reader.onSettingsChange((raw) => {
    if (options.preview && PROTECTION_PREVIEW_KEY in raw) {
      previewOn = raw[PROTECTION_PREVIEW_KEY] === true;
      // The same settings record may have been read before the mode was known.
      seenSource = undefined;
    }
    // After the reader has finished showing the book or the setting.
    queueMicrotask(check);
  });
  reader.onSettle(() => check());
}
