/** The zoom range: 1 is the whole book on screen. */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** One button press or key press zooms by this factor. */
export const ZOOM_STEP = 1.5;

/**
 * Zoom and pan of the book, as one transform on the layer that holds it. Coordinates are
 * relative to the stage; the zoom keeps the point under the pointer (or the centre) still,
 * and the pan never lets the book leave the stage.
 */
export class Zoom {
  private scale = MIN_ZOOM;
  private x = 0;
  private y = 0;

  constructor(
    private readonly layer: HTMLElement,
    private readonly stage: HTMLElement,
    private readonly onChange: (zoomed: boolean) => void,
  ) {}

  get zoomed(): boolean {
    return this.scale > MIN_ZOOM;
  }

  get level(): number {
    return this.scale;
  }

  /** Multiplies the zoom around a client point (the centre of the stage by default). */
  zoomBy(factor: number, clientX?: number, clientY?: number): void {
    this.zoomTo(this.scale * factor, clientX, clientY);
  }

  zoomTo(level: number, clientX?: number, clientY?: number): void {
    const bounds = this.stage.getBoundingClientRect();
    const px = (clientX ?? bounds.left + bounds.width / 2) - bounds.left;
    const py = (clientY ?? bounds.top + bounds.height / 2) - bounds.top;
    const next = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, level));
    const ratio = next / this.scale;
    const wasZoomed = this.zoomed;
    this.x = px - (px - this.x) * ratio;
    this.y = py - (py - this.y) * ratio;
    this.scale = next;
    this.apply();
    if (wasZoomed !== this.zoomed || this.zoomed) this.onChange(this.zoomed);
  }

  panBy(dx: number, dy: number): void {
    this.x += dx;
    this.y += dy;
    this.apply();
  }

  reset(): void {
    if (!this.zoomed) return;
    this.zoomTo(MIN_ZOOM);
  }

  private apply(): void {
    const { clientWidth, clientHeight } = this.stage;
    this.x = Math.min(0, Math.max(clientWidth * (1 - this.scale), this.x));
    this.y = Math.min(0, Math.max(clientHeight * (1 - this.scale), this.y));
    this.layer.style.transform = this.zoomed ? `translate(${this.x}px,${this.y}px) scale(${this.scale})` : '';
    this.layer.classList.toggle('fb-zoomed', this.zoomed);
  }
}
