import { between } from './runtime/random.js';
import { defineScene, type SceneContext } from './runtime/scene-definition.js';
import { fillDisc, unitGlow } from './parts/glow.js';

interface Star {
  x: number;
  y: number;
  size: number;
  speed: number;
}

interface Paints {
  hull: CanvasGradient;
  glass: CanvasGradient;
  flame: CanvasGradient;
}

/** The ship's length in pixels, and its cruising speed across the view. */
const SHIP = 92;
const CRUISE = 36;

/** A little rocket cruising across a starry sky, its flame flickering, stars streaming past. */
export default defineScene<Star, Paints>({
  id: 'spaceship',
  budget: 70,
  backdrop: { angle: 180, stops: [[0, 'rgba(14, 16, 44, 0.5)'], [1, 'rgba(30, 24, 64, 0.35)']] },
  prepare(ctx) {
    const hull = ctx.createLinearGradient(0, -0.2, 0, 0.2);
    hull.addColorStop(0, '#f4f6fb');
    hull.addColorStop(0.55, '#c9d0de');
    hull.addColorStop(1, '#8e98ad');
    return {
      hull,
      glass: unitGlow(ctx, [[0, '#d9f1ff'], [0.6, '#6fb6e8'], [1, '#2f6fa6']]),
      flame: unitGlow(ctx, [[0, 'rgba(255, 250, 210, 1)'], [0.35, 'rgba(255, 190, 90, 0.85)'], [1, 'rgba(255, 110, 60, 0)']]),
    };
  },
  spawn(random, area, initial) {
    const size = between(random, 0.6, 2);
    return { x: initial ? between(random, 0, area.width) : area.width + 2, y: between(random, 0, area.height), size, speed: size * 9 };
  },
  step(star, dt) {
    star.x -= star.speed * dt;
    return star.x > -2;
  },
  draw({ ctx, particles, area, time, resources }) {
    ctx.fillStyle = '#eef0ff';
    ctx.globalAlpha = 0.75;
    for (const star of particles) ctx.fillRect(star.x, star.y, star.size, star.size);
    ctx.globalAlpha = 1;
    const lap = area.width + SHIP * 4;
    const x = ((time * CRUISE + area.width * 0.5) % lap) - SHIP * 2;
    const y = area.height * 0.28 + Math.sin(time * 0.7) * 14;
    drawShip(ctx, resources, x, y, Math.cos(time * 0.7) * -0.06, time);
  },
});

/** The rocket, pointing right, centred on (x, y), in units of its length. */
function drawShip(ctx: SceneContext, paints: Paints, x: number, y: number, tilt: number, time: number): void {
  const flicker = 0.85 + 0.15 * Math.sin(time * 23) * Math.sin(time * 17);
  fillDisc(ctx, paints.flame, x - SHIP * 0.55, y, SHIP * 0.22 * flicker, 0.9);
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(tilt);
  ctx.scale(SHIP, SHIP);
  // Fins, behind the hull.
  ctx.fillStyle = '#e0645a';
  ctx.beginPath();
  ctx.moveTo(-0.2, -0.12);
  ctx.lineTo(-0.46, -0.3);
  ctx.lineTo(-0.42, -0.08);
  ctx.moveTo(-0.2, 0.12);
  ctx.lineTo(-0.46, 0.3);
  ctx.lineTo(-0.42, 0.08);
  ctx.fill();
  // The hull: a long rounded body to the nose.
  ctx.fillStyle = paints.hull;
  ctx.beginPath();
  ctx.moveTo(0.5, 0);
  ctx.bezierCurveTo(0.3, -0.2, -0.3, -0.18, -0.44, -0.1);
  ctx.lineTo(-0.44, 0.1);
  ctx.bezierCurveTo(-0.3, 0.18, 0.3, 0.2, 0.5, 0);
  ctx.fill();
  // The nose cone, in the fins' colour.
  ctx.fillStyle = '#e0645a';
  ctx.beginPath();
  ctx.moveTo(0.5, 0);
  ctx.bezierCurveTo(0.44, -0.08, 0.36, -0.12, 0.3, -0.13);
  ctx.lineTo(0.3, 0.13);
  ctx.bezierCurveTo(0.36, 0.12, 0.44, 0.08, 0.5, 0);
  ctx.fill();
  ctx.restore();
  fillDisc(ctx, '#7d8799', x + SHIP * 0.1, y, SHIP * 0.075);
  fillDisc(ctx, paints.glass, x + SHIP * 0.1, y, SHIP * 0.058);
}
