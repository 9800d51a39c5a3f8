/**
 * The geometry of a page curl, in one canonical frame: the turning leaf is the page to the
 * right of the spine, its box is [0, W] x [0, H] with the spine at x = 0, and it turns to
 * the left. A fold line, the perpendicular bisector of the grabbed corner and the pointer,
 * splits the leaf into the part still lying flat and a flap folded over onto the pointer.
 * Right-to-left books use the same frame mirrored (see `mirrorFrame`), top-bound books the
 * same frame transposed (see `transposeFrame`).
 */

export interface Point {
  x: number;
  y: number;
}

/** A CSS matrix(a, b, c, d, e, f): (x, y) -> (a x + c y + e, b x + d y + f). */
export interface Affine {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

/** One frame of a curl, ready to be written as clip-paths and transforms. */
export interface CurlFrame {
  /** The part of the leaf's front still lying flat, in the leaf box. */
  front: Point[];
  /** The flap, in the back face's own (unturned) coordinates. */
  backClip: Point[];
  /** Moves the back face onto the flap. */
  backMatrix: Affine;
  /** A point of the fold line and its unit normal, pointing away from the flat part. */
  foldPoint: Point;
  foldNormal: Point;
  /** The same fold line in the back face's coordinates, normal pointing into the flap. */
  backFoldPoint: Point;
  backFoldNormal: Point;
  /** 0 flat, 1 half-turned, 0 fully turned: how strong the shading is. */
  strength: number;
}

export const IDENTITY: Affine = { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 };

/** The corner a drag grabs: bottom or top of the outer edge. */
export function cornerOf(width: number, height: number, top: boolean): Point {
  return { x: width, y: top ? 0 : height };
}

/**
 * Keeps the pointer where a real sheet could reach: the spine does not move, so the
 * grabbed corner stays within its distance of either end of the spine.
 */
export function constrainCorner(pointer: Point, width: number, height: number, top: boolean): Point {
  const near = { x: 0, y: top ? 0 : height };
  const far = { x: 0, y: top ? height : 0 };
  let point = limit(pointer, near, width);
  point = limit(point, far, Math.hypot(width, height));
  return point;
}

function limit(point: Point, centre: Point, radius: number): Point {
  const dx = point.x - centre.x;
  const dy = point.y - centre.y;
  const distance = Math.hypot(dx, dy);
  if (distance <= radius || distance === 0) return point;
  return { x: centre.x + (dx / distance) * radius, y: centre.y + (dy / distance) * radius };
}

/** The curl with the grabbed corner (top or bottom of the outer edge) at `pointer`. */
export function curlFrame(pointer: Point, width: number, height: number, top: boolean): CurlFrame {
  const corner = cornerOf(width, height, top);
  const p = constrainCorner(pointer, width, height, top);
  const rect = [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
  const dx = corner.x - p.x;
  const dy = corner.y - p.y;
  const length = Math.hypot(dx, dy);
  if (length < 1e-6) {
    const n = { x: 1, y: 0 };
    return {
      front: rect,
      backClip: [],
      backMatrix: IDENTITY,
      foldPoint: corner,
      foldNormal: n,
      backFoldPoint: { x: 0, y: corner.y },
      backFoldNormal: { x: -1, y: 0 },
      strength: 0,
    };
  }
  const n = { x: dx / length, y: dy / length };
  const m = { x: (corner.x + p.x) / 2, y: (corner.y + p.y) / 2 };
  const side = (q: Point) => (q.x - m.x) * n.x + (q.y - m.y) * n.y;
  const front = clipPolygon(rect, (q) => -side(q));
  const folded = clipPolygon(rect, side);
  // The back of leaf point (x, y) lands at (W - x, y) of the back face once turned;
  // now it lies at the reflection of (x, y) in the fold. matrix = reflect(fold) o mirror.
  const r11 = 1 - 2 * n.x * n.x;
  const r12 = -2 * n.x * n.y;
  const r22 = 1 - 2 * n.y * n.y;
  const k = 2 * (m.x * n.x + m.y * n.y);
  const backMatrix: Affine = { a: -r11, b: -r12, c: r12, d: r22, e: r11 * width + k * n.x, f: r12 * width + k * n.y };
  return {
    front,
    backClip: folded.map((q) => ({ x: width - q.x, y: q.y })),
    backMatrix,
    foldPoint: m,
    foldNormal: n,
    backFoldPoint: { x: width - m.x, y: m.y },
    backFoldNormal: { x: -n.x, y: n.y },
    strength: Math.sin(Math.PI * Math.min(length / (2 * width), 1)),
  };
}

/** The same frame for a leaf turning to the right (right-to-left books): x -> W - x. */
export function mirrorFrame(frame: CurlFrame, width: number): CurlFrame {
  const { a, b, c, d, e, f } = frame.backMatrix;
  // Mx o T o Mx, with Mx(x, y) = (W - x, y).
  const backMatrix: Affine = { a, b: -b, c: -c, d, e: width - (a * width + e), f: b * width + f };
  return mapFrame(frame, (q) => ({ x: width - q.x, y: q.y }), (v) => ({ x: -v.x, y: v.y }), backMatrix);
}

/**
 * The same frame for a top-bound book, whose spine runs across: (x, y) -> (y, x). The
 * canonical x (away from the spine) becomes the page's downward axis, so a leaf below the
 * spine turns up over it. Call with a frame computed for width = page height.
 */
export function transposeFrame(frame: CurlFrame): CurlFrame {
  const swap = (q: Point) => ({ x: q.y, y: q.x });
  const { a, b, c, d, e, f } = frame.backMatrix;
  // S o T o S, with S(x, y) = (y, x).
  return mapFrame(frame, swap, swap, { a: d, b: c, c: b, d: a, e: f, f: e });
}

/** A frame moved by a reflection: `point` maps points, `vector` directions. */
function mapFrame(frame: CurlFrame, point: (q: Point) => Point, vector: (v: Point) => Point, backMatrix: Affine): CurlFrame {
  return {
    front: frame.front.map(point),
    backClip: frame.backClip.map(point),
    backMatrix,
    foldPoint: point(frame.foldPoint),
    foldNormal: vector(frame.foldNormal),
    backFoldPoint: point(frame.backFoldPoint),
    backFoldNormal: vector(frame.backFoldNormal),
    strength: frame.strength,
  };
}

export function applyAffine(t: Affine, q: Point): Point {
  return { x: t.a * q.x + t.c * q.y + t.e, y: t.b * q.x + t.d * q.y + t.f };
}

/**
 * Where the corner is at a point of a programmed turn: it sweeps from the outer edge across
 * the spine, lifting off the page in the middle so the sheet bends rather than slides.
 */
export function cornerAlongTurn(progress: number, width: number, height: number, top: boolean): Point {
  const lift = Math.sin(Math.PI * progress) * height * 0.12;
  return { x: width - 2 * width * progress, y: top ? lift : height - lift };
}

/** Sutherland-Hodgman against one half-plane: keeps the points where inside(q) >= 0. */
function clipPolygon(polygon: Point[], inside: (q: Point) => number): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < polygon.length; i += 1) {
    const current = polygon[i]!;
    const next = polygon[(i + 1) % polygon.length]!;
    const a = inside(current);
    const b = inside(next);
    if (a >= 0) out.push(current);
    if ((a >= 0) !== (b >= 0)) {
      const t = a / (a - b);
      out.push({ x: current.x + (next.x - current.x) * t, y: current.y + (next.y - current.y) * t });
    }
  }
  return out;
}
