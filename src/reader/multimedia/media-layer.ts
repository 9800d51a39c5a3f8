import { el } from '../dom.js';
import { READER_STRINGS } from '../strings.js';
import { mediaWords } from './media-words.js';
import type { ReaderMediaItem } from './parse-page-media.js';

const LAYER_CLASS = 'fb-media-layer';

/** Turns a stored media key into the URL to load, or null to leave the object out. */
export type ResolveMedia = (src: string) => string | null;

/**
 * Draws a page's multimedia as a layer above its image, each object placed in percentages
 * of the page as the PDF link hotspots are, so it scales with the page. The layer is kept
 * when nothing it shows changed, so a playing video is not restarted by an unrelated edit.
 */
export function drawMediaLayer(wrapper: HTMLElement, items: readonly ReaderMediaItem[], resolve: ResolveMedia): void {
  const resolved = items.map((item) => ({ item, url: item.src === undefined ? null : resolve(item.src) }));
  const signature = JSON.stringify(resolved);
  const existing = wrapper.querySelector<HTMLElement>(`:scope > .${LAYER_CLASS}`);
  if (existing?.dataset.signature === signature) return;
  existing?.remove();
  if (items.length === 0) return;
  const layer = el('div', LAYER_CLASS, { 'data-testid': 'page-media-layer' });
  layer.dataset.signature = signature;
  for (const { item, url } of resolved) {
    const element = mediaElement(item, url);
    if (element === null) continue;
    element.classList.add('fb-media', `fb-media-${item.kind}`);
    element.dataset.mediaId = item.id;
    element.style.left = `${item.x * 100}%`;
    element.style.top = `${item.y * 100}%`;
    element.style.width = `${item.w * 100}%`;
    element.style.height = `${item.h * 100}%`;
    keepInputToItself(element);
    layer.append(element);
  }
  wrapper.append(layer);
}

function mediaElement(item: ReaderMediaItem, url: string | null): HTMLElement | null {
  const words = mediaWords();
  if (item.kind === 'link') {
    const anchor = el('a');
    if (item.page !== undefined) {
      anchor.href = `#page=${item.page}`;
      anchor.setAttribute('aria-label', item.title || READER_STRINGS.linkToPage(item.page));
    } else if (item.url !== undefined) {
      anchor.href = item.url;
      anchor.target = '_blank';
      anchor.rel = 'noopener noreferrer';
      anchor.setAttribute('aria-label', item.title || item.url);
    } else {
      return null;
    }
    if (item.title !== '') anchor.title = item.title;
    return anchor;
  }
  // A stored file the book does not carry is left out rather than shown broken.
  if (url === null) return null;
  if (item.kind === 'image') {
    const image = el('img', undefined, { alt: item.title || words.picture, draggable: 'false', decoding: 'async' });
    image.src = url;
    return image;
  }
  const player = el(item.kind, undefined, { controls: '', preload: 'metadata', 'aria-label': item.title || words[item.kind] });
  if (item.title !== '') player.title = item.title;
  player.src = url;
  return player;
}

/**
 * Presses, double-clicks and arrow keys on an object are its own (seeking a video, following
 * a link): stopped here, they never reach the stage's page-turn and zoom handlers.
 */
function keepInputToItself(element: HTMLElement): void {
  for (const type of ['pointerdown', 'dblclick', 'wheel'] as const) element.addEventListener(type, (event) => event.stopPropagation());
  element.addEventListener('keydown', (event) => {
    if (event.key.startsWith('Arrow') || event.key === ' ' || event.key === 'Home' || event.key === 'End') event.stopPropagation();
  });
}
