import { defineScene } from './runtime/scene-definition.js';
import { cloudGradient } from './parts/cloud.js';
import { drawClouds, spawnCloud, stepCloud, type DriftingCloud } from './parts/drifting-clouds.js';
import { drawSun, sunPaints, type SunPaints } from './parts/sun.js';

interface Paints {
  sun: SunPaints;
  cloud: CanvasGradient;
}

/** A bright sun high in the right corner (clear of the book), a few clouds drifting past in front of it. */
export default defineScene<DriftingCloud, Paints>({
  id: 'sun-and-cloud',
  budget: 4,
  backdrop: { angle: 200, stops: [[0, 'rgba(255, 225, 150, 0.3)'], [0.5, 'rgba(160, 205, 240, 0.25)'], [1, 'rgba(200, 225, 245, 0.1)']] },
  prepare: (ctx) => ({ sun: sunPaints(ctx), cloud: cloudGradient(ctx) }),
  spawn: (random, area, initial) => spawnCloud(random, area, initial, 0.45),
  step: (cloud, dt, area) => stepCloud(cloud, dt, area),
  draw({ ctx, particles, area, time, resources }) {
    drawSun(ctx, resources.sun, area.width * 0.92, area.height * 0.14, Math.min(area.width, area.height) * 0.08, time);
    drawClouds(ctx, particles, resources.cloud);
  },
});
