import type { SettingEntry } from '../../../../shared/settings/setting-types.js';
import { settingTextKey } from '../../../../shared/settings/setting-types.js';

/** Looks up an i18n key in the current language. */
export type Translate = (key: string) => string;

/** Case- and accent-insensitive text for matching, so "opacite" finds "Opacité". */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/**
 * The entries a search matches: by title and description in the current language, and by
 * key (so `button.zoom` or `flipTime` finds its setting in any language). Every word of the
 * query must appear; an empty query matches everything.
 */
export function searchSettings(entries: readonly SettingEntry[], query: string, t: Translate): SettingEntry[] {
  const words = fold(query).split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = fold([entry.key, t(settingTextKey(entry.key, 'title')), t(settingTextKey(entry.key, 'description'))].join('\n'));
    return words.every((word) => haystack.includes(word));
  });
}
