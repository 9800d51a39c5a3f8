import type { Area, SceneEnvironment } from './environment.js';

/** Sharper than 2× costs four times the pixels for no visible gain on soft shapes. */
export const MAX_PIXEL_RATIO = 2;

export interface SceneCanvas {
  readonly canvas: HTMLCanvasElement;
  readonly ctx: CanvasRenderingContext2D;
  /** The drawing area in CSS pixels; the context is scaled so scenes draw in CSS pixels. */
  readonly area: Area;
  /** Matches the backing store to the container's size; returns whether it changed. */
  fit(): boolean;
  remove(): void;
}

/**
 * Puts one canvas in `container` as its first child. Absolutely placed, it paints before the
 * book's own positioned layers (z-order by tree order), and never takes pointer events.
 */
export function mountCanvas(container: HTMLElement, env: SceneEnvironment, id: string, backdropCss: string | null): SceneCanvas {
  const canvas = container.ownerDocument.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.dataset.scene = id;
  // CSSOM assignments, which the reader's CSP allows (it forbids style attributes only).
  Object.assign(canvas.style, { position: 'absolute', inset: '0', width: '100%', height: '100%', pointerEvents: 'none', display: 'block' });
  if (backdropCss !== null) canvas.style.background = backdropCss;
  container.prepend(canvas);
  const context = canvas.getContext('2d');
  if (context === null) {
    canvas.remove();
    throw new Error('This browser gives no 2D canvas context.');
  }
  const ctx = context;
  const area: Area = { width: 0, height: 0 };
  let ratio = 0;

  return {
    canvas,
    ctx,
    area,
    fit() {
      const width = Math.max(1, Math.round(container.clientWidth));
      const height = Math.max(1, Math.round(container.clientHeight));
      const nextRatio = Math.min(MAX_PIXEL_RATIO, Math.max(1, env.devicePixelRatio()));
      if (width === area.width && height === area.height && nextRatio === ratio) return false;
      area.width = width;
      area.height = height;
      ratio = nextRatio;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      return true;
    },
    remove: () => canvas.remove(),
  };
}
