import { describe, expect, it } from 'vitest';
import { applyAffine, constrainCorner, cornerAlongTurn, curlFrame, mirrorFrame, transposeFrame } from './curl-geometry.js';

const W = 400;
const H = 600;

function area(polygon: { x: number; y: number }[]): number {
  let sum = 0;
  for (let i = 0; i < polygon.length; i += 1) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    sum += a.x * b.y - b.x * a.y;
  }
  return Math.abs(sum) / 2;
}

describe('the curl of a page', () => {
  it('leaves the page flat and unshaded when the corner has not moved', () => {
    const frame = curlFrame({ x: W, y: H }, W, H, false);
    expect(area(frame.front)).toBeCloseTo(W * H);
    expect(frame.backClip).toEqual([]);
    expect(frame.strength).toBe(0);
  });

  it('folds the bottom corner onto the pointer', () => {
    const frame = curlFrame({ x: 300, y: 500 }, W, H, false);
    // The back face's own corner (its outer edge is at x = 0) lands on the pointer.
    const landed = applyAffine(frame.backMatrix, { x: 0, y: H });
    expect(landed.x).toBeCloseTo(300);
    expect(landed.y).toBeCloseTo(500);
    expect(area(frame.front) + area(frame.backClip)).toBeCloseTo(W * H);
    expect(frame.strength).toBeGreaterThan(0);
  });

  it('turns the whole leaf over the spine when the corner reaches the far side', () => {
    const frame = curlFrame({ x: -W, y: H }, W, H, false);
    expect(area(frame.front)).toBeCloseTo(0);
    expect(area(frame.backClip)).toBeCloseTo(W * H);
    // The back face now lies flat on the left of the spine: its top-right corner at the spine.
    const spineTop = applyAffine(frame.backMatrix, { x: W, y: 0 });
    expect(spineTop.x).toBeCloseTo(0);
    expect(spineTop.y).toBeCloseTo(0);
    expect(frame.strength).toBeCloseTo(0);
  });

  it('keeps the corner within reach of the spine so the sheet never tears', () => {
    const corner = constrainCorner({ x: -900, y: H }, W, H, false);
    expect(Math.hypot(corner.x, corner.y - H)).toBeCloseTo(W);
    const inside = { x: 100, y: 550 };
    expect(constrainCorner(inside, W, H, false)).toEqual(inside);
  });

  it('folds a top corner as the mirror image of a bottom one', () => {
    const bottom = curlFrame({ x: 250, y: 520 }, W, H, false);
    const top = curlFrame({ x: 250, y: H - 520 }, W, H, true);
    expect(area(top.front)).toBeCloseTo(area(bottom.front));
  });

  it('mirrors a frame for right-to-left books', () => {
    const frame = mirrorFrame(curlFrame({ x: 300, y: 500 }, W, H, false), W);
    // The mirrored back face's corner (now its right edge) lands on the mirrored pointer.
    const landed = applyAffine(frame.backMatrix, { x: W, y: H });
    expect(landed.x).toBeCloseTo(W - 300);
    expect(landed.y).toBeCloseTo(500);
  });

  describe('in a top-bound book (a 400 x 300 page below a spine that runs across)', () => {
    // The canonical frame measures away from the spine, so its width is the page's height.
    const across = 400;
    const down = 300;

    it('folds the lower page up about its top edge, the grabbed corner onto the pointer', () => {
      const frame = transposeFrame(curlFrame({ x: 200, y: 350 }, down, across, false));
      // The back face's top-right corner is the back of the grabbed bottom-right corner.
      const landed = applyAffine(frame.backMatrix, { x: across, y: 0 });
      expect(landed.x).toBeCloseTo(350);
      expect(landed.y).toBeCloseTo(200);
      expect(area(frame.front) + area(frame.backClip)).toBeCloseTo(across * down);
      // The fold runs across the page: its normal points down, away from the spine.
      expect(Math.abs(frame.foldNormal.y)).toBeGreaterThan(Math.abs(frame.foldNormal.x));
    });

    it('lays the turned page flat above the spine', () => {
      const frame = transposeFrame(curlFrame({ x: -down, y: across }, down, across, false));
      expect(area(frame.front)).toBeCloseTo(0);
      const bottomLeft = applyAffine(frame.backMatrix, { x: 0, y: down });
      expect(bottomLeft.x).toBeCloseTo(0);
      expect(bottomLeft.y).toBeCloseTo(0);
      expect(applyAffine(frame.backMatrix, { x: across, y: 0 }).y).toBeCloseTo(-down);
    });

    it('turns the upper page down in a right-to-left book', () => {
      const frame = transposeFrame(mirrorFrame(curlFrame({ x: -down, y: across }, down, across, false), down));
      // Fully turned, the back face lies below the spine, the upper page's bottom edge (y = 300).
      const topLeft = applyAffine(frame.backMatrix, { x: 0, y: 0 });
      expect(topLeft.x).toBeCloseTo(0);
      expect(topLeft.y).toBeCloseTo(down);
    });

    it('is its own inverse', () => {
      const frame = curlFrame({ x: 120, y: 330 }, down, across, true);
      expect(transposeFrame(transposeFrame(frame))).toEqual(frame);
    });
  });

  it('sweeps the corner across the spine, lifting it in the middle', () => {
    expect(cornerAlongTurn(0, W, H, false)).toEqual({ x: W, y: H });
    expect(cornerAlongTurn(1, W, H, false).x).toBeCloseTo(-W);
    expect(cornerAlongTurn(0.5, W, H, false).y).toBeLessThan(H);
  });
});
