import { between } from './runtime/random.js';
import { defineScene, type SceneContext } from './runtime/scene-definition.js';

/** Pastel party colours. */
const COLOURS = ['#f28b82', '#fbbc6a', '#fff08a', '#9fd9a6', '#8ecbf0', '#b9a6f0', '#f6a9d0'] as const;

interface Balloon {
  x: number;
  y: number;
  size: number;
  rise: number;
  phase: number;
  colour: number;
}

/** Balloons of every colour floating up, swaying on their strings. */
export default defineScene<Balloon, CanvasGradient[]>({
  id: 'balloon',
  budget: 10,
  backdrop: { angle: 180, stops: [[0, 'rgba(190, 220, 250, 0.2)'], [1, 'rgba(250, 230, 240, 0.1)']] },
  // One gradient per colour, lit from the upper left, made once in the balloon's unit space.
  prepare: (ctx) =>
    COLOURS.map((colour) => {
      const light = ctx.createRadialGradient(-0.35, -0.45, 0, -0.35, -0.45, 1.7);
      light.addColorStop(0, 'rgba(255, 255, 255, 0.95)');
      light.addColorStop(0.22, colour);
      light.addColorStop(1, colour);
      return light;
    }),
  spawn(random, area, initial) {
    const size = between(random, 18, 32);
    return {
      x: between(random, 0.05, 0.95) * area.width,
      y: initial ? between(random, 0.1, 1.1) * area.height : area.height + size * 4,
      size,
      rise: 14 + size * 0.8,
      phase: between(random, 0, Math.PI * 2),
      colour: Math.floor(random() * COLOURS.length),
    };
  },
  step(balloon, dt) {
    balloon.phase += dt * 0.8;
    balloon.y -= balloon.rise * dt;
    balloon.x += Math.sin(balloon.phase) * 10 * dt;
    return balloon.y > -balloon.size * 5;
  },
  draw({ ctx, particles, resources }) {
    for (const balloon of particles) {
      drawBalloon(ctx, resources[balloon.colour] ?? '#f28b82', balloon, COLOURS[balloon.colour] ?? '#f28b82');
    }
  },
});

function drawBalloon(ctx: SceneContext, paint: CanvasGradient | string, balloon: Balloon, knot: string): void {
  const sway = Math.sin(balloon.phase);
  ctx.save();
  ctx.translate(balloon.x, balloon.y);
  ctx.rotate(sway * 0.08);
  ctx.scale(balloon.size, balloon.size);
  // The string trails below, bending as the balloon sways.
  ctx.strokeStyle = 'rgba(235, 235, 240, 0.55)';
  ctx.lineWidth = 0.05;
  ctx.beginPath();
  ctx.moveTo(0, 1.2);
  ctx.quadraticCurveTo(-sway * 0.6, 2, sway * 0.3, 3.2);
  ctx.stroke();
  ctx.globalAlpha = 0.88;
  ctx.fillStyle = knot;
  ctx.beginPath();
  ctx.moveTo(0, 1.08);
  ctx.lineTo(-0.1, 1.22);
  ctx.lineTo(0.1, 1.22);
  ctx.fill();
  // An egg shape, wider at the top, with the light from the upper left.
  ctx.fillStyle = paint;
  ctx.beginPath();
  ctx.moveTo(0, 1.1);
  ctx.bezierCurveTo(-0.7, 0.85, -0.95, 0.1, -0.9, -0.25);
  ctx.bezierCurveTo(-0.8, -1.05, 0.8, -1.05, 0.9, -0.25);
  ctx.bezierCurveTo(0.95, 0.1, 0.7, 0.85, 0, 1.1);
  ctx.fill();
  ctx.restore();
}
