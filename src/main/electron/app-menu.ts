import type { MenuItemConstructorOptions } from 'electron';
import { commandSpec, type CommandId } from '../../shared/commands/catalogue.js';
import type { MenuId } from '../../shared/commands/command-spec.js';
import { languageCommand, type MenuCommand } from '../../shared/commands/menu-command.js';
import { LANGUAGE_MENU_LABEL, MENU_BAR, menuCommands, QUIT_LABEL } from '../../shared/commands/placements.js';
import { acceleratorOf } from '../../shared/commands/shortcuts.js';
import { LANGUAGES } from '../../shared/i18n/languages.js';

export interface MenuTemplateOptions {
  isMac: boolean;
  /** Looks up a label by i18n key. */
  label: (key: string) => string;
  /** Sends an `app.menu` command to the editor. */
  send: (command: MenuCommand) => void;
}

/**
 * The app menu, generated from the shared command catalogue: File, Publish, Online,
 * Options and Help. Every item only tells the editor which command to run, so the menu,
 * the ribbon and the shortcuts share one implementation. This file adds only what is
 * Electron's own: roles (quit, the clipboard, macOS's app menu).
 */
export function buildMenuTemplate({ isMac, label, send }: MenuTemplateOptions): MenuItemConstructorOptions[] {
  const item = (id: CommandId): MenuItemConstructorOptions[] => {
    const spec = commandSpec(id);
    const shortcut = spec.shortcuts?.[0];
    return [
      ...(spec.menu?.separatorBefore === true ? [{ type: 'separator' } as const] : []),
      { label: label(spec.label), click: () => send(id), ...(shortcut === undefined ? {} : { accelerator: acceleratorOf(shortcut) }) },
    ];
  };
  const commandsOf = (menu: MenuId) => menuCommands(menu).flatMap(item);
  const submenu = (menu: MenuId): MenuItemConstructorOptions[] => {
    if (menu === 'options') {
      const languages = LANGUAGES.map((language) => ({ label: language.name, click: () => send(languageCommand(language.code)) }));
      return [{ label: label(LANGUAGE_MENU_LABEL), submenu: languages }, ...commandsOf(menu)];
    }
    // macOS quits from its app menu; elsewhere File ends with Exit.
    if (menu === 'file' && !isMac) return [...commandsOf(menu), { type: 'separator' }, { role: 'quit', label: label(QUIT_LABEL) }];
    // The Edit menu exists for the clipboard shortcuts in text fields. Its undo and redo
    // are the book's (the engine keeps the history), not a text field's.
    if (menu === 'edit') return [...commandsOf(menu), { type: 'separator' }, { role: 'cut' }, { role: 'copy' }, { role: 'paste' }, { role: 'selectAll' }];
    return commandsOf(menu);
  };
  const menus = MENU_BAR.filter((entry) => isMac || entry.macOnly !== true).map((entry) => ({ label: label(entry.label), submenu: submenu(entry.id) }));
  return isMac ? [{ role: 'appMenu' }, ...menus] : menus;
}
