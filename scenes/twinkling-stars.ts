import { between } from './runtime/random.js';
import { defineScene } from './runtime/scene-definition.js';
import { fillDisc, unitGlow } from './parts/glow.js';

interface Star {
  u: number;
  v: number;
  size: number;
  phase: number;
  rate: number;
  /** The brightest few also show four fine spikes when they flare. */
  sparkle: boolean;
}

/** A still night sky whose stars brighten and dim, a few flaring into four-pointed sparkles. */
export default defineScene<Star, CanvasGradient>({
  id: 'twinkling-stars',
  budget: 110,
  backdrop: { angle: 180, stops: [[0, 'rgba(12, 18, 48, 0.55)'], [1, 'rgba(40, 30, 80, 0.3)']] },
  prepare: (ctx) => unitGlow(ctx, [[0, 'rgba(255, 255, 255, 0.9)'], [0.3, 'rgba(210, 220, 255, 0.35)'], [1, 'rgba(200, 210, 255, 0)']]),
  spawn(random) {
    const sparkle = random() < 0.12;
    return {
      u: random(),
      v: random(),
      size: sparkle ? between(random, 2, 3) : between(random, 0.7, 1.8),
      phase: between(random, 0, Math.PI * 2),
      rate: between(random, 0.6, 2.2),
      sparkle,
    };
  },
  // Stars stay where they are; only their light changes.
  step: () => true,
  draw({ ctx, particles, area, time, resources }) {
    ctx.fillStyle = '#f6f4ff';
    for (const star of particles) {
      if (star.sparkle) continue;
      ctx.globalAlpha = 0.45 + 0.45 * Math.sin(time * star.rate + star.phase);
      ctx.fillRect(star.u * area.width - star.size / 2, star.v * area.height - star.size / 2, star.size, star.size);
    }
    ctx.globalAlpha = 1;
    ctx.strokeStyle = '#ffffff';
    ctx.lineCap = 'round';
    ctx.lineWidth = 1;
    for (const star of particles) {
      if (!star.sparkle) continue;
      const flare = 0.5 + 0.5 * Math.sin(time * star.rate + star.phase);
      const x = star.u * area.width;
      const y = star.v * area.height;
      fillDisc(ctx, resources, x, y, star.size * (2 + 3 * flare), 0.5 + 0.5 * flare);
      const spike = star.size * (2 + 5 * flare);
      ctx.globalAlpha = 0.25 + 0.6 * flare;
      ctx.beginPath();
      ctx.moveTo(x - spike, y);
      ctx.lineTo(x + spike, y);
      ctx.moveTo(x, y - spike);
      ctx.lineTo(x, y + spike);
      ctx.stroke();
    }
    ctx.globalAlpha = 1;
  },
});
