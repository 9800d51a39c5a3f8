import { el } from '../dom.js';
import type { TextBox } from './search.js';
import type { TextLayers } from './text-layers.js';

/**
 * What is drawn over the page images: the search hit's boxes, and the transparent text
 * layer. The text layer is real text in the page's reading order, so screen readers read
 * it and, in select mode, readers can select and copy it. Pages are decorated when they
 * are created and again whenever the hit, the layers or the mode change.
 */
export class TextOverlay {
  private layers: TextLayers | null = null;
  private hit: { page: number; boxes: TextBox[] } | null = null;
  private selectable = false;

  constructor(private readonly redecorate: () => void) {}

  get selecting(): boolean {
    return this.selectable;
  }

  setLayers(layers: TextLayers | null): void {
    if (layers === this.layers) return;
    this.layers = layers;
    this.redecorate();
  }

  /** Drops the text, the hit and the select mode, for another book. */
  reset(): void {
    this.layers = null;
    this.hit = null;
    this.selectable = false;
    this.redecorate();
  }

  setHit(page: number, boxes: TextBox[]): void {
    this.hit = { page, boxes };
    this.redecorate();
  }

  setSelectable(selectable: boolean): void {
    this.selectable = selectable;
    this.redecorate();
  }

  decorate(page: number, wrapper: HTMLElement): void {
    for (const old of wrapper.querySelectorAll('.fb-text-layer, .fb-hits')) old.remove();
    const runs = this.layers?.[page - 1];
    if (runs !== null && runs !== undefined) {
      const layer = el('div', `fb-text-layer${this.selectable ? ' fb-selectable' : ''}`, { 'data-testid': 'text-layer' });
      for (const [text, x, y, width, height] of runs) {
        const span = el('span');
        span.textContent = text;
        place(span, { x, y, width, height });
        // Text is sized to its box through the page's container height (cqh), so it
        // follows every zoom and resize without script.
        span.style.fontSize = `${height * 100}cqh`;
        layer.append(span, ' ');
      }
      // In select mode a press on the text selects it instead of turning the page.
      layer.addEventListener('pointerdown', (event) => {
        if (this.selectable) event.stopPropagation();
      });
      wrapper.append(layer);
    }
    if (this.hit?.page === page) {
      const hits = el('div', 'fb-hits', { 'aria-hidden': 'true' });
      for (const box of this.hit.boxes) {
        const mark = el('div', 'fb-hit', { 'data-testid': 'search-hit' });
        place(mark, box);
        hits.append(mark);
      }
      wrapper.append(hits);
    }
  }
}

function place(element: HTMLElement, box: TextBox): void {
  element.style.left = `${box.x * 100}%`;
  element.style.top = `${box.y * 100}%`;
  element.style.width = `${box.width * 100}%`;
  element.style.height = `${box.height * 100}%`;
}
