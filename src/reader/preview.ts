import { isPreviewMessage, type PreviewMessage, type PreviewPagesMessage, type PreviewReadyMessage, type ReaderBookData } from '../shared/reader/book-data.js';
import { parseBookData } from './parse-book-data.js';

/** The parts of the reader a preview message may change. */
export interface PreviewTarget {
  setBook(book: ReaderBookData): void;
  setTitle(title: string): void;
  setSetting(key: string, value: unknown): void;
  goToPage(page: number): void;
  /** The pages of the spread on show, in reading order. */
  readonly shownPages: number[];
  onSettle(listener: () => void): void;
}

/**
 * Applies one `previewBook` message: `book` replaces the whole book, `title` renames it at
 * once, and any other key is kept as a setting for the reader's later features.
 * Returns false when the value is refused.
 */
export function applyPreviewMessage(target: PreviewTarget, message: PreviewMessage): boolean {
  if (message.key === 'book') {
    const book = parseBookData(message.value);
    if (book === null) return false;
    target.setBook(book);
    return true;
  }
  if (message.key === 'page') {
    if (!Number.isInteger(message.value) || (message.value as number) < 1) return false;
    target.goToPage(message.value as number);
    return true;
  }
  if (message.key === 'title') {
    if (typeof message.value !== 'string') return false;
    target.setTitle(message.value);
    return true;
  }
  target.setSetting(message.key, message.value);
  return true;
}

/**
 * Runs the reader as the editor's live preview. Only the parent frame may drive it. The
 * ready signal carries no data, so it goes to any origin: in Electron the editor
 * (app://editor) and the reader (app://reader) are deliberately different origins.
 */
export function startPreview(target: PreviewTarget, win: Window = window): void {
  // The page numbers on show, like the ready signal, are no secret, so they too go to any origin.
  let turns = 0;
  const tellPages = () => {
    const pages: PreviewPagesMessage = { type: 'previewPages', pages: target.shownPages, turns };
    win.parent.postMessage(pages, '*');
  };
  target.onSettle(tellPages);
  win.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.source !== win.parent || !isPreviewMessage(event.data)) return;
    // Counted before the turn, which may come to rest at once.
    if (event.data.key === 'page') turns += 1;
    // A new book lands on a page without a turn, so nothing settles: say where it opened.
    if (applyPreviewMessage(target, event.data) && event.data.key === 'book') tellPages();
  });
  const ready: PreviewReadyMessage = { type: 'previewReady' };
  win.parent.postMessage(ready, '*');
}
