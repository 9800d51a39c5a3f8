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

/** Maps a KeyboardEvent.key; chords with Ctrl, Alt or Meta belong to the browser. */
export function keyAction(key: string, modifiers: { ctrlKey: boolean; altKey: boolean; metaKey: boolean }): NavigationAction | null {
  if (modifiers.ctrlKey || modifiers.altKey || modifiers.metaKey) return null;
  return Object.hasOwn(KEY_ACTIONS, key) ? (KEY_ACTIONS[key] ?? null) : null;
}
