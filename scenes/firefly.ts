import { between } from './runtime/random.js';
import { defineScene } from './runtime/scene-definition.js';
import { fillDisc, unitGlow } from './parts/glow.js';

interface Firefly {
  x: number;
  y: number;
  /** Two slow turning rates make a wandering, never-repeating flight. */
  heading: number;
  turnA: number;
  turnB: number;
  speed: number;
  glowPhase: number;
  glowRate: number;
}

interface Paints {
  halo: CanvasGradient;
}

/** Fireflies wandering in the dusk, each glowing and fading on its own rhythm. */
export default defineScene<Firefly, Paints>({
  id: 'firefly',
  budget: 26,
  backdrop: { angle: 180, stops: [[0, 'rgba(10, 25, 30, 0.3)'], [1, 'rgba(20, 45, 30, 0.45)']] },
  prepare: (ctx) => ({
    halo: unitGlow(ctx, [[0, 'rgba(250, 255, 190, 1)'], [0.2, 'rgba(220, 255, 120, 0.6)'], [1, 'rgba(180, 255, 80, 0)']]),
  }),
  spawn(random, area) {
    return {
      x: between(random, 0, area.width),
      y: between(random, 0.2, 1) * area.height,
      heading: between(random, 0, Math.PI * 2),
      turnA: between(random, 0.3, 0.9),
      turnB: between(random, 0.2, 0.7),
      speed: between(random, 10, 26),
      glowPhase: between(random, 0, Math.PI * 2),
      glowRate: between(random, 0.8, 1.8),
    };
  },
  step(fly, dt, area, time) {
    fly.heading += (Math.sin(time * fly.turnA + fly.glowPhase) + 0.6 * Math.sin(time * fly.turnB)) * dt;
    fly.x += Math.cos(fly.heading) * fly.speed * dt;
    fly.y += Math.sin(fly.heading) * fly.speed * dt;
    // They stay: one reaching an edge turns back in from the other side.
    if (fly.x < -20) fly.x = area.width + 20;
    else if (fly.x > area.width + 20) fly.x = -20;
    if (fly.y < -20) fly.y = area.height + 20;
    else if (fly.y > area.height + 20) fly.y = -20;
    return true;
  },
  draw({ ctx, particles, time, resources }) {
    for (const fly of particles) {
      // Mostly dim with a soft swell of light, as real fireflies flash.
      const pulse = Math.max(0, Math.sin(time * fly.glowRate + fly.glowPhase));
      const glow = 0.15 + 0.85 * pulse * pulse;
      fillDisc(ctx, resources.halo, fly.x, fly.y, 6 + 12 * glow, 0.35 + 0.65 * glow);
    }
  },
});
