import path from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { buildMenuTemplate } from '../../src/main/electron/app-menu.js';
import { localeLabel } from '../../src/main/electron/menu-labels.js';
import { HANDLERS } from '../../src/renderer/commands/registry.js';

const LOCALES = path.resolve(import.meta.dirname, '..', '..', 'locales');

function flatten(items: readonly MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])]);
}

describe('the desktop menu and the editor commands', () => {
  it('sends only commands the editor knows, so no menu item does nothing', () => {
    const sent: string[] = [];
    const template = buildMenuTemplate({ isMac: false, label: (key) => localeLabel(LOCALES, 'en', key) ?? key, send: (command) => sent.push(command) });
    for (const item of flatten(template)) (item.click as (() => void) | undefined)?.();
    const known = new Set<string>(Object.keys(HANDLERS));
    const unknown = sent.filter((command) => !command.startsWith('options.language.') && !known.has(command));
    expect(sent.length).toBeGreaterThan(15);
    expect(unknown).toEqual([]);
  });
});
