import { between } from './runtime/random.js';
import { defineScene } from './runtime/scene-definition.js';
import { bubblePaints, drawBubble, type BubblePaints } from './parts/bubble.js';

interface Bubble {
  x: number;
  y: number;
  radius: number;
  vx: number;
  vy: number;
  phase: number;
}

const MARGIN = 80;

/** Large soap bubbles, iridescent at the rim, wandering slowly in every direction. */
export default defineScene<Bubble, BubblePaints>({
  id: 'slow-bubble',
  budget: 14,
  backdrop: { angle: 135, stops: [[0, 'rgba(200, 180, 255, 0.14)'], [1, 'rgba(160, 230, 255, 0.14)']] },
  prepare: (ctx) =>
    bubblePaints(ctx, 'rgba(210, 200, 255, 0.22)', ['rgba(255, 170, 220, 0.8)', 'rgba(170, 230, 255, 0.8)', 'rgba(200, 255, 200, 0.8)']),
  spawn(random, area, initial) {
    const radius = between(random, 20, 58);
    const fromLeft = random() < 0.5;
    return {
      x: initial ? between(random, 0, area.width) : fromLeft ? -radius : area.width + radius,
      y: between(random, 0, area.height),
      radius,
      vx: between(random, 6, 16) * (initial ? (random() < 0.5 ? -1 : 1) : fromLeft ? 1 : -1),
      vy: between(random, -10, 6),
      phase: between(random, 0, Math.PI * 2),
    };
  },
  step(bubble, dt, area) {
    bubble.phase += dt * 0.5;
    bubble.x += (bubble.vx + Math.cos(bubble.phase) * 6) * dt;
    bubble.y += (bubble.vy + Math.sin(bubble.phase * 1.3) * 8) * dt;
    const r = bubble.radius + MARGIN;
    return bubble.x > -r && bubble.x < area.width + r && bubble.y > -r && bubble.y < area.height + r;
  },
  draw({ ctx, particles, resources }) {
    for (const bubble of particles) {
      // Breathes a little, as a soap film does.
      const radius = bubble.radius * (1 + 0.03 * Math.sin(bubble.phase * 3));
      drawBubble(ctx, resources, bubble.x, bubble.y, radius, 0.8);
    }
  },
});
