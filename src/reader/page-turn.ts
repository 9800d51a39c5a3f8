import { cornerAlongTurn, cornerOf, type Point } from './curl-geometry.js';
import type { Leaf, LeafKind } from './leaf.js';
import type { Size } from './layout.js';
import type { TurnPlan } from './spread.js';
import { tween, type Tween } from './tween.js';

/** How a turn is laid out on screen, fixed for its whole life. */
export interface TurnShape {
  plan: TurnPlan;
  kind: LeafKind;
  /** Turning to the right (right-to-left books). */
  mirrored: boolean;
  single: boolean;
  /** A top-bound book: the leaf turns up (or down, mirrored) about a spine across the book. */
  vertical: boolean;
  /** The leaf's size in the canonical frame (layout.ts `canonicalSize`). */
  size: Size;
  /** Whether the top corner is grabbed rather than the bottom one. */
  top: boolean;
}

/** A fast release flicks the page over even short of the middle (canonical px per ms). */
const FLICK_SPEED = 0.4;

/**
 * One leaf in motion, in the canonical frame of curl-geometry.ts. A programmed turn sweeps
 * the corner across; a drag puts the corner under the pointer and, on release, either
 * completes the turn or lets the page fall back.
 */
export class PageTurn {
  private corner: Point;
  private running: Tween | null = null;
  /** A pointer position waiting for the next frame; several moves in one frame draw once. */
  private pending = 0;

  constructor(
    private readonly leaf: Leaf,
    readonly shape: TurnShape,
  ) {
    const { size, top, plan } = shape;
    this.corner = plan.direction === 'forward' ? cornerOf(size.width, size.height, top) : this.turnedCorner();
    leaf.prepare(shape.kind, shape.mirrored, size, shape.single, plan.back === null, shape.vertical);
    leaf.draw(this.corner, top);
  }

  /** Sweeps the leaf all the way over in `durationMs`. */
  play(durationMs: number): Promise<boolean> {
    const { size, top, plan } = this.shape;
    const forward = plan.direction === 'forward';
    return this.run(durationMs, (t) => cornerAlongTurn(forward ? t : 1 - t, size.width, size.height, top));
  }

  /** Follows the pointer, given in the leaf box's canonical coordinates. */
  follow(corner: Point): void {
    this.running?.cancel();
    this.corner = corner;
    if (this.pending !== 0) return;
    this.pending = requestAnimationFrame(() => {
      this.pending = 0;
      this.leaf.draw(this.corner, this.shape.top);
    });
  }

  /**
   * Decides a released drag: past the middle of the book (or of the page, in single-page
   * mode) or flicked fast that way, the turn completes; otherwise the page falls back.
   */
  shouldComplete(speed: number): boolean {
    const threshold = this.shape.single ? this.shape.size.width / 2 : 0;
    if (this.shape.plan.direction === 'forward') return speed < -FLICK_SPEED || (speed <= FLICK_SPEED && this.corner.x < threshold);
    return speed > FLICK_SPEED || (speed >= -FLICK_SPEED && this.corner.x > threshold);
  }

  /** Lets go of a drag: glides to the end of the turn (complete) or back to its start. */
  release(complete: boolean, flipTimeMs: number): Promise<boolean> {
    const forward = this.shape.plan.direction === 'forward';
    const end = forward === complete ? this.turnedCorner() : cornerOf(this.shape.size.width, this.shape.size.height, this.shape.top);
    const from = this.corner;
    const share = Math.min(1, Math.hypot(end.x - from.x, end.y - from.y) / (2 * Math.max(this.shape.size.width, 1)));
    return this.run(flipTimeMs * share, (t) => ({ x: from.x + (end.x - from.x) * t, y: from.y + (end.y - from.y) * t }));
  }

  stop(): void {
    this.cancelPending();
    this.running?.cancel();
    this.running = null;
  }

  private cancelPending(): void {
    cancelAnimationFrame(this.pending);
    this.pending = 0;
  }

  private run(durationMs: number, at: (t: number) => Point): Promise<boolean> {
    this.cancelPending();
    this.running?.cancel();
    const running = tween(durationMs, (t) => {
      this.corner = at(t);
      this.leaf.draw(this.corner, this.shape.top);
    });
    this.running = running;
    return running.done;
  }

  private turnedCorner(): Point {
    const { width, height } = this.shape.size;
    return { x: -width, y: this.shape.top ? 0 : height };
  }
}
