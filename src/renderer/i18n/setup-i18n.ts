import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
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
import { DEFAULT_LANGUAGE, isLanguageCode, languageDirection, type LanguageCode } from './languages.js';

const STORAGE_KEY = 'flipbook.language';

const resources = { zh, en, ja, hi, fr, ar, de, ko, pt, ro, es, th };

/** The remembered interface language, or the default when none was chosen yet. */
export function storedLanguage(): LanguageCode {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isLanguageCode(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Switches the interface language, remembers it, and lays the page out right to left for Arabic. */
export async function applyLanguage(instance: i18n, code: LanguageCode): Promise<void> {
  await instance.changeLanguage(code);
  document.documentElement.lang = code;
  document.documentElement.dir = languageDirection(code);
  try {
    window.localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Storage may be disabled; the choice then lasts for this session only.
  }
}

export async function setupI18n(): Promise<i18n> {
  const language = storedLanguage();
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources: Object.fromEntries(Object.entries(resources).map(([code, data]) => [code, { translation: data }])),
    lng: language,
    fallbackLng: 'en',
    // React escapes what it renders; the messages keep the spec's %name% placeholders.
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  document.documentElement.lang = language;
  document.documentElement.dir = languageDirection(language);
  return instance;
}
