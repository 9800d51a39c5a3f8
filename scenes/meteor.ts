import { between } from './runtime/random.js';
import { defineScene } from './runtime/scene-definition.js';
import { drawStarField, makeStarField, type FixedStar } from './parts/star-field.js';
import { fillDisc, unitGlow } from './parts/glow.js';

interface Meteor {
  x: number;
  y: number;
  /** Seconds before this meteor appears: showers come in ones and twos, not a stream. */
  wait: number;
  speed: number;
  length: number;
}

interface Parts {
  stars: FixedStar[];
  head: CanvasGradient;
}

/** Down and to the left, the way the streaks of a shower fall. */
const ANGLE = Math.PI * 0.78;
const DX = Math.cos(ANGLE);
const DY = Math.sin(ANGLE);

/** Shooting stars streaking now and then across a quiet starry sky. */
export default defineScene<Meteor, Parts>({
  id: 'meteor',
  budget: 3,
  previewSeconds: 2,
  backdrop: { angle: 180, stops: [[0, 'rgba(10, 14, 40, 0.55)'], [1, 'rgba(24, 28, 70, 0.3)']] },
  prepare: (ctx, random) => ({
    stars: makeStarField(random, 70),
    head: unitGlow(ctx, [[0, 'rgba(255, 255, 255, 1)'], [0.4, 'rgba(200, 225, 255, 0.5)'], [1, 'rgba(200, 225, 255, 0)']]),
  }),
  spawn(random, area, initial) {
    return {
      x: between(random, 0.3, 1.2) * area.width,
      y: between(random, -0.2, 0.35) * area.height,
      wait: initial ? between(random, 0, 3) : between(random, 1.5, 6),
      speed: between(random, 500, 800),
      length: between(random, 120, 220),
    };
  },
  step(meteor, dt, area) {
    if (meteor.wait > 0) {
      meteor.wait -= dt;
      return true;
    }
    meteor.x += DX * meteor.speed * dt;
    meteor.y += DY * meteor.speed * dt;
    return meteor.x > -meteor.length && meteor.y < area.height + meteor.length;
  },
  draw({ ctx, particles, area, time, resources }) {
    drawStarField(ctx, resources.stars, area, time, '#f0f0ff', 0.3);
    ctx.lineCap = 'round';
    for (const meteor of particles) {
      if (meteor.wait > 0) continue;
      const tailX = meteor.x - DX * meteor.length;
      const tailY = meteor.y - DY * meteor.length;
      // A tail that fades to nothing: a gradient along the streak, three per frame at most.
      const trail = ctx.createLinearGradient(tailX, tailY, meteor.x, meteor.y);
      trail.addColorStop(0, 'rgba(180, 210, 255, 0)');
      trail.addColorStop(1, 'rgba(240, 248, 255, 0.9)');
      ctx.strokeStyle = trail;
      ctx.lineWidth = 2.5;
      ctx.beginPath();
      ctx.moveTo(tailX, tailY);
      ctx.lineTo(meteor.x, meteor.y);
      ctx.stroke();
      fillDisc(ctx, resources.head, meteor.x, meteor.y, 7);
    }
  },
});
