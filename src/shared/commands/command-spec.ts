import type { IconName } from './icon-name.js';
import type { Shortcut } from './shortcuts.js';

/** The menus commands are placed in. Options also lists the languages, before its commands. */
export type MenuId = 'file' | 'edit' | 'publish' | 'online' | 'options' | 'help';

/**
 * When a command's control is enabled. Only the ribbon greys controls out: a shortcut or
 * a menu item still runs the command, since undo first sends edits not yet counted.
 */
export type EnabledCondition = 'always' | 'canUndo' | 'canRedo';

/** What enabled conditions look at: the open project's undo and redo depth. */
export interface CommandState {
  undo: number;
  redo: number;
}

export interface MenuPlacement {
  menu: MenuId;
  /** Position within the menu, ascending. */
  order: number;
  separatorBefore?: true;
}

export interface RibbonPlacement {
  /** Primary buttons are the spec's five large ones; secondary ones follow the spacer. */
  row: 'primary' | 'secondary';
  order: number;
  /** Kept exactly: end-to-end tests and the guided tour find buttons by these. */
  testId: string;
  tour?: string;
  /** A shorter label than the menu's, where the ribbon has less room. */
  label?: string;
  /** Shown only where the host can pick a folder (the desktop app). */
  needs?: 'folderPicker';
  /** Tooltip keys: `off` while disabled, `on` (given `count`, the steps left) while enabled. */
  hint?: { off: string; on: string };
}

export interface CommandSpec {
  /** Locale key of the command's full name, as the menu shows it. */
  label: string;
  icon: IconName;
  /** Ctrl (Cmd on macOS) is implied; the first is the one the menu shows. */
  shortcuts?: readonly Shortcut[];
  /**
   * The editor handles the shortcut in every host, because no Windows or Linux menu item
   * carries it. Otherwise it handles it on the web host only, and Electron's menu does.
   */
  allHosts?: true;
  enabled?: EnabledCondition;
  menu?: MenuPlacement;
  ribbon?: RibbonPlacement;
}

export function isCommandEnabled(condition: EnabledCondition | undefined, state: CommandState): boolean {
  return condition === undefined || condition === 'always' || stepsLeft(condition, state) > 0;
}

/** How many steps an undo or redo condition has left; 0 for commands that do not count. */
export function stepsLeft(condition: EnabledCondition | undefined, state: CommandState): number {
  if (condition === 'canUndo') return state.undo;
  if (condition === 'canRedo') return state.redo;
  return 0;
}
