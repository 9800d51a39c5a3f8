import { between } from './runtime/random.js';
import { defineScene } from './runtime/scene-definition.js';

/** Nearer flakes are bigger, brighter and faster; three depths give the snow its depth. */
const LAYERS = [
  { size: [1, 1.8], fall: [18, 30], alpha: 0.45 },
  { size: [1.8, 2.8], fall: [30, 48], alpha: 0.7 },
  { size: [2.8, 4], fall: [48, 70], alpha: 0.9 },
] as const;

interface Flake {
  x: number;
  y: number;
  radius: number;
  fall: number;
  phase: number;
  layer: number;
}

/** Soft round snowflakes drifting down at three depths. */
export default defineScene<Flake>({
  id: 'snow',
  budget: 130,
  backdrop: { angle: 180, stops: [[0, 'rgba(190, 215, 240, 0.2)'], [1, 'rgba(190, 215, 240, 0.04)']] },
  prepare: () => undefined,
  spawn(random, area, initial) {
    const layer = Math.floor(random() * LAYERS.length);
    const spec = LAYERS[layer]!;
    return {
      x: between(random, 0, area.width),
      y: initial ? between(random, 0, area.height) : -6,
      radius: between(random, spec.size[0], spec.size[1]),
      fall: between(random, spec.fall[0], spec.fall[1]),
      phase: between(random, 0, Math.PI * 2),
      layer,
    };
  },
  step(flake, dt, area) {
    flake.phase += dt * 0.8;
    flake.y += flake.fall * dt;
    flake.x += Math.sin(flake.phase) * 12 * dt + 4 * dt;
    if (flake.x > area.width + 6) flake.x -= area.width + 12;
    return flake.y < area.height + 6;
  },
  draw({ ctx, particles }) {
    ctx.fillStyle = '#ffffff';
    // One path per depth: three fills a frame, however many flakes.
    for (const [index, layer] of LAYERS.entries()) {
      ctx.globalAlpha = layer.alpha;
      ctx.beginPath();
      for (const flake of particles) {
        if (flake.layer !== index) continue;
        ctx.moveTo(flake.x + flake.radius, flake.y);
        ctx.arc(flake.x, flake.y, flake.radius, 0, Math.PI * 2);
      }
      ctx.fill();
    }
    ctx.globalAlpha = 1;
  },
});
