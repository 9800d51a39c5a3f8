import { el } from './dom.js';
import { READER_STRINGS } from './strings.js';

/** The reader's fixed elements; pages are moved in and out of the slots and leaf faces. */
export interface ReaderView {
  root: HTMLElement;
  title: HTMLElement;
  stage: HTMLElement;
  book: HTMLElement;
  leftSlot: HTMLElement;
  rightSlot: HTMLElement;
  leaf: HTMLElement;
  leafFront: HTMLElement;
  leafBack: HTMLElement;
  /** Parks the images of nearby pages so they load before they are shown. */
  holder: HTMLElement;
  message: HTMLElement;
  counter: HTMLElement;
  announcer: HTMLElement;
  previousButton: HTMLButtonElement;
  nextButton: HTMLButtonElement;
}

export function createReaderView(parent: HTMLElement): ReaderView {
  const title = el('h1', 'fb-title', { 'data-testid': 'book-title' });
  const leftSlot = el('div', 'fb-slot fb-slot-left fb-side-left');
  const rightSlot = el('div', 'fb-slot fb-slot-right fb-side-right');
  const leafFront = el('div', 'fb-face fb-face-front');
  const leafBack = el('div', 'fb-face fb-face-back');
  const leaf = el('div', 'fb-leaf', { 'aria-hidden': 'true' });
  leaf.hidden = true;
  leaf.append(leafFront, leafBack);
  const book = el('div', 'fb-book');
  book.append(leftSlot, rightSlot, leaf);
  const holder = el('div', 'fb-holder', { 'aria-hidden': 'true' });
  holder.hidden = true;
  const message = el('p', 'fb-message');
  message.hidden = true;
  const stage = el('main', 'fb-stage', { 'aria-label': READER_STRINGS.book });
  stage.append(book, holder, message);

  const previousButton = navButton('fb-previous', READER_STRINGS.previousPage, '‹');
  const nextButton = navButton('fb-next', READER_STRINGS.nextPage, '›');
  const counter = el('span', 'fb-counter', { 'data-testid': 'page-counter' });
  const announcer = el('div', 'fb-visually-hidden', { role: 'status', 'aria-live': 'polite' });

  const topBar = el('header', 'fb-topbar');
  topBar.append(title);
  const bottomBar = el('nav', 'fb-bottombar');
  bottomBar.append(previousButton, counter, nextButton);
  const root = el('div', 'fb-reader');
  root.append(topBar, stage, bottomBar, announcer);
  parent.append(root);
  return { root, title, stage, book, leftSlot, rightSlot, leaf, leafFront, leafBack, holder, message, counter, announcer, previousButton, nextButton };
}

function navButton(className: string, label: string, glyph: string): HTMLButtonElement {
  const button = el('button', `fb-button ${className}`, { type: 'button', 'aria-label': label, title: label });
  const icon = el('span', undefined, { 'aria-hidden': 'true' });
  icon.textContent = glyph;
  button.append(icon);
  return button;
}
