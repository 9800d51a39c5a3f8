/** The canvas pdf.js creates in Node (@napi-rs/canvas), seen through what we use of it. */
export interface CanvasAndContext {
  canvas: { data?: () => Uint8Array };
  context: { getImageData(x: number, y: number, width: number, height: number): { data: Uint8ClampedArray } };
}

export interface CanvasFactory {
  create(width: number, height: number): CanvasAndContext;
  destroy(canvasAndContext: CanvasAndContext): void;
}

/**
 * One canvas kept from page to page. Pages of a book are mostly the same size, and a new
 * canvas per page is megabytes of native memory that V8 counts as external: dropping it
 * every page set off many of a worker's full garbage collections (freeculture, 60 pages
 * on two workers: 49 mark-compacts with a canvas per page, 32–37 with one kept). pdf.js
 * paints every page's background over the whole canvas and resets the context before it
 * draws, so nothing of the last page shows through. A canvas whose page failed is
 * dropped, since its drawing state may be left unbalanced; a canvas asked for while the
 * kept one is in use is a new one, destroyed when it is given back.
 */
export class PageCanvas {
  private kept: { canvas: CanvasAndContext; factory: CanvasFactory; width: number; height: number } | null = null;
  private inUse = false;

  /** A canvas of the size, and the function that gives it back (`failed` when its page did not render). */
  take(factory: CanvasFactory, width: number, height: number): { canvas: CanvasAndContext; release: (failed: boolean) => void } {
    if (this.inUse) {
      const canvas = factory.create(width, height);
      return { canvas, release: () => factory.destroy(canvas) };
    }
    const kept = this.kept;
    if (kept && (kept.factory !== factory || kept.width !== width || kept.height !== height)) this.drop();
    this.kept ??= { canvas: factory.create(width, height), factory, width, height };
    this.inUse = true;
    return {
      canvas: this.kept.canvas,
      release: (failed) => {
        this.inUse = false;
        if (failed) this.drop();
      },
    };
  }

  private drop(): void {
    if (this.kept) this.kept.factory.destroy(this.kept.canvas);
    this.kept = null;
  }
}

/**
 * The canvas's RGBA bytes. @napi-rs/canvas hands out its pixel memory directly, which
 * saves a page-sized copy per page (about 18 MB and 100 ms at 2400 px) and much of the
 * native memory churn; getImageData gives the same bytes where that is not available.
 * The two agree because pdf.js paints the page on opaque white, so premultiplication
 * changes nothing.
 */
export function readPixels(target: CanvasAndContext, width: number, height: number): Uint8Array | Uint8ClampedArray {
  const direct = typeof target.canvas.data === 'function' ? target.canvas.data() : null;
  if (direct && direct.byteLength === width * height * 4) return direct;
  return target.context.getImageData(0, 0, width, height).data;
}
