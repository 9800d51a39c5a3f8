import './reader.css';
import { READER_BOOK_GLOBAL } from '../shared/reader/book-data.js';
import { mountAppearance } from './appearance/mount-appearance.js';
import { bindInput } from './input.js';
import { applyLocale, chooseLocale, readStoredLocale } from './locales.js';
import { addressAt, lastPageKey, parsePageHash, readLastPage, writeLastPage } from './page-url.js';
import { parseBookData } from './parse-book-data.js';
import { startPreview } from './preview.js';
import { mountProtection } from './protection/protection-controller.js';
import { mountMultimedia } from './multimedia/mount-multimedia.js';
import { Reader } from './reader.js';
import { createSceneHost } from './scene-host.js';
import { READER_STRINGS } from './strings.js';
import { mountTemplateHost } from './template-host.js';
import { mountBookmarkTabs } from './bookmarks/bookmark-tabs.js';
import { mountBackForward } from './history/back-forward.js';
import { mountMagnifier } from './extras/extras-tools.js';
import { mountMobileOrder } from './extras/phone-tool.js';
import { mountToolbar } from './toolbar/toolbar.js';
import { createReaderView } from './view.js';
import { Zoom } from './zoom.js';
import { flagAt } from './catalogue-reads.js';

// A published book's book.js sets the global before this script runs; without it the
// reader is the editor's live preview and waits for the book to be sent.
const published: unknown = (window as unknown as Record<string, unknown>)[READER_BOOK_GLOBAL];
// The language comes first: the view reads its words when it is built.
// The editor's preview names the book's default language in its address (?lang=).
const previewLanguage = published === undefined ? new URLSearchParams(location.search).get('lang') : null;
const languages = chooseLocale(published === undefined ? [previewLanguage] : readLanguages(published), readStoredLocale());
applyLocale(languages.locale);
const view = createReaderView(document.body);
const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
const reader = new Reader(view, {
  reduceMotion: () => motion.matches,
});
const zoom = new Zoom(view.zoomLayer, view.stage, (zoomed) => reader.setZoomed(zoomed));
bindInput(reader, view, zoom);
mountAppearance(reader, view, { published: published !== undefined });
// Switching language reloads the page, which only a published book survives.
mountToolbar(reader, view, { languages: published === undefined ? [] : languages.offered, current: languages.locale, labels: languages.labels });
mountTemplateHost(view.root, (listener) => reader.onSettingsChange(listener));
mountMagnifier(reader, view);
mountBookmarkTabs(reader, view);
mountBackForward(reader, view);
mountMobileOrder(reader, view);
mountProtection(reader, view.root, { preview: published === undefined });
mountMultimedia(reader);
// No layout call here: setBook lays the book out, and one forced layout is enough at start.
new ResizeObserver(() => reader.layout()).observe(view.stage);
reader.onSettle(() => zoom.reset());
reader.onSettingsChange(createSceneHost(view.stage));
// Internal links are plain #page=N anchors; following one (or editing the URL) turns there.
window.addEventListener('hashchange', () => {
  const page = parsePageHash(location.hash);
  if (page !== null && page !== reader.currentPage) reader.goToPage(page);
  else if (published !== undefined) showPageInAddress(reader.currentPage);
});

/** Keeps the address bar's `#page=` in step with the urlPageNumber setting. */
function showPageInAddress(page: number): void {
  const address = addressAt(location, page, reader.settings.urlPageNumber);
  // replaceState keeps one history entry per visit instead of one per page turned.
  if (address !== null) history.replaceState(null, '', address);
}

if (published === undefined) {
  reader.showMessage(READER_STRINGS.waitingForBook);
  startPreview(reader);
} else {
  const book = parseBookData(published);
  if (book === null) reader.showMessage(READER_STRINGS.invalidBook);
  else openPublished(book);
}

function openPublished(book: NonNullable<ReturnType<typeof parseBookData>>): void {
  const storage = safeLocalStorage();
  const key = lastPageKey(book.title, book.pages.length);
  const remember = flagAt(book.settings, 'restoreLastPage');
  const start = parsePageHash(location.hash) ?? (remember ? readLastPage(storage, key) : null) ?? 1;
  reader.setBook(book, start);
  // A deep link still opens its page; with the page kept out of the address, it then leaves.
  if (!reader.settings.urlPageNumber) showPageInAddress(reader.currentPage);
  reader.onSettle((page) => {
    showPageInAddress(page);
    if (reader.settings.restoreLastPage) writeLastPage(storage, key, page);
  });
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readLanguages(book: unknown): unknown {
  return typeof book === 'object' && book !== null ? (book as { settings?: { languages?: unknown } }).settings?.languages : undefined;
}
