import { defineScene } from './runtime/scene-definition.js';
import { cloudGradient } from './parts/cloud.js';
import { drawClouds, spawnCloud, stepCloud, type DriftingCloud } from './parts/drifting-clouds.js';

/** Soft white clouds drifting across a pale sky, nearer ones larger and quicker. */
export default defineScene<DriftingCloud, CanvasGradient>({
  id: 'cloud',
  budget: 8,
  backdrop: { angle: 180, stops: [[0, 'rgba(150, 200, 240, 0.35)'], [1, 'rgba(200, 225, 245, 0.12)']] },
  prepare: (ctx) => cloudGradient(ctx),
  spawn: (random, area, initial) => spawnCloud(random, area, initial, 0.85),
  step: (cloud, dt, area) => stepCloud(cloud, dt, area),
  draw: ({ ctx, particles, resources }) => drawClouds(ctx, particles, resources),
});
