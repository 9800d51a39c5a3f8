import { keyAction } from './navigation-keys.js';
import { bindPointer } from './pointer-input.js';
import type { Reader } from './reader.js';
import type { ReaderView } from './view.js';
import { ZOOM_STEP, type Zoom } from './zoom.js';

/** Wires the keyboard, the pointer, the buttons and the context menu to the reader. */
export function bindInput(reader: Reader, view: ReaderView, zoom: Zoom, doc: Document = document): void {
  doc.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || isTextField(event.target)) return;
    const plain = !event.ctrlKey && !event.altKey && !event.metaKey;
    if (plain && reader.settings.fullScreen && (event.key === 'f' || event.key === 'F')) {
      event.preventDefault();
      toggleFullScreen(view.root, doc);
      return;
    }
    if (plain && (event.key === '+' || event.key === '=' || event.key === '-')) {
      event.preventDefault();
      zoom.zoomBy(event.key === '-' ? 1 / ZOOM_STEP : ZOOM_STEP);
      return;
    }
    const action = keyAction(event.key, event, reader.settings.rightToLeft, reader.isVertical);
    if (action === null) return;
    event.preventDefault();
    reader.perform(action);
  });

  bindPointer(reader, zoom, view.stage);

  view.previousButton.addEventListener('click', () => reader.perform('previous'));
  view.nextButton.addEventListener('click', () => reader.perform('next'));
  view.zoomInButton.addEventListener('click', () => zoom.zoomBy(ZOOM_STEP));
  view.zoomOutButton.addEventListener('click', () => zoom.zoomBy(1 / ZOOM_STEP));
  view.fullScreenButton.addEventListener('click', () => {
    if (reader.settings.fullScreen) toggleFullScreen(view.root, doc);
  });

  doc.addEventListener('contextmenu', (event) => {
    if (!reader.settings.rightClickMenu) event.preventDefault();
  });
}

function toggleFullScreen(root: HTMLElement, doc: Document): void {
  // Browsers refuse full screen in some frames and settings; the book stays as it was.
  if (doc.fullscreenElement) void doc.exitFullscreen().catch(() => undefined);
  else void root.requestFullscreen?.().catch(() => undefined);
}

function isTextField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}
