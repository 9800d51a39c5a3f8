import type { LanguageCode } from '../../shared/i18n/languages.js';
import { firstStartLanguage } from '../../shared/i18n/system-language.js';
import type { PrefsStore } from './prefs-store.js';

/**
 * For a host that knows the system's language before its window opens (Electron's
 * app.getLocale()): on a first start, stores the language the editor will start in, so its
 * first render already speaks it. A language already remembered is kept as it is.
 */
export function rememberFirstLanguage(store: Pick<PrefsStore, 'all' | 'set'>, systemLocales: readonly string[]): LanguageCode {
  const remembered = store.all().language;
  if (remembered !== undefined) return remembered;
  const picked = firstStartLanguage(systemLocales);
  store.set({ key: 'language', value: picked });
  return picked;
}
