import './reader.css';
import { READER_BOOK_GLOBAL } from '../shared/reader/book-data.js';
import { bindInput } from './input.js';
import { parseBookData } from './parse-book-data.js';
import { startPreview } from './preview.js';
import { Reader } from './reader.js';
import { READER_STRINGS } from './strings.js';
import { createReaderView } from './view.js';

// A published book's book.js sets the global before this script runs; without it the
// reader is the editor's live preview and waits for the book to be sent.
const view = createReaderView(document.body);
const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
const reader = new Reader(view, { reduceMotion: () => motion.matches });
bindInput(reader, view);
new ResizeObserver(() => reader.layout()).observe(view.book);
reader.layout();

const published: unknown = (window as unknown as Record<string, unknown>)[READER_BOOK_GLOBAL];
if (published === undefined) {
  reader.showMessage(READER_STRINGS.waitingForBook);
  startPreview(reader);
} else {
  const book = parseBookData(published);
  if (book === null) reader.showMessage(READER_STRINGS.invalidBook);
  else reader.setBook(book);
}
