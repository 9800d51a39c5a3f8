import { between } from './runtime/random.js';
import { defineScene } from './runtime/scene-definition.js';

/** How far away a star is born and how near it passes, in units of the view's half-size. */
const FAR = 6;
const NEAR = 0.35;
const SPEED = 1.6;

interface Star {
  /** Position in space: x, y across the view, z away from the viewer. */
  x: number;
  y: number;
  z: number;
}

/** Four depth bands, far to near, each drawn as one batched stroke: dimmer and bluer far off. */
const BANDS = [
  { colour: '#8fa6e8', alpha: 0.35, width: 0.6 },
  { colour: '#b9c8f4', alpha: 0.55, width: 1 },
  { colour: '#e2e8ff', alpha: 0.8, width: 1.5 },
  { colour: '#ffffff', alpha: 1, width: 2.2 },
] as const;

/** Flying through space: stars stream out from the centre, lengthening into streaks as they pass. */
export default defineScene<Star>({
  id: 'space-travel',
  budget: 170,
  backdrop: { angle: 180, stops: [[0, 'rgba(8, 6, 30, 0.55)'], [0.5, 'rgba(20, 12, 50, 0.45)'], [1, 'rgba(8, 6, 30, 0.55)']] },
  prepare: () => undefined,
  spawn(random, _area, initial) {
    return {
      x: between(random, -1.2, 1.2),
      y: between(random, -1.2, 1.2),
      z: initial ? between(random, NEAR, FAR) : FAR,
    };
  },
  step(star, dt) {
    star.z -= SPEED * dt;
    return star.z > NEAR;
  },
  draw({ ctx, particles, area }) {
    const cx = area.width / 2;
    const cy = area.height / 2;
    const scale = Math.max(cx, cy);
    ctx.lineCap = 'round';
    for (const [band, style] of BANDS.entries()) {
      ctx.globalAlpha = style.alpha;
      ctx.strokeStyle = style.colour;
      ctx.lineWidth = style.width;
      ctx.beginPath();
      for (const star of particles) {
        if (Math.min(BANDS.length - 1, Math.floor((1 - star.z / FAR) * BANDS.length)) !== band) continue;
        // Perspective: position over depth. The tail is where the star was a moment ago.
        const tailZ = star.z + 0.3;
        ctx.moveTo(cx + (star.x / tailZ) * scale, cy + (star.y / tailZ) * scale);
        ctx.lineTo(cx + (star.x / star.z) * scale, cy + (star.y / star.z) * scale);
      }
      ctx.stroke();
    }
    ctx.globalAlpha = 1;
  },
});
