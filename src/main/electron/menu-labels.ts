import fs from 'node:fs';
import path from 'node:path';
import { MENU_LABELS_EN } from './app-menu.js';

/** The editor's default language, which the menu follows when the system's is not offered. */
const DEFAULT_LOCALE = 'zh';

/** Looks a dotted key up in a nested locale object. */
function lookup(messages: unknown, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function readLocale(localesDir: string, code: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(path.join(localesDir, `${code}.json`), 'utf8')) as unknown;
  } catch {
    return null;
  }
}

/**
 * Menu labels come from the same locale files as the editor (flat "menu.file" keys or nested
 * ones); a missing file or key falls back to English so the menu is never blank.
 */
export function createMenuLabeler(localesDir: string, systemLocale: string): (key: string) => string {
  const language = systemLocale.toLowerCase().split(/[-_]/)[0] ?? DEFAULT_LOCALE;
  const messages = readLocale(localesDir, language) ?? readLocale(localesDir, DEFAULT_LOCALE);
  return (key) => {
    const flat = typeof messages === 'object' && messages !== null ? (messages as Record<string, unknown>)[key] : undefined;
    return (typeof flat === 'string' ? flat : lookup(messages, key)) ?? areaLabel(localesDir, language, key) ?? MENU_LABELS_EN[key] ?? key;
  };
}

/**
 * A label kept in a feature area's file (`apk.menu` in locales/apk/<lang>.json), as the
 * editor merges areas under their name; English when the language lacks the file.
 */
function areaLabel(localesDir: string, language: string, key: string): string | undefined {
  const [area, ...rest] = key.split('.');
  if (area === undefined || rest.length === 0 || !/^[a-z-]+$/.test(area)) return undefined;
  const areaDir = path.join(localesDir, area);
  const messages = readLocale(areaDir, language) ?? readLocale(areaDir, DEFAULT_LOCALE);
  return lookup(messages, rest.join('.'));
}
