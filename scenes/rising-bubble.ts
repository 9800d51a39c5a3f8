import { between } from './runtime/random.js';
import { defineScene } from './runtime/scene-definition.js';
import { bubblePaints, drawBubble, type BubblePaints } from './parts/bubble.js';

interface Bubble {
  x: number;
  y: number;
  radius: number;
  rise: number;
  phase: number;
  wobble: number;
}

/** Small air bubbles rising through water, wobbling as they go; bigger ones rise faster. */
export default defineScene<Bubble, BubblePaints>({
  id: 'rising-bubble',
  budget: 44,
  backdrop: { angle: 180, stops: [[0, 'rgba(80, 170, 200, 0.06)'], [1, 'rgba(40, 130, 170, 0.3)']] },
  prepare: (ctx) => bubblePaints(ctx, 'rgba(170, 235, 255, 0.35)', ['rgba(220, 250, 255, 0.9)', 'rgba(150, 220, 240, 0.7)', 'rgba(220, 250, 255, 0.9)']),
  spawn(random, area, initial) {
    const radius = between(random, 2.5, 11);
    return {
      x: between(random, 0, area.width),
      y: initial ? between(random, 0, area.height) : area.height + radius + between(random, 0, 60),
      radius,
      rise: 30 + radius * between(random, 6, 9),
      phase: between(random, 0, Math.PI * 2),
      wobble: between(random, 2, 4),
    };
  },
  step(bubble, dt) {
    bubble.phase += bubble.wobble * dt;
    bubble.y -= bubble.rise * dt;
    bubble.x += Math.sin(bubble.phase) * 14 * dt;
    return bubble.y > -bubble.radius - 4;
  },
  draw({ ctx, particles, resources, area }) {
    for (const bubble of particles) {
      // Clearer as they near the surface.
      const alpha = 0.35 + 0.55 * Math.min(1, bubble.y / area.height);
      drawBubble(ctx, resources, bubble.x, bubble.y, bubble.radius, alpha);
    }
  },
});
