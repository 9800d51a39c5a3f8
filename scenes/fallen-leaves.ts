import { between, pick } from './runtime/random.js';
import { defineScene } from './runtime/scene-definition.js';

/** Autumn: amber, rust, ochre and a dry brown. */
const LEAF_COLOURS = ['#d9822b', '#c0562f', '#e0a83a', '#a8502a', '#b8863b'] as const;

interface Leaf {
  x: number;
  y: number;
  size: number;
  fall: number;
  /** The leaf swings like a pendulum as it falls: centre, reach and phase of the swing. */
  centre: number;
  reach: number;
  phase: number;
  rate: number;
  colour: string;
}

/** Broad autumn leaves that see-saw down slowly, rocking with each swing. */
export default defineScene<Leaf>({
  id: 'fallen-leaves',
  budget: 16,
  backdrop: { angle: 180, stops: [[0, 'rgba(230, 160, 80, 0)'], [1, 'rgba(200, 120, 60, 0.22)']] },
  prepare: () => undefined,
  spawn(random, area, initial) {
    return {
      x: 0,
      y: initial ? between(random, 0, area.height) : -40,
      size: between(random, 12, 22),
      fall: between(random, 22, 40),
      centre: between(random, 0, area.width),
      reach: between(random, 30, 80),
      phase: between(random, 0, Math.PI * 2),
      rate: between(random, 0.7, 1.2),
      colour: pick(random, LEAF_COLOURS),
    };
  },
  step(leaf, dt, area) {
    leaf.phase += leaf.rate * dt;
    leaf.y += leaf.fall * dt;
    leaf.centre += 6 * dt;
    leaf.x = leaf.centre + Math.sin(leaf.phase) * leaf.reach;
    return leaf.y < area.height + 40;
  },
  draw({ ctx, particles }) {
    ctx.lineCap = 'round';
    for (const leaf of particles) {
      ctx.save();
      ctx.translate(leaf.x, leaf.y);
      // Rocks with the swing: most tilted at the ends, level in the middle.
      ctx.rotate(Math.cos(leaf.phase) * 0.7 + 0.4);
      ctx.scale(leaf.size, leaf.size);
      ctx.globalAlpha = 0.9;
      ctx.fillStyle = leaf.colour;
      ctx.beginPath();
      ctx.moveTo(-1, 0);
      ctx.bezierCurveTo(-0.5, -0.7, 0.5, -0.6, 1, 0);
      ctx.bezierCurveTo(0.5, 0.6, -0.5, 0.7, -1, 0);
      ctx.fill();
      // Midrib and stem, a little darker.
      ctx.strokeStyle = 'rgba(90, 45, 20, 0.55)';
      ctx.lineWidth = 0.08;
      ctx.beginPath();
      ctx.moveTo(-1.3, 0.05);
      ctx.lineTo(0.85, 0);
      ctx.moveTo(-0.3, 0);
      ctx.lineTo(0.1, -0.3);
      ctx.moveTo(-0.3, 0);
      ctx.lineTo(0.1, 0.3);
      ctx.stroke();
      ctx.restore();
    }
  },
});
