import type { SceneId } from '../../src/shared/design/design-ids.js';
import { between } from '../runtime/random.js';
import { defineScene, type Backdrop, type SceneDefinition } from '../runtime/scene-definition.js';

export interface RainStyle {
  id: Extract<SceneId, 'light-rain' | 'heavy-rain'>;
  budget: number;
  /** Streak length and fall speed ranges, in pixels and pixels a second. */
  length: readonly [number, number];
  speed: readonly [number, number];
  /** Horizontal pixels per pixel fallen: the wind. */
  slant: number;
  width: number;
  colour: string;
  backdrop: Backdrop;
  /** Ripples spreading on the ground line, each on its own cycle. */
  ripples: number;
}

interface Drop {
  x: number;
  y: number;
  length: number;
  speed: number;
  /** Nearer drops are longer, faster and brighter. */
  near: boolean;
}

interface Ripple {
  u: number;
  v: number;
  period: number;
  offset: number;
}

/** A rain scene: streaks falling on a slant in one batched stroke, and ripples where they land. */
export function rainScene(style: RainStyle): SceneDefinition<Drop, Ripple[]> {
  return defineScene<Drop, Ripple[]>({
    id: style.id,
    budget: style.budget,
    backdrop: style.backdrop,
    prepare: (_ctx, random) =>
      Array.from({ length: style.ripples }, () => ({
        u: random(),
        v: between(random, 0.88, 0.99),
        period: between(random, 0.9, 1.6),
        offset: between(random, 0, 2),
      })),
    spawn(random, area, initial) {
      const near = random() < 0.35;
      const scale = near ? 1.4 : 1;
      return {
        x: between(random, -0.2, 1.05) * area.width,
        y: initial ? between(random, -40, area.height) : between(random, -120, -20),
        length: between(random, style.length[0], style.length[1]) * scale,
        speed: between(random, style.speed[0], style.speed[1]) * scale,
        near,
      };
    },
    step(drop, dt, area) {
      drop.y += drop.speed * dt;
      drop.x += drop.speed * style.slant * dt;
      return drop.y - drop.length < area.height;
    },
    draw({ ctx, particles, area, time, resources }) {
      ctx.strokeStyle = style.colour;
      ctx.lineCap = 'round';
      for (const near of [false, true]) {
        ctx.globalAlpha = near ? 0.75 : 0.45;
        ctx.lineWidth = near ? style.width * 1.4 : style.width;
        ctx.beginPath();
        for (const drop of particles) {
          if (drop.near !== near) continue;
          ctx.moveTo(drop.x, drop.y);
          ctx.lineTo(drop.x - drop.length * style.slant, drop.y - drop.length);
        }
        ctx.stroke();
      }
      ctx.lineWidth = 1;
      ctx.beginPath();
      let fade = 0;
      for (const ripple of resources) {
        const progress = ((time + ripple.offset) % ripple.period) / ripple.period;
        const x = ripple.u * area.width;
        const y = ripple.v * area.height;
        ctx.moveTo(x + 18 * progress, y);
        ctx.ellipse(x, y, 18 * progress, 5 * progress, 0, 0, Math.PI * 2);
        fade += 1 - progress;
      }
      ctx.globalAlpha = resources.length === 0 ? 0 : 0.35 * (fade / resources.length) + 0.1;
      ctx.stroke();
      ctx.globalAlpha = 1;
    },
  });
}
