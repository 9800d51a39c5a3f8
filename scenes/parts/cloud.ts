import { between, type Random } from '../runtime/random.js';
import type { SceneContext } from '../runtime/scene-definition.js';

/** One puff of a cloud, relative to the cloud's width. */
type Puff = readonly [dx: number, dy: number, radius: number];

export interface CloudShape {
  puffs: readonly Puff[];
}

/** A soft white cloud: a row of overlapping puffs, tallest in the middle, with a flat base. */
export function makeCloudShape(random: Random): CloudShape {
  const count = 4 + Math.floor(random() * 3);
  const puffs: Puff[] = [];
  for (let i = 0; i < count; i += 1) {
    const along = count === 1 ? 0.5 : i / (count - 1);
    const height = Math.sin(along * Math.PI);
    puffs.push([-0.4 + 0.8 * along, -0.06 - 0.12 * height + between(random, -0.03, 0.03), 0.12 + 0.1 * height + between(random, 0, 0.04)]);
  }
  return { puffs };
}

/** White at the top shading to a cool grey at the base, in the cloud's unit space. */
export function cloudGradient(ctx: SceneContext): CanvasGradient {
  const gradient = ctx.createLinearGradient(0, -0.35, 0, 0.08);
  gradient.addColorStop(0, 'rgba(255, 255, 255, 0.95)');
  gradient.addColorStop(1, 'rgba(220, 230, 242, 0.85)');
  return gradient;
}

/** Draws `shape` centred on (x, y), `width` pixels wide. */
export function drawCloud(ctx: SceneContext, shape: CloudShape, paint: CanvasGradient, x: number, y: number, width: number, alpha: number): void {
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.translate(x, y);
  ctx.scale(width, width);
  ctx.fillStyle = paint;
  ctx.beginPath();
  for (const [dx, dy, radius] of shape.puffs) {
    ctx.moveTo(dx + radius, dy);
    ctx.arc(dx, dy, radius, 0, Math.PI * 2);
  }
  // The flat base that makes a row of circles read as a cloud.
  ctx.moveTo(-0.42, 0.02);
  ctx.ellipse(0, 0.02, 0.42, 0.08, 0, Math.PI, Math.PI * 2);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}
