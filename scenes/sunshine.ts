import { between } from './runtime/random.js';
import { defineScene } from './runtime/scene-definition.js';
import { fillDisc, unitGlow } from './parts/glow.js';
import { drawSun, sunPaints, type SunPaints } from './parts/sun.js';

interface Mote {
  x: number;
  y: number;
  size: number;
  rise: number;
  phase: number;
}

interface Paints extends SunPaints {
  mote: CanvasGradient;
  beam: CanvasGradient;
}

/** A bright sun in the top corner, long soft beams slanting down, and motes of light drifting in them. */
export default defineScene<Mote, Paints>({
  id: 'sunshine',
  budget: 36,
  backdrop: { angle: 160, stops: [[0, 'rgba(255, 226, 150, 0.3)'], [0.6, 'rgba(255, 240, 200, 0.08)'], [1, 'rgba(255, 240, 200, 0)']] },
  prepare(ctx) {
    const beam = ctx.createLinearGradient(0, 0, 1, 0);
    beam.addColorStop(0, 'rgba(255, 244, 200, 0.28)');
    beam.addColorStop(1, 'rgba(255, 244, 200, 0)');
    return {
      ...sunPaints(ctx),
      mote: unitGlow(ctx, [[0, 'rgba(255, 250, 220, 0.95)'], [1, 'rgba(255, 230, 160, 0)']]),
      beam,
    };
  },
  spawn(random, area, initial) {
    return {
      x: between(random, 0, area.width),
      y: initial ? between(random, 0, area.height) : area.height + 10,
      size: between(random, 1.5, 4),
      rise: between(random, 6, 16),
      phase: between(random, 0, Math.PI * 2),
    };
  },
  step(mote, dt) {
    mote.phase += dt * 0.9;
    mote.y -= mote.rise * dt;
    mote.x += Math.sin(mote.phase) * 8 * dt;
    return mote.y > -10;
  },
  draw({ ctx, particles, area, time, resources }) {
    const sunX = area.width * 0.12;
    const sunY = area.height * 0.1;
    // Long beams fanning from the sun, each swelling and fading slowly.
    const reach = Math.hypot(area.width, area.height);
    for (let i = 0; i < 5; i += 1) {
      ctx.save();
      ctx.translate(sunX, sunY);
      ctx.rotate(0.25 + i * 0.2 + Math.sin(time * 0.1 + i) * 0.02);
      ctx.scale(reach, reach);
      ctx.globalAlpha = 0.5 + 0.5 * Math.sin(time * 0.35 + i * 1.7);
      ctx.fillStyle = resources.beam;
      ctx.beginPath();
      ctx.moveTo(0, 0);
      ctx.lineTo(1, -0.04 - 0.015 * i);
      ctx.lineTo(1, 0.04 + 0.015 * i);
      ctx.fill();
      ctx.restore();
    }
    drawSun(ctx, resources, sunX, sunY, Math.min(area.width, area.height) * 0.07, time, 14);
    for (const mote of particles) {
      fillDisc(ctx, resources.mote, mote.x, mote.y, mote.size * 2.5, 0.4 + 0.4 * Math.sin(mote.phase * 2));
    }
  },
});
