import { between } from './runtime/random.js';
import { defineScene, type SceneContext } from './runtime/scene-definition.js';
import { fillDisc, unitGlow } from './parts/glow.js';

interface Star {
  u: number;
  v: number;
  size: number;
  phase: number;
}

interface Paints {
  halo: CanvasGradient;
  face: CanvasGradient;
}

/** A crescent moon with a slowly breathing halo, and faint stars twinkling around it. */
export default defineScene<Star, Paints>({
  id: 'moon',
  budget: 60,
  backdrop: { angle: 200, stops: [[0, 'rgba(20, 30, 70, 0.5)'], [1, 'rgba(10, 15, 40, 0.3)']] },
  prepare: (ctx) => ({
    halo: unitGlow(ctx, [[0, 'rgba(255, 248, 220, 0.4)'], [0.3, 'rgba(230, 230, 255, 0.14)'], [1, 'rgba(200, 210, 255, 0)']]),
    face: (() => {
      const face = ctx.createLinearGradient(-1, -1, 1, 1);
      face.addColorStop(0, '#fffbe8');
      face.addColorStop(1, '#f0dca0');
      return face;
    })(),
  }),
  spawn(random) {
    return { u: random(), v: random(), size: between(random, 0.7, 1.8), phase: between(random, 0, Math.PI * 2) };
  },
  step: () => true,
  draw({ ctx, particles, area, time, resources }) {
    // High in a corner: the book covers the middle of the view.
    const x = area.width * 0.1;
    const y = area.height * 0.18;
    const radius = Math.min(area.width, area.height) * 0.09;
    ctx.fillStyle = '#f3f1ff';
    for (const star of particles) {
      const sx = star.u * area.width;
      const sy = star.v * area.height;
      // No stars inside the moon's glow.
      if (Math.hypot(sx - x, sy - y) < radius * 3) continue;
      ctx.globalAlpha = 0.45 + 0.35 * Math.sin(time * 0.9 + star.phase);
      ctx.fillRect(sx, sy, star.size, star.size);
    }
    ctx.globalAlpha = 1;
    fillDisc(ctx, resources.halo, x, y, radius * (4.5 + 0.3 * Math.sin(time * 0.4)));
    drawCrescent(ctx, resources.face, x, y, radius);
  },
});

/** The shadow's disc: its centre's offset and radius, in moon radii. It leaves a fat crescent. */
const SHADOW_OFFSET = 0.55;
const SHADOW_RADIUS = 0.95;
// Where the two circles cross (the horns), from x² + y² = 1 and (x − c)² + y² = R².
const HORN_X = (1 - SHADOW_RADIUS ** 2 + SHADOW_OFFSET ** 2) / (2 * SHADOW_OFFSET);
const HORN_Y = Math.sqrt(1 - HORN_X ** 2);
const OUTER_HORN = Math.atan2(HORN_Y, HORN_X);
const INNER_HORN = Math.atan2(HORN_Y, HORN_X - SHADOW_OFFSET);

/** The lit part of the moon: its disc less the offset shadow disc, lit on the left. */
function drawCrescent(ctx: SceneContext, face: CanvasGradient, x: number, y: number, radius: number): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(-0.35);
  ctx.scale(radius, radius);
  ctx.fillStyle = face;
  ctx.beginPath();
  // The outer edge from the top horn round the left to the bottom horn, then the shadow's edge back.
  ctx.arc(0, 0, 1, -OUTER_HORN, OUTER_HORN, true);
  ctx.arc(SHADOW_OFFSET, 0, SHADOW_RADIUS, INNER_HORN, -INNER_HORN, false);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}
