import type { Area } from './environment.js';
import type { Random } from './random.js';
import type { AnyScene } from './scene-definition.js';

/** A scene's particles over time, without any canvas: what the loop advances and the previews pose. */
export interface Simulation {
  readonly particles: readonly unknown[];
  /** Seconds simulated so far. */
  readonly time: number;
  advance(dtSeconds: number): void;
}

export function createSimulation(scene: AnyScene, random: Random, area: Area): Simulation {
  const budget = Math.max(0, Math.floor(scene.budget));
  const particles: unknown[] = Array.from({ length: budget }, () => scene.spawn(random, area, true));
  let time = 0;
  return {
    particles,
    get time() {
      return time;
    },
    advance(dt) {
      time += dt;
      for (let i = 0; i < particles.length; i += 1) {
        // A particle that has left is born again in the same slot: the budget never grows.
        if (!scene.step(particles[i], dt, area, time)) particles[i] = scene.spawn(random, area, false);
      }
    },
  };
}
