import { apply, multiply, type Matrix, type PageScan } from './page-scan-content.js';
import { Unsupported } from './pdf-syntax.js';

/**
 * How the image's pixel grid lies on the page bitmap: turned a quarter (its columns run
 * down the page, turned clockwise), then mirrored top to bottom (flip) and/or left to right
 * (flop), in that order.
 */
export interface Placement {
  rotate90: boolean;
  flip: boolean;
  flop: boolean;
}

/** How far, in bitmap pixels, the image's edges may miss the page's (pdf.js would show at most a hairline of paper). */
export const EDGE_TOLERANCE_PX = 1;
/** A direction off the bitmap's axes by less than this share of its length is on the axis. */
const AXIS_TOLERANCE = 1e-3;

type Direction = '+x' | '-x' | '+y' | '-y';

function direction(dx: number, dy: number): Direction {
  const length = Math.hypot(dx, dy);
  if (length === 0) throw new Unsupported('degenerate image');
  if (Math.abs(dy) <= AXIS_TOLERANCE * length) return dx > 0 ? '+x' : '-x';
  if (Math.abs(dx) <= AXIS_TOLERANCE * length) return dy > 0 ? '+y' : '-y';
  throw new Unsupported('image is skewed or turned by other than a quarter');
}

/**
 * Where the scanned page's image lands on the bitmap pdf.js would draw (`viewport`: the
 * page's default user space to bitmap pixels, crop box and /Rotate included; `width` ×
 * `height` the bitmap's true size): it must cover the page edge to edge, on the bitmap's
 * axes, and no clip may cut into it. Throws Unsupported otherwise.
 */
export function placeScan(scan: PageScan, viewport: Matrix, width: number, height: number): Placement {
  const toBitmap = multiply(scan.matrix, viewport);
  // The image's first pixel row is the top of its unit square (y = 1).
  const [ox, oy] = apply(toBitmap, 0, 1);
  const [cx, cy] = apply(toBitmap, 1, 1);
  const [rx, ry] = apply(toBitmap, 0, 0);
  const columns = direction(cx - ox, cy - oy);
  const rows = direction(rx - ox, ry - oy);
  if (columns[1] === rows[1]) throw new Unsupported('degenerate image');
  // The image fills the page exactly: one larger than the page would show only its middle.
  coversPage([apply(toBitmap, 0, 0), apply(toBitmap, 1, 0), apply(toBitmap, 1, 1), apply(toBitmap, 0, 1)], width, height, true, 'image does not fill the page');
  for (const clip of scan.clips) coversPage(clip.map(([x, y]) => apply(viewport, x, y)), width, height, false, 'a clip cuts into the page');
  const rotate90 = columns[1] === 'y';
  // After a quarter turn clockwise, columns run down (+y) and rows run left (-x).
  const flip = rotate90 ? columns === '-y' : rows === '-y';
  const flop = rotate90 ? rows === '+x' : columns === '-x';
  return { rotate90, flip, flop };
}

function coversPage(corners: [number, number][], width: number, height: number, exactly: boolean, what: string): void {
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const axisAligned = corners.every(([x, y], i) => {
    const [nx, ny] = corners[(i + 1) % corners.length] as [number, number];
    return Math.abs(nx - x) < 1e-6 * width + 1e-6 || Math.abs(ny - y) < 1e-6 * height + 1e-6;
  });
  if (!axisAligned) throw new Unsupported(what);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  if (minX > EDGE_TOLERANCE_PX || minY > EDGE_TOLERANCE_PX || maxX < width - EDGE_TOLERANCE_PX || maxY < height - EDGE_TOLERANCE_PX) throw new Unsupported(what);
  if (exactly && (minX < -EDGE_TOLERANCE_PX || minY < -EDGE_TOLERANCE_PX || maxX > width + EDGE_TOLERANCE_PX || maxY > height + EDGE_TOLERANCE_PX)) throw new Unsupported(what);
}
