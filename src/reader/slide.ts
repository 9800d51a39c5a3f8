import type { Tween } from './tween.js';

/** The parts a slide moves: the outgoing spread (in the leaf) and the incoming slots. */
export interface SlideParts {
  leaf: HTMLElement;
  slots: readonly HTMLElement[];
}

/**
 * Slides the outgoing spread out and the new one in, like a slide deck: the alternative to
 * a page curl. `towardLeft` is the way the pages travel on screen.
 */
export function runSlide(parts: SlideParts, towardLeft: boolean, distance: number, durationMs: number): Tween {
  const shift = towardLeft ? -distance : distance;
  const timing: KeyframeAnimationOptions = { duration: durationMs, easing: 'ease-in-out', fill: 'forwards' };
  parts.leaf.classList.add('fb-sliding');
  parts.leaf.hidden = false;
  const animations = [
    parts.leaf.animate([{ transform: 'translateX(0)' }, { transform: `translateX(${shift}px)` }], timing),
    ...parts.slots.map((slot) => slot.animate([{ transform: `translateX(${-shift}px)` }, { transform: 'translateX(0)' }], timing)),
  ];
  const reset = () => {
    for (const animation of animations) animation.cancel();
    parts.leaf.classList.remove('fb-sliding');
  };
  const done = Promise.all(animations.map((animation) => animation.finished)).then(
    () => {
      reset();
      return true;
    },
    // A cancelled animation rejects its promise; cancel() has already cleaned up.
    () => false,
  );
  return { done, cancel: reset };
}
