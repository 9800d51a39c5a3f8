import { el } from '../dom.js';

/** How much larger the lens shows the page than the page is drawn. */
export const MAGNIFICATION = 2.5;
const LENS_SIZE = 180;

/**
 * The background the lens needs to show the point under the pointer magnified: the page
 * image scaled up, shifted so the pointer's spot sits in the lens's centre.
 */
export function lensBackground(pointer: { x: number; y: number }, page: DOMRect, lens = LENS_SIZE, zoom = MAGNIFICATION) {
  const width = page.width * zoom;
  const height = page.height * zoom;
  const x = (pointer.x - page.left) * zoom - lens / 2;
  const y = (pointer.y - page.top) * zoom - lens / 2;
  return { size: `${width}px ${height}px`, position: `${-x}px ${-y}px` };
}

/**
 * The magnifier (the book's `magnifier` setting): while switched on, a round lens follows the
 * pointer over the pages and shows the page image under it enlarged. It ignores pointer
 * events, so reading on (clicks, drags) works as usual with the lens on.
 */
export class Magnifier {
  readonly lens: HTMLElement;
  private active = false;

  constructor(private readonly stage: HTMLElement) {
    this.lens = el('div', 'fb-lens', { 'aria-hidden': 'true', 'data-testid': 'magnifier-lens' });
    this.lens.hidden = true;
    stage.append(this.lens);
    stage.addEventListener('pointermove', (event) => this.follow(event));
    stage.addEventListener('pointerleave', () => (this.lens.hidden = true));
  }

  get on(): boolean {
    return this.active;
  }

  set on(value: boolean) {
    this.active = value;
    if (!value) this.lens.hidden = true;
  }

  private follow(event: PointerEvent): void {
    if (!this.active) return;
    const image = document
      .elementsFromPoint(event.clientX, event.clientY)
      .find((element): element is HTMLImageElement => element instanceof HTMLImageElement && element.dataset.page !== undefined);
    if (image === undefined || image.currentSrc === '') {
      this.lens.hidden = true;
      return;
    }
    const stage = this.stage.getBoundingClientRect();
    const background = lensBackground({ x: event.clientX, y: event.clientY }, image.getBoundingClientRect());
    this.lens.style.backgroundImage = `url("${image.currentSrc.replace(/["\\]/g, '\\$&')}")`;
    this.lens.style.backgroundSize = background.size;
    this.lens.style.backgroundPosition = background.position;
    this.lens.style.left = `${event.clientX - stage.left - LENS_SIZE / 2}px`;
    this.lens.style.top = `${event.clientY - stage.top - LENS_SIZE / 2}px`;
    this.lens.hidden = false;
  }
}
