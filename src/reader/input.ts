import { keyAction } from './navigation-keys.js';
import type { Reader } from './reader.js';
import type { ReaderView } from './view.js';

/** Wires the keyboard, clicks on the book and the buttons to the reader. */
export function bindInput(reader: Reader, view: ReaderView, doc: Document = document): void {
  doc.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || isTextField(event.target)) return;
    const action = keyAction(event.key, event);
    if (action === null) return;
    event.preventDefault();
    reader.perform(action);
  });

  // A click on either half of the book turns that way, whether it lands on a page or beside it.
  view.stage.addEventListener('click', (event) => {
    const bounds = view.book.getBoundingClientRect();
    if (bounds.width === 0) return;
    reader.perform(event.clientX < bounds.left + bounds.width / 2 ? 'previous' : 'next');
  });

  view.previousButton.addEventListener('click', () => reader.perform('previous'));
  view.nextButton.addEventListener('click', () => reader.perform('next'));
}

function isTextField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}
