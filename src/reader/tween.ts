/** A running animation; cancel() stops it where it is and resolves `done` with false. */
export interface Tween {
  readonly done: Promise<boolean>;
  cancel(): void;
}

/** A page-turn easing: the sheet lifts gently, speeds through the middle and settles. */
export function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

/**
 * Calls `frame` with eased progress 0..1 once per animation frame for `durationMs`. Driven
 * by requestAnimationFrame rather than CSS so a drag can hand over to it mid-gesture
 * and so every frame computes the fold afresh.
 */
export function tween(durationMs: number, frame: (progress: number) => void, ease: (t: number) => number = easeInOut): Tween {
  let handle = 0;
  let finish: (finished: boolean) => void = () => undefined;
  const done = new Promise<boolean>((resolve) => {
    finish = resolve;
  });
  let start: number | null = null;
  const step = (now: number) => {
    start ??= now;
    const t = durationMs <= 0 ? 1 : Math.min(1, (now - start) / durationMs);
    frame(ease(t));
    if (t < 1) handle = requestAnimationFrame(step);
    else finish(true);
  };
  handle = requestAnimationFrame(step);
  return {
    done,
    cancel: () => {
      cancelAnimationFrame(handle);
      finish(false);
    },
  };
}
