import path from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { buildMenuTemplate } from '../../src/main/electron/app-menu.js';
import { localeLabel } from '../../src/main/electron/menu-labels.js';
import { COMMAND_IDS, commandSpec, type CommandId } from '../../src/shared/commands/catalogue.js';
import { commandForKey } from '../../src/shared/commands/key-bindings.js';
import { CommandIdSchema, MenuCommandSchema } from '../../src/shared/commands/menu-command.js';
import { LANGUAGE_MENU_LABEL, MENU_BAR, menuCommands, QUIT_LABEL } from '../../src/shared/commands/placements.js';
import { acceleratorOf, isBrowserReserved, matchesShortcut, type KeyPress, type Shortcut } from '../../src/shared/commands/shortcuts.js';
import { LANGUAGE_CODES } from '../../src/shared/i18n/languages.js';
import { HANDLERS } from '../../src/renderer/commands/registry.js';

const LOCALES = path.resolve(import.meta.dirname, '..', '..', 'locales');
const english = (key: string) => localeLabel(LOCALES, 'en', key) ?? `?${key}`;

/** Every locale key a command brings: its name, its ribbon label and its ribbon tooltips. */
function keysOf(id: CommandId): string[] {
  const { label, ribbon } = commandSpec(id);
  return [label, ...(ribbon?.label === undefined ? [] : [ribbon.label]), ...(ribbon?.hint === undefined ? [] : [ribbon.hint.off, ribbon.hint.on])];
}

/** The key press a shortcut describes, with Ctrl (Windows, Linux) or Cmd (macOS). */
function pressOf(shortcut: Shortcut, withMeta = false): KeyPress {
  return { key: shortcut.shift ? shortcut.key.toUpperCase() : shortcut.key, ctrlKey: !withMeta, metaKey: withMeta, shiftKey: shortcut.shift === true };
}

interface BuiltMenu {
  template: MenuItemConstructorOptions[];
  sent: string[];
}

function menuFor(isMac: boolean): BuiltMenu {
  const sent: string[] = [];
  const template = buildMenuTemplate({ isMac, label: english, send: (command) => sent.push(command) });
  return { template, sent };
}

/** The commands some of a menu's items send when clicked, in order; separators and roles send none. */
function clicks(menu: BuiltMenu, items: readonly MenuItemConstructorOptions[]): string[] {
  menu.sent.length = 0;
  for (const item of items) (item.click as (() => void) | undefined)?.();
  return [...menu.sent];
}

function submenuOf(menu: BuiltMenu, label: string): MenuItemConstructorOptions[] {
  return (menu.template.find((entry) => entry.label === label)?.submenu ?? []) as MenuItemConstructorOptions[];
}

