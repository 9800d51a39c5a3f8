import type { SceneId } from '../../src/shared/design/design-ids.js';
import type { Area } from './environment.js';
import type { Random } from './random.js';

/**
 * The part of the canvas 2D context scenes may use. Keeping to it lets the build draw each
 * scene's picker preview into SVG with the very same drawing code (see svg-context.ts).
 */
export type SceneContext = Pick<
  CanvasRenderingContext2D,
  | 'save' | 'restore' | 'translate' | 'rotate' | 'scale'
  | 'beginPath' | 'closePath' | 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'arc' | 'ellipse'
  | 'fill' | 'stroke' | 'fillRect' | 'clearRect'
  | 'createLinearGradient' | 'createRadialGradient'
  | 'fillStyle' | 'strokeStyle' | 'globalAlpha' | 'lineWidth' | 'lineCap'
>;

/** A soft tint behind the particles, painted by CSS on the canvas element (no cost per frame). */
export interface Backdrop {
  /** CSS angle in degrees: 180 runs top to bottom. */
  angle: number;
  /** Offsets 0..1 and CSS colours, usually translucent so the book's background shows through. */
  stops: readonly (readonly [number, string])[];
}

/** What one frame of drawing gets. */
export interface DrawFrame<P, R> {
  ctx: SceneContext;
  particles: readonly P[];
  area: Area;
  /** Seconds since the scene started. */
  time: number;
  resources: R;
}

/**
 * One scene: its particle budget and how a particle is born, moves and is drawn. Particles
 * are plain objects in a fixed-size array: a particle that leaves the area is born again in
 * its slot, so the count (and the cost of a frame) never grows.
 */
export interface SceneDefinition<P, R = undefined> {
  id: Exclude<SceneId, 'none'>;
  /** The fixed number of particles. */
  budget: number;
  backdrop?: Backdrop;
  /** How far into the scene its picker preview is posed (default 1.5 s), e.g. to catch a meteor mid-flight. */
  previewSeconds?: number;
  /**
   * Builds what the scene reuses every frame: gradients (made once at unit size and placed
   * by transforms) and fixed parts such as a star field, in coordinates relative to the area.
   */
  prepare(ctx: SceneContext, random: Random): R;
  /** A new particle. `initial` spreads the first ones over the whole area; later ones enter from an edge. */
  spawn(random: Random, area: Area, initial: boolean): P;
  /** Moves `particle` on by `dt` seconds; returns false when it has left and must be born again. */
  step(particle: P, dt: number, area: Area, time: number): boolean;
  draw(frame: DrawFrame<P, R>): void;
}

/** A scene of any particle type, as the runtime and the build handle them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyScene = SceneDefinition<any, any>;

/** Identity helper that checks a scene's types where it is written. */
export function defineScene<P, R = undefined>(scene: SceneDefinition<P, R>): SceneDefinition<P, R> {
  return scene;
}

/** The CSS value for a backdrop. */
export function backdropCss(backdrop: Backdrop): string {
  const stops = backdrop.stops.map(([offset, colour]) => `${colour} ${Math.round(offset * 100)}%`).join(', ');
  return `linear-gradient(${backdrop.angle}deg, ${stops})`;
}
