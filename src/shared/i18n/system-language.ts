import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from './languages.js';

/**
 * The interface language for a first start: the first of the system's preferred locales
 * (most preferred first) that is one of the 12, matched on its primary subtag, so "de-AT",
 * "pt_BR" and "zh-Hant-TW" count as de, pt and zh. Otherwise Chinese, the spec's default:
 * an author whose language is not offered gets the product's home language, as before.
 */
export function firstStartLanguage(systemLocales: readonly string[]): LanguageCode {
  for (const locale of systemLocales) {
    const primary = locale.trim().split(/[-_.@]/)[0]?.toLowerCase();
    if (isLanguageCode(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
