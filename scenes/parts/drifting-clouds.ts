import { between, type Random } from '../runtime/random.js';
import type { Area } from '../runtime/environment.js';
import type { SceneContext } from '../runtime/scene-definition.js';
import { drawCloud, makeCloudShape, type CloudShape } from './cloud.js';

/** A cloud drifting right; far ones (small `depth`) are smaller, slower and fainter. */
export interface DriftingCloud {
  x: number;
  y: number;
  width: number;
  speed: number;
  alpha: number;
  depth: number;
  shape: CloudShape;
}

/** A cloud somewhere in the upper `band` of the sky; entering ones start just off the left edge. */
export function spawnCloud(random: Random, area: Area, initial: boolean, band: number): DriftingCloud {
  const depth = random();
  const width = 110 + 170 * depth;
  return {
    x: initial ? between(random, -0.1, 1.1) * area.width : -width / 2,
    y: between(random, 0.06, band) * area.height,
    width,
    speed: 5 + 12 * depth,
    alpha: 0.5 + 0.4 * depth,
    depth,
    shape: makeCloudShape(random),
  };
}

export function stepCloud(cloud: DriftingCloud, dt: number, area: Area): boolean {
  cloud.x += cloud.speed * dt;
  return cloud.x - cloud.width / 2 < area.width;
}

/** Far clouds first, so nearer ones pass in front of them. */
export function drawClouds(ctx: SceneContext, clouds: readonly DriftingCloud[], paint: CanvasGradient): void {
  const byDepth = [...clouds].sort((a, b) => a.depth - b.depth);
  for (const cloud of byDepth) drawCloud(ctx, cloud.shape, paint, cloud.x, cloud.y, cloud.width, cloud.alpha);
}
