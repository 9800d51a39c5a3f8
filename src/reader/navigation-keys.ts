/** What a key asks the book to do; null when the reader does not handle it. */
export type NavigationAction = 'next' | 'previous' | 'first' | 'last';

const KEY_ACTIONS: Readonly<Record<string, NavigationAction>> = {
  ArrowRight: 'next',
  PageDown: 'next',
  ArrowLeft: 'previous',
  PageUp: 'previous',
  Home: 'first',
  End: 'last',
};

/**
 * Maps a KeyboardEvent.key; chords with Ctrl, Alt or Meta belong to the browser. In a
 * right-to-left book the arrows follow the screen: the left arrow turns the left page,
 * which is the next one, while PageUp/PageDown keep their reading-order meaning. A
 * vertical (top-bound) book also turns with the up and down arrows, which likewise follow
 * the screen: the down arrow turns the lower page up, the next one unless right to left.
 */
export function keyAction(
  key: string,
  modifiers: { ctrlKey: boolean; altKey: boolean; metaKey: boolean },
  rightToLeft = false,
  vertical = false,
): NavigationAction | null {
  if (modifiers.ctrlKey || modifiers.altKey || modifiers.metaKey) return null;
  // Down and up play the parts of right and left: the page past the spine turns.
  const arrow = vertical && key === 'ArrowDown' ? 'ArrowRight' : vertical && key === 'ArrowUp' ? 'ArrowLeft' : key;
  if (rightToLeft && arrow === 'ArrowLeft') return 'next';
  if (rightToLeft && arrow === 'ArrowRight') return 'previous';
  return Object.hasOwn(KEY_ACTIONS, arrow) ? (KEY_ACTIONS[arrow] ?? null) : null;
}
