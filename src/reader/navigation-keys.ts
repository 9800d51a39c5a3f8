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
 * which is the next one, while PageUp/PageDown keep their reading-order meaning.
 */
export function keyAction(
  key: string,
  modifiers: { ctrlKey: boolean; altKey: boolean; metaKey: boolean },
  rightToLeft = false,
): NavigationAction | null {
  if (modifiers.ctrlKey || modifiers.altKey || modifiers.metaKey) return null;
  if (rightToLeft && key === 'ArrowLeft') return 'next';
  if (rightToLeft && key === 'ArrowRight') return 'previous';
  return Object.hasOwn(KEY_ACTIONS, key) ? (KEY_ACTIONS[key] ?? null) : null;
}
