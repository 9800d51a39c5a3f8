import type { SceneContext } from '../runtime/scene-definition.js';
import { unitGlow } from './glow.js';

export interface BubblePaints {
  body: CanvasGradient;
  rim: CanvasGradient;
}

/** Clear in the middle, tinted at the edge, as a film of soap or water looks. */
export function bubblePaints(ctx: SceneContext, tint: string, rimColours: readonly [string, string, string]): BubblePaints {
  const rim = ctx.createLinearGradient(-1, -1, 1, 1);
  rim.addColorStop(0, rimColours[0]);
  rim.addColorStop(0.5, rimColours[1]);
  rim.addColorStop(1, rimColours[2]);
  return { body: unitGlow(ctx, [[0, 'rgba(255, 255, 255, 0)'], [0.75, 'rgba(255, 255, 255, 0.03)'], [1, tint]]), rim };
}

/** A bubble of `radius` at (x, y): tinted body, thin rim and a small highlight up and left. */
export function drawBubble(ctx: SceneContext, paints: BubblePaints, x: number, y: number, radius: number, alpha: number): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(radius, radius);
  ctx.globalAlpha = alpha;
  ctx.fillStyle = paints.body;
  ctx.beginPath();
  ctx.arc(0, 0, 1, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = paints.rim;
  ctx.lineWidth = Math.min(0.12, 1.5 / radius);
  ctx.stroke();
  // Too small to see on the tiniest bubbles, so not drawn there: it is a third of the work.
  if (radius < 5) {
    ctx.restore();
    return;
  }
  ctx.fillStyle = 'rgba(255, 255, 255, 0.7)';
  ctx.beginPath();
  ctx.ellipse(-0.42, -0.45, 0.24, 0.11, -Math.PI / 4, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}
