import { between, pick } from './runtime/random.js';
import { defineScene } from './runtime/scene-definition.js';

/** Cherry-blossom pinks, from nearly white to rose. */
const PETAL_COLOURS = ['#fde4ec', '#f9c6d6', '#f4a9c1', '#f7b8cc', '#fbd3e0'] as const;

interface Petal {
  x: number;
  y: number;
  size: number;
  fall: number;
  drift: number;
  sway: number;
  swayRate: number;
  angle: number;
  spin: number;
  /** The phase of the petal's tumble, seen as its width narrowing and widening. */
  tumble: number;
  colour: string;
}

/** Small pink petals that fall slowly, sway on the breeze and tumble as they turn. */
export default defineScene<Petal>({
  id: 'petals-dancing',
  budget: 42,
  backdrop: { angle: 180, stops: [[0, 'rgba(255, 214, 228, 0.22)'], [1, 'rgba(255, 214, 228, 0)']] },
  prepare: () => undefined,
  spawn(random, area, initial) {
    const size = between(random, 5, 11);
    return {
      x: between(random, -0.1, 1) * area.width,
      y: initial ? between(random, 0, area.height) : -20,
      size,
      fall: between(random, 18, 36) + size * 1.5,
      drift: between(random, 10, 30),
      sway: between(random, 0, Math.PI * 2),
      swayRate: between(random, 0.6, 1.4),
      angle: between(random, 0, Math.PI * 2),
      spin: between(random, -1.2, 1.2),
      tumble: between(random, 0, Math.PI * 2),
      colour: pick(random, PETAL_COLOURS),
    };
  },
  step(petal, dt, area) {
    petal.sway += petal.swayRate * dt;
    petal.tumble += 1.8 * dt;
    petal.angle += petal.spin * dt;
    petal.y += petal.fall * dt;
    petal.x += (petal.drift + Math.sin(petal.sway) * 28) * dt;
    return petal.y < area.height + 20 && petal.x < area.width + 20;
  },
  draw({ ctx, particles }) {
    for (const petal of particles) {
      ctx.save();
      ctx.translate(petal.x, petal.y);
      ctx.rotate(petal.angle);
      ctx.scale(petal.size * (0.35 + 0.65 * Math.abs(Math.cos(petal.tumble))), petal.size);
      ctx.fillStyle = petal.colour;
      ctx.globalAlpha = 0.85;
      // A rounded petal with the little notch at its tip that cherry petals have.
      ctx.beginPath();
      ctx.moveTo(0, 1);
      ctx.bezierCurveTo(-1.1, 0.4, -0.8, -0.9, -0.22, -1);
      ctx.lineTo(0, -0.78);
      ctx.lineTo(0.22, -1);
      ctx.bezierCurveTo(0.8, -0.9, 1.1, 0.4, 0, 1);
      ctx.fill();
      ctx.restore();
    }
  },
});