describe.each(COMMAND_IDS)('command %s', (id) => {
  const spec = commandSpec(id);

  it('has a handler and a valid id', () => {
    expect(typeof HANDLERS[id]).toBe('function');
    expect(CommandIdSchema.parse(id)).toBe(id);
    expect(MenuCommandSchema.parse(id)).toBe(id);
  });

  it.each(LANGUAGE_CODES)('is labelled in %s', (code) => {
    for (const key of keysOf(id)) expect(localeLabel(LOCALES, code, key)?.trim(), `${key} in ${code}`).toBeTruthy();
  });

  it('has shortcuts its key test accepts and no other command claims', () => {
    for (const shortcut of spec.shortcuts ?? []) {
      expect(shortcut.key).toMatch(/^[a-z0-9,]$/);
      for (const withMeta of [false, true]) {
        const press = pressOf(shortcut, withMeta);
        expect(matchesShortcut(shortcut, press)).toBe(true);
        const others = COMMAND_IDS.filter((other) => other !== id && (commandSpec(other).shortcuts ?? []).some((candidate) => matchesShortcut(candidate, press)));
        expect(others, `${id} clashes`).toEqual([]);
        // The web editor listens unless the browser keeps the key; Electron's editor only for allHosts.
        expect(commandForKey(press, 'web')).toBe(isBrowserReserved(shortcut) ? undefined : id);
        expect(commandForKey(press, 'electron')).toBe(spec.allHosts === true ? id : undefined);
      }
      // A key the browser keeps must still be reachable: through the desktop menu.
      if (isBrowserReserved(shortcut)) expect(spec.menu).toBeDefined();
      // Ctrl is required: the bare key types text.
      expect(commandForKey({ ...pressOf(shortcut), ctrlKey: false }, 'web')).toBeUndefined();
    }
  });

  it('appears in the desktop menu as placed, with its label and first shortcut', () => {
    const placement = spec.menu;
    const menu = menuFor(true);
    const all = menu.template.flatMap((entry) => (entry.submenu ?? []) as MenuItemConstructorOptions[]);
    if (placement === undefined) {
      expect(clicks(menu, all)).not.toContain(id);
      return;
    }
    const items = submenuOf(menu, english(MENU_BAR.find((bar) => bar.id === placement.menu)?.label ?? ''));
    const item = items.find((entry) => entry.label === english(spec.label));
    expect(item, `${id} in ${placement.menu}`).toBeDefined();
    const first = spec.shortcuts?.[0];
    expect(item?.accelerator).toBe(first === undefined ? undefined : acceleratorOf(first));
    expect(clicks(menu, [item as MenuItemConstructorOptions])).toEqual([id]);
    if (placement.separatorBefore === true) expect(items[items.indexOf(item as MenuItemConstructorOptions) - 1]?.type).toBe('separator');
  });
});

describe('the generated desktop menu', () => {
  it.each([false, true])('lists exactly the catalogue menu commands, in order (macOS: %s)', (isMac) => {
    const menu = menuFor(isMac);
    const bar = MENU_BAR.filter((entry) => isMac || entry.macOnly !== true);
    expect(menu.template.filter((entry) => entry.role === undefined).map((entry) => entry.label)).toEqual(bar.map((entry) => english(entry.label)));
    // The language submenu sends nothing itself, so Options' clicks are its commands alone.
    for (const entry of bar) expect(clicks(menu, submenuOf(menu, english(entry.label))), entry.id).toEqual(menuCommands(entry.id));
  });

  it('offers the 12 languages under Options, each a valid menu command', () => {
    const menu = menuFor(false);
    const languages = submenuOf(menu, english('commands.menus.options'))[0];
    expect(languages?.label).toBe(english(LANGUAGE_MENU_LABEL));
    const sent = clicks(menu, (languages?.submenu ?? []) as MenuItemConstructorOptions[]);
    expect(sent).toEqual(LANGUAGE_CODES.map((code) => `options.language.${code}`));
    for (const command of sent) expect(MenuCommandSchema.safeParse(command).success).toBe(true);
    expect(MenuCommandSchema.safeParse('options.language.xx').success).toBe(false);
    expect(MenuCommandSchema.safeParse('file.nothing').success).toBe(false);
  });

  it('opens the preferences from Options, after the languages, with Ctrl+, (Cmd+, on macOS)', () => {
    const menu = menuFor(true);
    const options = submenuOf(menu, english('commands.menus.options'));
    expect(options.map((item) => item.type ?? item.label)).toEqual([english(LANGUAGE_MENU_LABEL), 'separator', english('preferences.command')]);
    expect(options[2]?.accelerator).toBe('CmdOrCtrl+,');
    expect(commandForKey({ key: ',', ctrlKey: true, metaKey: false, shiftKey: false }, 'web')).toBe('options.preferences');
  });

  it('labels its menus and the quit item in all 12 languages', () => {
    for (const code of LANGUAGE_CODES) {
      for (const key of [...MENU_BAR.map((entry) => entry.label), LANGUAGE_MENU_LABEL, QUIT_LABEL]) expect(localeLabel(LOCALES, code, key), `${key} in ${code}`).toBeTruthy();
    }
  });
});

describe('the handlers', () => {
  it('are exactly the catalogue commands', () => {
    expect(Object.keys(HANDLERS).sort()).toEqual([...COMMAND_IDS].sort());
  });
});
