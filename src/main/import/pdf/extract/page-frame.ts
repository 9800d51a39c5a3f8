/**
 * The geometry shared by links and text: PDF user-space points become fractions (0-1) of
 * the page as it is shown, from its top-left corner. Going through the page's viewport
 * (scale 1) applies its crop box offset and its /Rotate, so a box lands where the rendered
 * page shows it whatever its rotation.
 */

/** What extraction needs of a pdf.js PageViewport. */
export interface ViewportLike {
  width: number;
  height: number;
  convertToViewportPoint(x: number, y: number): number[];
}

/** A box as fractions of the shown page, top-left origin. */
export interface FractionBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Six decimals: well under a pixel at any rendition size (0.003 px at 3200 px), and it
 * keeps a text layer's JSON compact.
 */
const PRECISION = 1e6;

export function roundFraction(value: number): number {
  return Math.round(value * PRECISION) / PRECISION;
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/**
 * The bounding box of some user-space points, as fractions of the page, clamped to it.
 * Returns null for a viewport without area or a point that is not finite, since a hostile
 * file can hand over anything.
 */
export function fractionBoxOf(viewport: ViewportLike, points: ReadonlyArray<readonly [number, number]>): FractionBox | null {
  if (!(viewport.width > 0) || !(viewport.height > 0) || points.length === 0) return null;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const [px, py] of points) {
    const [vx, vy] = viewport.convertToViewportPoint(px, py);
    if (!Number.isFinite(vx) || !Number.isFinite(vy)) return null;
    left = Math.min(left, vx as number);
    right = Math.max(right, vx as number);
    top = Math.min(top, vy as number);
    bottom = Math.max(bottom, vy as number);
  }
  const x = roundFraction(clamp01(left / viewport.width));
  const y = roundFraction(clamp01(top / viewport.height));
  const x2 = roundFraction(clamp01(right / viewport.width));
  const y2 = roundFraction(clamp01(bottom / viewport.height));
  return { x, y, width: roundFraction(x2 - x), height: roundFraction(y2 - y) };
}

/** A PDF rectangle [x1, y1, x2, y2] (any corner order) as fractions of the page. */
export function fractionRect(viewport: ViewportLike, rect: unknown): FractionBox | null {
  if (!Array.isArray(rect) || rect.length !== 4 || !rect.every((n) => typeof n === 'number')) return null;
  const [x1, y1, x2, y2] = rect as [number, number, number, number];
  return fractionBoxOf(viewport, [
    [x1, y1],
    [x2, y1],
    [x1, y2],
    [x2, y2],
  ]);
}
