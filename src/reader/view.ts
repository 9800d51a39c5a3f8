import { el } from './dom.js';
import type { LeafParts } from './leaf.js';
import { READER_STRINGS } from './strings.js';
import { glyphOf } from './toolbar/tool-button.js';

/** The reader's fixed elements; pages are moved in and out of the slots and leaf faces. */
export interface ReaderView {
  root: HTMLElement;
  title: HTMLElement;
  stage: HTMLElement;
  /** Scaled and panned by the zoom; holds the book. */
  zoomLayer: HTMLElement;
  book: HTMLElement;
  leftSlot: HTMLElement;
  rightSlot: HTMLElement;
  leafParts: LeafParts;
  /** Where the leaf's pages go (inside the faces, beside their shades). */
  leafFront: HTMLElement;
  leafBack: HTMLElement;
  /** Parks the images of nearby pages so they load before they are shown. */
  holder: HTMLElement;
  message: HTMLElement;
  loading: HTMLElement;
  counter: HTMLElement;
  /** The toolbar in the top bar, where the toolbar module adds its buttons. */
  tools: HTMLElement;
  /** Holds the zoom buttons, so the book's `button.zoom` setting shows or hides them together. */
  zoomGroup: HTMLElement;
  announcer: HTMLElement;
  previousButton: HTMLButtonElement;
  nextButton: HTMLButtonElement;
  zoomInButton: HTMLButtonElement;
  zoomOutButton: HTMLButtonElement;
  fullScreenButton: HTMLButtonElement;
}

export function createReaderView(parent: HTMLElement): ReaderView {
  const title = el('h1', 'fb-title', { 'data-testid': 'book-title' });
  const leftSlot = el('div', 'fb-slot fb-slot-left fb-side-left');
  const rightSlot = el('div', 'fb-slot fb-slot-right fb-side-right');
  const leafFront = el('div', 'fb-face-page');
  const leafBack = el('div', 'fb-face-page');
  const frontShade = el('div', 'fb-band fb-band-front');
  const backShade = el('div', 'fb-band fb-band-back');
  const castShade = el('div', 'fb-band fb-band-cast');
  const frontFace = el('div', 'fb-face fb-face-front');
  frontFace.append(leafFront, frontShade);
  const backFace = el('div', 'fb-face fb-face-back');
  backFace.append(leafBack, backShade);
  const castBox = el('div', 'fb-cast-box');
  castBox.append(castShade);
  const leaf = el('div', 'fb-leaf', { 'aria-hidden': 'true' });
  leaf.hidden = true;
  leaf.append(castBox, frontFace, backFace);
  const book = el('div', 'fb-book');
  book.append(leftSlot, rightSlot, leaf);
  const zoomLayer = el('div', 'fb-zoom');
  zoomLayer.append(book);
  const holder = el('div', 'fb-holder', { 'aria-hidden': 'true' });
  holder.hidden = true;
  const message = el('p', 'fb-message');
  message.hidden = true;
  const loading = el('div', 'fb-loading', { 'data-testid': 'loading' });
  const spinner = el('div', 'fb-spinner', { 'aria-hidden': 'true' });
  const loadingText = el('p');
  loadingText.textContent = READER_STRINGS.loading;
  loading.append(spinner, loadingText);
  const stage = el('main', 'fb-stage', { 'aria-label': READER_STRINGS.book });
  stage.append(zoomLayer, holder, message, loading);

  const previousButton = button('fb-previous', READER_STRINGS.previousPage, '‹');
  const nextButton = button('fb-next', READER_STRINGS.nextPage, '›');
  const zoomOutButton = button('fb-zoom-out', READER_STRINGS.zoomOut, '−');
  const zoomInButton = button('fb-zoom-in', READER_STRINGS.zoomIn, '+');
  const fullScreenButton = button('fb-full-screen', READER_STRINGS.fullScreen, '');
  const counter = el('span', 'fb-counter', { 'data-testid': 'page-counter' });
  const announcer = el('div', 'fb-visually-hidden', { role: 'status', 'aria-live': 'polite' });

  const topBar = el('header', 'fb-topbar');
  // Hidden until the tools part fills it (main.ts): shown at once, whole, it shifts nothing on screen.
  const tools = el('div', 'fb-tools', { role: 'toolbar', 'aria-label': READER_STRINGS.toolbar, 'data-waiting': '' });
  const zoomGroup = el('div', 'fb-group', { role: 'group', 'aria-label': READER_STRINGS.zoom, 'data-button': 'zoom' });
  zoomGroup.append(zoomOutButton, zoomInButton);
  tools.append(zoomGroup, fullScreenButton);
  topBar.append(title, tools);
  const bottomBar = el('nav', 'fb-bottombar', { 'aria-label': READER_STRINGS.pageNavigation });
  bottomBar.append(previousButton, counter, nextButton);
  const root = el('div', 'fb-reader');
  root.append(topBar, stage, bottomBar, announcer);
  parent.append(root);
  return {
    root,
    title,
    stage,
    zoomLayer,
    book,
    leftSlot,
    rightSlot,
    leafParts: { leaf, frontFace, backFace, frontShade, backShade, castShade },
    leafFront,
    leafBack,
    holder,
    message,
    loading,
    counter,
    tools,
    zoomGroup,
    announcer,
    previousButton,
    nextButton,
    zoomInButton,
    zoomOutButton,
    fullScreenButton,
  };
}

function button(className: string, label: string, glyph: string): HTMLButtonElement {
  const element = el('button', `fb-button ${className}`, { type: 'button', 'aria-label': label, title: label });
  element.append(glyphOf(glyph, className.slice('fb-'.length)));
  return element;
}
