/** The keys the page strip answers when it has the focus; the rest pass on. */
export type StripKey = 'Home' | 'End' | 'PageUp' | 'PageDown' | 'ArrowLeft' | 'ArrowRight';

/**
 * The page a key takes the strip to, from `current` in a book of `count` pages when
 * `perView` thumbnails fit in the strip: Page Up and Page Down move by one strip's width,
 * as they move by one screen in a document. Null for a key the strip does not use.
 */
export function stripKeyTarget(key: string, current: number, count: number, perView: number): number | null {
  if (count < 1) return null;
  const step = Math.max(1, perView);
  const targets: Record<StripKey, number> = {
    Home: 1,
    End: count,
    PageUp: current - step,
    PageDown: current + step,
    ArrowLeft: current - 1,
    ArrowRight: current + 1,
  };
  if (!Object.hasOwn(targets, key)) return null;
  return Math.min(count, Math.max(1, targets[key as StripKey]));
}

/** The line height a wheel reporting in lines (Firefox) stands for, in CSS pixels. */
const LINE_PX = 40;

/**
 * How far a wheel turn scrolls the strip sideways: a vertical wheel is turned into a
 * horizontal scroll, since the strip has nothing to scroll vertically and most mice have
 * no other wheel. 0 leaves a mostly horizontal gesture (trackpad, Shift+wheel) to the browser.
 */
export function stripWheelScroll(wheel: { deltaX: number; deltaY: number; deltaMode: number }, pageWidth: number): number {
  if (Math.abs(wheel.deltaX) >= Math.abs(wheel.deltaY)) return 0;
  if (wheel.deltaMode === 1) return wheel.deltaY * LINE_PX;
  if (wheel.deltaMode === 2) return wheel.deltaY * pageWidth;
  return wheel.deltaY;
}
