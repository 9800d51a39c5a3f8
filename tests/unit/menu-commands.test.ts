import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { buildMenuTemplate, MENU_LABELS_EN } from '../../src/main/electron/app-menu.js';
import { COMMANDS } from '../../src/renderer/commands/registry.js';

function flatten(items: readonly MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])]);
}

describe('the desktop menu and the editor commands', () => {
  it('sends only commands the editor knows, so no menu item does nothing', () => {
    const sent: string[] = [];
    const template = buildMenuTemplate({ isMac: false, label: (key) => MENU_LABELS_EN[key] ?? key, send: (command) => sent.push(command) });
    for (const item of flatten(template)) (item.click as (() => void) | undefined)?.();
    const known = new Set(COMMANDS.map((command) => command.id));
    const unknown = sent.filter((command) => !command.startsWith('options.language.') && !known.has(command));
    expect(sent.length).toBeGreaterThan(15);
    expect(unknown).toEqual([]);
  });
});
