/**
 * Whether the reader has pressed or typed on the page yet. Browsers let a page make sound only
 * after a gesture, and the sound tools load after the first spread (decision 0257), so
 * reader.js keeps watch from the start: a tap made before they load still lets the book speak.
 */
let gestured = false;

export function watchFirstGesture(target: Document = document): void {
  const seen = (): void => {
    gestured = true;
    target.removeEventListener('pointerdown', seen, { capture: true });
    target.removeEventListener('keydown', seen, { capture: true });
  };
  target.addEventListener('pointerdown', seen, { capture: true });
  target.addEventListener('keydown', seen, { capture: true });
}

export function hadFirstGesture(): boolean {
  return gestured;
}
