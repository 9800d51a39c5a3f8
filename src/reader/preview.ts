import { isPreviewMessage, type PreviewMessage, type PreviewReadyMessage, type ReaderBookData } from '../shared/reader/book-data.js';
import { parseBookData } from './parse-book-data.js';

/** The parts of the reader a preview message may change. */
export interface PreviewTarget {
  setBook(book: ReaderBookData): void;
  setTitle(title: string): void;
  setSetting(key: string, value: unknown): void;
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
  win.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.source !== win.parent || !isPreviewMessage(event.data)) return;
    applyPreviewMessage(target, event.data);
  });
  const ready: PreviewReadyMessage = { type: 'previewReady' };
  win.parent.postMessage(ready, '*');
}
