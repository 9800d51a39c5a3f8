import type { SceneEnvironment } from './environment.js';

/** Frames longer than this (a stall, a tab switch) advance the scene by this much only. */
export const MAX_STEP_SECONDS = 0.1;

export interface FrameLoop {
  /** Whether a frame is scheduled right now (false while hidden or after stop). */
  readonly scheduled: boolean;
  stop(): void;
}

/**
 * Runs `frame(dtSeconds)` once per animation frame while the page is visible. Hidden pages
 * get no frames at all (browsers slow rAF in background tabs but do not stop it in every
 * host, e.g. an editor iframe), and coming back does not replay the time away.
 */
export function runFrameLoop(env: SceneEnvironment, frame: (dtSeconds: number) => void): FrameLoop {
  let handle: number | null = null;
  let last: number | null = null;
  let stopped = false;

  const tick = (now: number): void => {
    handle = null;
    const dt = last === null ? 0 : Math.min(MAX_STEP_SECONDS, Math.max(0, (now - last) / 1000));
    last = now;
    frame(dt);
    schedule();
  };
  const schedule = (): void => {
    if (stopped || handle !== null || env.document.hidden) return;
    handle = env.requestFrame(tick);
  };
  const cancel = (): void => {
    if (handle !== null) env.cancelFrame(handle);
    handle = null;
    last = null;
  };
  const onVisibility = (): void => {
    if (env.document.hidden) cancel();
    else schedule();
  };

  env.document.addEventListener('visibilitychange', onVisibility);
  schedule();
  return {
    get scheduled() {
      return handle !== null;
    },
    stop() {
      if (stopped) return;
      stopped = true;
      cancel();
      env.document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
