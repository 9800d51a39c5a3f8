type Raw = Readonly<Record<string, unknown>>;

function limit(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Mini mode (the catalogue's miniModeWidth/Height): in a window at most that wide or that high,
 * as a small embed on a web page, the book shows without its bars. 0 turns a limit off.
 */
export function isMiniMode(raw: Raw, viewport: { width: number; height: number }): boolean {
  const width = limit(raw.miniModeWidth);
  const height = limit(raw.miniModeHeight);
  return (width > 0 && viewport.width <= width) || (height > 0 && viewport.height <= height);
}

/** Keeps `data-mini` on the reader's root in step with the settings and the window size. */
export function mountMiniMode(root: HTMLElement, onSettingsChange: (listener: (raw: Raw) => void) => void): void {
  let raw: Raw = {};
  const apply = (): void => {
    root.toggleAttribute('data-mini', isMiniMode(raw, { width: window.innerWidth, height: window.innerHeight }));
  };
  onSettingsChange((next) => {
    raw = next;
    apply();
  });
  window.addEventListener('resize', apply);
}
