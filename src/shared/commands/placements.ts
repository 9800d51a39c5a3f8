import { COMMAND_IDS, commandSpec, type CommandId } from './catalogue.js';
import type { MenuId, RibbonPlacement } from './command-spec.js';

/** A menu of the menu bar: one of the command menus (Options lists the languages first). */
export interface MenuBarEntry {
  id: MenuId;
  label: string;
  /** macOS needs an Edit menu for the clipboard in text fields; elsewhere the spec's five menus stay. */
  macOnly?: true;
}

export const MENU_BAR: readonly MenuBarEntry[] = [
  { id: 'file', label: 'commands.menus.file' },
  { id: 'edit', label: 'commands.menus.edit', macOnly: true },
  { id: 'publish', label: 'commands.menus.publish' },
  { id: 'online', label: 'commands.menus.online' },
  { id: 'options', label: 'commands.menus.options' },
  { id: 'help', label: 'commands.menus.help' },
];

/** The Options menu's language submenu, and the quit item the desktop host adds to File. */
export const LANGUAGE_MENU_LABEL = 'commands.menus.language';
export const QUIT_LABEL = 'commands.app.quit';

/** The commands a menu lists, in their order. */
export function menuCommands(menu: MenuId): CommandId[] {
  const placed = COMMAND_IDS.filter((id) => commandSpec(id).menu?.menu === menu);
  return placed.sort((a, b) => (commandSpec(a).menu?.order ?? 0) - (commandSpec(b).menu?.order ?? 0));
}

export interface RibbonButton extends RibbonPlacement {
  id: CommandId;
}

/** The ribbon's buttons of one row, in their order. */
export function ribbonButtons(row: RibbonPlacement['row']): RibbonButton[] {
  const buttons = COMMAND_IDS.flatMap((id) => {
    const ribbon = commandSpec(id).ribbon;
    return ribbon?.row === row ? [{ id, ...ribbon }] : [];
  });
  return buttons.sort((a, b) => a.order - b.order);
}
