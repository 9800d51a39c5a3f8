/** The size of the scene's drawing area in CSS pixels. */
export interface Area {
  width: number;
  height: number;
}

/**
 * Everything the runtime needs from the browser, behind one seam so unit tests can drive
 * the loop with a fake document, fake frames and a fake clock.
 */
export interface SceneEnvironment {
  readonly document: {
    readonly hidden: boolean;
    addEventListener(type: 'visibilitychange', listener: () => void): void;
    removeEventListener(type: 'visibilitychange', listener: () => void): void;
  };
  requestFrame(callback: (now: number) => void): number;
  cancelFrame(handle: number): void;
  now(): number;
  prefersReducedMotion(): boolean;
  /** Calls `listener` when the reduced-motion preference changes; returns the unsubscribe. */
  observeReducedMotion(listener: () => void): () => void;
  devicePixelRatio(): number;
  /** Calls `listener` whenever `element` changes size; returns the unsubscribe. */
  observeSize(element: Element, listener: () => void): () => void;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The real browser. */
export function browserEnvironment(win: Window = window): SceneEnvironment {
  return {
    document: win.document,
    requestFrame: (callback) => win.requestAnimationFrame(callback),
    cancelFrame: (handle) => win.cancelAnimationFrame(handle),
    now: () => win.performance.now(),
    prefersReducedMotion: () => win.matchMedia(REDUCED_MOTION).matches,
    observeReducedMotion(listener) {
      const query = win.matchMedia(REDUCED_MOTION);
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
    devicePixelRatio: () => win.devicePixelRatio || 1,
    observeSize(element, listener) {
      const observer = new ResizeObserver(() => listener());
      observer.observe(element);
      return () => observer.disconnect();
    },
  };
}
