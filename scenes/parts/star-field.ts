import type { Area } from '../runtime/environment.js';
import { between, type Random } from '../runtime/random.js';
import type { SceneContext } from '../runtime/scene-definition.js';

/** A fixed star, placed relative to the area (0..1) so a resize keeps the sky. */
export interface FixedStar {
  u: number;
  v: number;
  size: number;
  phase: number;
  rate: number;
}

export function makeStarField(random: Random, count: number, maxSize = 1.8): FixedStar[] {
  return Array.from({ length: count }, () => ({
    u: random(),
    v: random(),
    size: between(random, 0.6, maxSize),
    phase: between(random, 0, Math.PI * 2),
    rate: between(random, 0.4, 1.6),
  }));
}

/** Small square stars, each gently brightening and dimming; `depth` scales the twinkle. */
export function drawStarField(ctx: SceneContext, stars: readonly FixedStar[], area: Area, time: number, colour = '#f4f1ff', depth = 0.45): void {
  ctx.save();
  ctx.fillStyle = colour;
  for (const star of stars) {
    ctx.globalAlpha = 0.85 - depth + depth * Math.sin(time * star.rate + star.phase);
    const half = star.size / 2;
    ctx.fillRect(star.u * area.width - half, star.v * area.height - half, star.size, star.size);
  }
  ctx.restore();
}
