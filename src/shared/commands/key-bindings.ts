import { COMMAND_IDS, commandSpec, type CommandId } from './catalogue.js';
import { isBrowserReserved, matchesShortcut, type KeyPress } from './shortcuts.js';

/**
 * The command a key press runs. On the web host the editor listens for every shortcut a
 * browser tab receives; in Electron the menu's accelerators send theirs, so the editor
 * listens only for those no menu item carries on every platform (`allHosts`).
 */
export function commandForKey(press: KeyPress, hostKind: 'web' | 'electron'): CommandId | undefined {
  return COMMAND_IDS.find((id) => {
    const spec = commandSpec(id);
    const listens = spec.allHosts === true || hostKind === 'web';
    return listens && (spec.shortcuts ?? []).some((shortcut) => (hostKind === 'electron' || !isBrowserReserved(shortcut)) && matchesShortcut(shortcut, press));
  });
}
