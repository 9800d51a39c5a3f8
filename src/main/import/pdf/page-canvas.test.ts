import { describe, expect, it } from 'vitest';
import { PageCanvas, type CanvasAndContext, type CanvasFactory } from './page-canvas.js';

/** A canvas factory that counts what it makes and destroys. */
function countingFactory() {
  const made: CanvasAndContext[] = [];
  const destroyed: CanvasAndContext[] = [];
  const factory: CanvasFactory = {
    create: () => {
      const canvas = { canvas: {}, context: { getImageData: () => ({ data: new Uint8ClampedArray() }) } };
      made.push(canvas);
      return canvas;
    },
    destroy: (canvas) => destroyed.push(canvas),
  };
  return { factory, made, destroyed };
}

describe('PageCanvas', () => {
  it('hands the same canvas to the next page of the same size', () => {
    const { factory, made } = countingFactory();
    const canvases = new PageCanvas();
    const first = canvases.take(factory, 100, 200);
    first.release(false);
    const second = canvases.take(factory, 100, 200);
    expect(second.canvas).toBe(first.canvas);
    expect(made).toHaveLength(1);
  });

  it('replaces the canvas for a page of another size, destroying the old one', () => {
    const { factory, destroyed } = countingFactory();
    const canvases = new PageCanvas();
    const first = canvases.take(factory, 100, 200);
    first.release(false);
    const second = canvases.take(factory, 120, 200);
    expect(second.canvas).not.toBe(first.canvas);
    expect(destroyed).toEqual([first.canvas]);
  });

  it('drops the canvas of a page that failed to render', () => {
    const { factory, destroyed } = countingFactory();
    const canvases = new PageCanvas();
    const failed = canvases.take(factory, 100, 200);
    failed.release(true);
    expect(destroyed).toEqual([failed.canvas]);
    expect(canvases.take(factory, 100, 200).canvas).not.toBe(failed.canvas);
  });

  it('lends a canvas of its own to a page asked for while the kept one is in use', () => {
    const { factory, destroyed } = countingFactory();
    const canvases = new PageCanvas();
    const kept = canvases.take(factory, 100, 200);
    const extra = canvases.take(factory, 100, 200);
    expect(extra.canvas).not.toBe(kept.canvas);
    extra.release(false);
    expect(destroyed).toEqual([extra.canvas]);
    kept.release(false);
    expect(canvases.take(factory, 100, 200).canvas).toBe(kept.canvas);
  });
});
