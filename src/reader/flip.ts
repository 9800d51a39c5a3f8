import type { TurnDirection } from './spread.js';

/** The leaf and its two faces, as built by the view. */
export interface LeafParts {
  leaf: HTMLElement;
  front: HTMLElement;
  back: HTMLElement;
}

/** A running turn; stop() ends it at once without waiting for its promise. */
export interface RunningFlip {
  readonly done: Promise<void>;
  stop(): void;
}

/** A page-turn easing: the leaf lifts gently, speeds through the middle and settles. */
const EASING = 'cubic-bezier(0.45, 0.05, 0.35, 1)';
/** How dark a face gets when it stands edge-on to the reader. */
const EDGE_BRIGHTNESS = 'brightness(0.55)';

/**
 * Rotates the leaf half a turn about the spine with the Web Animations API. Animations
 * are used rather than CSS transitions because they can be finished or cancelled on
 * demand (a second key press mid-turn) and report their end through a promise. Faces
 * darken as they turn edge-on, which reads as light falling on a curving sheet.
 */
export function runFlip(parts: LeafParts, direction: TurnDirection, durationMs: number): RunningFlip {
  const { leaf, front, back } = parts;
  leaf.classList.toggle('fb-forward', direction === 'forward');
  leaf.classList.toggle('fb-backward', direction === 'backward');
  front.classList.toggle('fb-side-right', direction === 'forward');
  front.classList.toggle('fb-side-left', direction === 'backward');
  back.classList.toggle('fb-side-left', direction === 'forward');
  back.classList.toggle('fb-side-right', direction === 'backward');
  leaf.hidden = false;

  const end = direction === 'forward' ? -180 : 180;
  const timing: KeyframeAnimationOptions = { duration: durationMs, easing: EASING, fill: 'forwards' };
  const animations = [
    leaf.animate([{ transform: 'rotateY(0deg)' }, { transform: `rotateY(${end}deg)` }], timing),
    front.animate([{ filter: 'brightness(1)' }, { filter: EDGE_BRIGHTNESS, offset: 0.5 }, { filter: EDGE_BRIGHTNESS }], timing),
    back.animate([{ filter: EDGE_BRIGHTNESS }, { filter: EDGE_BRIGHTNESS, offset: 0.5 }, { filter: 'brightness(1)' }], timing),
  ];
  const reset = () => {
    for (const animation of animations) animation.cancel();
    leaf.hidden = true;
  };
  const done = Promise.all(animations.map((animation) => animation.finished)).then(
    () => reset(),
    // A cancelled animation rejects its promise; stop() has already cleaned up.
    () => undefined,
  );
  return { done, stop: reset };
}
