/// <reference types="vite/client" />
import ar from '../../../locales/ar.json';
import de from '../../../locales/de.json';
import en from '../../../locales/en.json';
import es from '../../../locales/es.json';
import fr from '../../../locales/fr.json';
import hi from '../../../locales/hi.json';
import ja from '../../../locales/ja.json';
import ko from '../../../locales/ko.json';
import pt from '../../../locales/pt.json';
import ro from '../../../locales/ro.json';
import th from '../../../locales/th.json';
import zh from '../../../locales/zh.json';
import type { LanguageCode } from '../../shared/i18n/languages.js';

type Tree = { [key: string]: string | Tree };

const CORE: Readonly<Record<LanguageCode, Tree>> = { zh, en, ja, hi, fr, ar, de, ko, pt, ro, es, th };

/**
 * Feature areas keep their words in `locales/<area>/<lang>.json`, so that large tables (the
 * settings catalogue's titles and descriptions, say) and parallel work on different
 * features never fight over one file. Each area's words live under the key `<area>`.
 */
const AREA_FILES = import.meta.glob<Tree>('../../../locales/*/*.json', { eager: true, import: 'default' });

/** Every language's words: the core file plus each area's file under its area name. */
export function localeResources(): Record<LanguageCode, Tree> {
  const resources = Object.fromEntries(Object.entries(CORE).map(([code, tree]) => [code, { ...tree }])) as Record<LanguageCode, Tree>;
  for (const [file, tree] of Object.entries(AREA_FILES)) {
    const match = /\/locales\/([a-z-]+)\/([a-z]{2})\.json$/.exec(file);
    if (!match) continue;
    const [, area, code] = match as unknown as [string, string, LanguageCode];
    if (resources[code]) resources[code][area] = tree;
  }
  return resources;
}
