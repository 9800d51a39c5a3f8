import './reader.css';
import { decodeOpeningImages } from './boot/early-decode.js';
import { READER_BOOK_GLOBAL, type ReaderBookData } from '../shared/reader/book-data.js';
import { mountAppearance } from './appearance/mount-appearance.js';
import { flagAt } from './catalogue-reads.js';
import { mountBackForward } from './history/back-forward.js';
import { watchFirstGesture } from './first-gesture.js';
import { bindInput } from './input.js';
import { applyLocale, chooseLocale, readStoredLocale } from './locales.js';
import { addressAt, lastPageKey, parsePageHash, readLastPage, writeLastPage } from './page-url.js';
import { parseBookData } from './parse-book-data.js';
import { Reader } from './reader.js';
import { loadReaderWords } from './reader-words.js';
import { createSceneHost } from './scene-host.js';
import { READER_STRINGS } from './strings.js';
import { mountTemplateHost } from './template-host.js';
import { createReaderView } from './view.js';
import { Zoom } from './zoom.js';

// A published book's book.js sets the global before this script runs; without it the
// reader is the editor's live preview and waits for the book to be sent.
const published: unknown = (window as unknown as Record<string, unknown>)[READER_BOOK_GLOBAL];
decodeOpeningImages();
// Read before the view is built: on an empty page the read costs nothing, while after it the
// browser first lays out the whole reader, and then again once the book's settings are in.
// Kept up to date from now on, since a book's words may still be on their way when the window changes.
let windowSize = { width: window.innerWidth, height: window.innerHeight };
window.addEventListener('resize', () => (windowSize = { width: window.innerWidth, height: window.innerHeight }));
// The language comes first: the view reads its words when it is built.
// The editor's preview names the book's default language in its address (?lang=).
const previewLanguage = published === undefined ? new URLSearchParams(location.search).get('lang') : null;
watchFirstGesture();
const languages = chooseLocale(published === undefined ? [previewLanguage] : readLanguages(published), readStoredLocale);
void loadReaderWords(languages.locale).then(start);

function start(): void {
  applyLocale(languages.locale);
  const view = createReaderView(document.body);
  const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const reader = new Reader(view, {
    reduceMotion: () => motion.matches,
  });
  const zoom = new Zoom(view.zoomLayer, view.stage, (zoomed) => reader.setZoomed(zoomed));
  bindInput(reader, view, zoom);
  mountAppearance(reader, view, { published: published !== undefined, windowSize: () => windowSize });
  mountTemplateHost(view.root, (listener) => reader.onSettingsChange(listener));
  mountBackForward(reader, view);
  // No layout call here: setBook lays the book out, and one forced layout is enough at start.
  new ResizeObserver(() => reader.layout()).observe(view.stage);
  reader.onSettle(() => zoom.reset());
  reader.onSettingsChange(createSceneHost(view.stage));

  // The toolbar's tools and panels are a part of their own, which waits for the cover (decision 0257).
  // Switching language reloads the page, which only a published book survives.
  const choice = { languages: published === undefined ? [] : languages.offered, current: languages.locale, labels: languages.labels };
  const mountFeatures = (): void => {
    import('./features.js')
      .then(
        (features) => {
          features.mountFeatures(reader, view, choice);
          // The reader's own signal that every tool is in place (tests and benchmarks wait on it).
          view.root.dataset.tools = 'ready';
          performance.mark('flipbook:tools');
        },
        (error: unknown) => console.error("The reader's tools could not be loaded; the book can still be read.", error),
      )
      // Shown in the same task as the tools join it, or without them (zoom and full screen still work).
      .finally(() => delete view.tools.dataset.waiting);
  };

  /** Keeps the address bar's `#page=` in step with the urlPageNumber setting. */
  const showPageInAddress = (page: number): void => {
    const address = addressAt(location, page, reader.settings.urlPageNumber);
    // replaceState keeps one history entry per visit instead of one per page turned.
    if (address !== null) history.replaceState(null, '', address);
  };
  // Internal links are plain #page=N anchors; following one (or editing the URL) turns there.
  window.addEventListener('hashchange', () => {
    const page = parsePageHash(location.hash);
    if (page !== null && page !== reader.currentPage) reader.goToPage(page);
    else if (published !== undefined) showPageInAddress(reader.currentPage);
  });

  // Page passwords are a part of their own too, fetched only by a book that has them (and the preview).
  const mountProtection = (): Promise<void> =>
    import('./protection/protection-controller.js').then(
      (protection) => protection.mountProtection(reader, view.root, { preview: published === undefined }),
      (error: unknown) => console.error("The reader's page passwords could not be loaded.", error),
    );

  if (published === undefined) {
    reader.showMessage(READER_STRINGS.waitingForBook);
    // The preview's lock must be in place before the editor sends a book. The preview's
    // messaging is a part too, which a published book never needs; it is fetched beside
    // the lock, not after it, and says it is ready once both are in.
    void Promise.all([mountProtection(), import('./preview.js')]).then(
      ([, preview]) => preview.startPreview(reader),
      (error: unknown) => console.error('The preview could not start.', error),
    );
    // As in a published book, the tools wait for the first spread, so they do not compete
    // with the reader's own parts and the cover for the host.
    reader.onceOpened(mountFeatures);
    return;
  }
  const book = parseBookData(published);
  if (book === null) {
    reader.showMessage(READER_STRINGS.invalidBook);
    return;
  }
  reader.onceOpened(mountFeatures);
  if (book.protection === undefined) openBook(reader, book, showPageInAddress);
  else void mountProtection().then(() => openBook(reader, book, showPageInAddress));
}

/** Shows a published book at the page its address or the reader's last visit names. */
function openBook(reader: Reader, book: ReaderBookData, showPageInAddress: (page: number) => void): void {
  const key = lastPageKey(book.title, book.pages.length);
  const remember = flagAt(book.settings, 'restoreLastPage');
  // localStorage only for a book that keeps the last page: its first use waits on the browser.
  const startPage = parsePageHash(location.hash) ?? (remember ? readLastPage(safeLocalStorage(), key) : null) ?? 1;
  reader.setBook(book, startPage);
  // A deep link still opens its page; with the page kept out of the address, it then leaves.
  if (!reader.settings.urlPageNumber) showPageInAddress(reader.currentPage);
  reader.onSettle((page) => {
    showPageInAddress(page);
    if (reader.settings.restoreLastPage) writeLastPage(safeLocalStorage(), key, page);
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
