import type { SceneContext } from '../runtime/scene-definition.js';

/**
 * A radial gradient of radius 1 at the origin, made once per scene: drawing it under a
 * translate and scale places it anywhere at any size without a new gradient each frame.
 */
export function unitGlow(ctx: SceneContext, stops: readonly (readonly [number, string])[]): CanvasGradient {
  const gradient = ctx.createRadialGradient(0, 0, 0, 0, 0, 1);
  for (const [offset, colour] of stops) gradient.addColorStop(offset, colour);
  return gradient;
}

/** Fills a disc of radius `radius` at (x, y) with a unit gradient (or colour). */
export function fillDisc(ctx: SceneContext, paint: string | CanvasGradient, x: number, y: number, radius: number, alpha = 1): void {
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.translate(x, y);
  ctx.scale(radius, radius);
  ctx.fillStyle = paint;
  ctx.beginPath();
  ctx.arc(0, 0, 1, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}
