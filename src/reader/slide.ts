import type { Tween } from './tween.js';

/** The parts a slide moves: the outgoing spread (in the leaf) and the incoming slots. */
export interface SlideParts {
  leaf: HTMLElement;
  slots: readonly HTMLElement[];
}

/**
 * Slides the outgoing spread out and the new one in, like a slide deck: the alternative to
 * a page curl. `towardStart` is the way the pages travel on screen: to the left, or up in
 * a `vertical` (top-bound) book.
 */
export function runSlide(parts: SlideParts, way: { towardStart: boolean; vertical: boolean }, distance: number, durationMs: number): Tween {
  const shift = way.towardStart ? -distance : distance;
  const axis = way.vertical ? 'translateY' : 'translateX';
  const timing: KeyframeAnimationOptions = { duration: durationMs, easing: 'ease-in-out', fill: 'forwards' };
  parts.leaf.classList.add('fb-sliding');
  parts.leaf.hidden = false;
  const animations = [
    parts.leaf.animate([{ transform: `${axis}(0)` }, { transform: `${axis}(${shift}px)` }], timing),
    ...parts.slots.map((slot) => slot.animate([{ transform: `${axis}(${-shift}px)` }, { transform: `${axis}(0)` }], timing)),
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
