import fs from 'node:fs';
import path from 'node:path';
import type { LanguageCode } from '../../shared/i18n/languages.js';
import { firstStartLanguage } from '../../shared/i18n/system-language.js';

/** The language whose files fill any gap, so the menu is never blank. */
const FALLBACK_LANGUAGE: LanguageCode = 'en';

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
 * A label as the editor finds it in one language: in the core file (`locales/<lang>.json`)
 * or, for a key such as `apk.menu`, in its area's file (`locales/apk/<lang>.json`).
 */
export function localeLabel(localesDir: string, code: LanguageCode, key: string): string | undefined {
  const core = lookup(readLocale(localesDir, code), key);
  if (core !== undefined) return core;
  const [area, ...rest] = key.split('.');
  if (area === undefined || rest.length === 0 || !/^[a-z][a-z0-9-]*$/.test(area)) return undefined;
  return lookup(readLocale(path.join(localesDir, area), code), rest.join('.'));
}

/**
 * Menu labels come from the same locale files as the editor, in the given locale (the
 * editor's default when that is not one of the 12); a missing key falls back to English,
 * then to the key itself.
 */
export function createMenuLabeler(localesDir: string, locale: string): (key: string) => string {
  const language = firstStartLanguage([locale]);
  return (key) => localeLabel(localesDir, language, key) ?? localeLabel(localesDir, FALLBACK_LANGUAGE, key) ?? key;
}
