import type { SceneContext } from '../runtime/scene-definition.js';
import { fillDisc, unitGlow } from './glow.js';

export interface SunPaints {
  halo: CanvasGradient;
  disc: CanvasGradient;
  ray: CanvasGradient;
}

export function sunPaints(ctx: SceneContext): SunPaints {
  return {
    halo: unitGlow(ctx, [[0, 'rgba(255, 236, 170, 0.55)'], [0.35, 'rgba(255, 214, 120, 0.22)'], [1, 'rgba(255, 200, 100, 0)']]),
    disc: unitGlow(ctx, [[0, '#fffbe6'], [0.7, '#ffe79a'], [1, '#ffd36b']]),
    ray: unitGlow(ctx, [[0, 'rgba(255, 240, 190, 0.35)'], [1, 'rgba(255, 240, 190, 0)']]),
  };
}

/** A warm sun: a wide halo, slowly turning soft rays, and a bright disc of `radius`. */
export function drawSun(ctx: SceneContext, paints: SunPaints, x: number, y: number, radius: number, time: number, rays = 12): void {
  fillDisc(ctx, paints.halo, x, y, radius * 5);
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(time * 0.03);
  ctx.scale(radius * 4, radius * 4);
  ctx.fillStyle = paints.ray;
  ctx.globalAlpha = 0.75 + 0.25 * Math.sin(time * 0.6);
  ctx.beginPath();
  const width = Math.PI / rays / 2.5;
  for (let i = 0; i < rays; i += 1) {
    const angle = (i / rays) * Math.PI * 2;
    ctx.moveTo(0, 0);
    ctx.lineTo(Math.cos(angle - width), Math.sin(angle - width));
    ctx.lineTo(Math.cos(angle + width), Math.sin(angle + width));
    ctx.closePath();
  }
  ctx.fill();
  ctx.restore();
  fillDisc(ctx, paints.disc, x, y, radius);
}
