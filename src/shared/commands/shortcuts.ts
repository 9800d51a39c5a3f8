/**
 * A command's shortcut as data: a key with Ctrl (Cmd on macOS) always held, Shift
 * sometimes. Each host reads it in its own form: the editor as a key test, Electron as an
 * accelerator, assistive technology as `aria-keyshortcuts`.
 */
export interface Shortcut {
  /** One character, lower case, as `KeyboardEvent.key` reports it without Shift. */
  key: string;
  shift?: true;
}

/** The parts of a key press a shortcut looks at (a DOM KeyboardEvent fits). */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/**
 * Shortcuts a browser tab never receives (new window, new tab, close tab): the web host
 * does not listen for them, only the desktop menu's accelerators carry them.
 */
const BROWSER_RESERVED = new Set(['n', 't', 'w']);

export function matchesShortcut(shortcut: Shortcut, press: KeyPress): boolean {
  return (press.ctrlKey || press.metaKey) && press.shiftKey === (shortcut.shift === true) && press.key.toLowerCase() === shortcut.key;
}

export function isBrowserReserved(shortcut: Shortcut): boolean {
  return BROWSER_RESERVED.has(shortcut.key);
}

/** Electron's form, `CmdOrCtrl+Shift+S`. */
export function acceleratorOf(shortcut: Shortcut): string {
  return ['CmdOrCtrl', ...(shortcut.shift ? ['Shift'] : []), shortcut.key.toUpperCase()].join('+');
}

/** The ARIA form, `Control+Shift+S`; several shortcuts are separated by spaces. */
export function ariaKeyShortcuts(shortcuts: readonly Shortcut[]): string | undefined {
  if (shortcuts.length === 0) return undefined;
  return shortcuts.map((shortcut) => ['Control', ...(shortcut.shift ? ['Shift'] : []), shortcut.key.toUpperCase()].join('+')).join(' ');
}
