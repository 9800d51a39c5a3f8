import type { RunningScene, SceneStartOptions } from '../../src/shared/design/scene-api.js';
import { browserEnvironment, type SceneEnvironment } from './environment.js';
import { runFrameLoop, type FrameLoop } from './loop.js';
import { seededRandom, seedFromText } from './random.js';
import { mountCanvas } from './scene-canvas.js';
import { backdropCss, type AnyScene } from './scene-definition.js';
import { createSimulation } from './simulation.js';

/** Enough frames for any benchmark; the record never grows past it. */
const MAX_RECORDED_FRAMES = 10_000;

/**
 * Starts `scene` in a canvas behind the book. With reduced motion the scene draws one still
 * frame (its particles where they are) and runs no loop at all; it redraws that frame when
 * the area is resized. Otherwise it animates while the page is visible.
 */
export function startScene(scene: AnyScene, options: SceneStartOptions, env: SceneEnvironment = browserEnvironment()): RunningScene {
  const surface = mountCanvas(options.container, env, scene.id, scene.backdrop === undefined ? null : backdropCss(scene.backdrop));
  surface.fit();
  const { ctx, area } = surface;
  const seed = options.seed ?? seedFromText(scene.id);
  const simulation = createSimulation(scene, seededRandom(seed), area);
  // Fixed parts (a star field, a moon) get their own stream, so they do not shift the particles.
  const resources: unknown = scene.prepare(ctx, seededRandom(seed + 1));
  const times: number[] = [];

  const draw = (): void => {
    ctx.clearRect(0, 0, area.width, area.height);
    scene.draw({ ctx, particles: simulation.particles, area, time: simulation.time, resources });
  };
  const frame = (dt: number): void => {
    const start = options.measure === true ? env.now() : 0;
    simulation.advance(dt);
    draw();
    if (options.measure === true && times.length < MAX_RECORDED_FRAMES) times.push(env.now() - start);
  };

  let loop: FrameLoop | null = null;
  const applyMotion = (): void => {
    loop?.stop();
    loop = null;
    if (env.prefersReducedMotion()) draw();
    else loop = runFrameLoop(env, frame);
  };
  applyMotion();
  // The preference can change while the book is open (a system setting): follow it at once.
  const unobserveMotion = env.observeReducedMotion(applyMotion);
  // Resizing clears the backing store, so the frame is drawn again at once (no blank flash).
  const unobserve = env.observeSize(options.container, () => {
    if (surface.fit()) draw();
  });

  let stopped = false;
  return {
    stop() {
      if (stopped) return;
      stopped = true;
      loop?.stop();
      unobserveMotion();
      unobserve();
      surface.remove();
    },
    frameTimes: () => times,
  };
}
