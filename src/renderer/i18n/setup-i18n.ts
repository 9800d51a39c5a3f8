import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeResources } from './locale-resources.js';
import { InterfaceLanguageSchema } from '../../shared/prefs/interface-prefs.js';
import { readChoice, rememberedChoices, writeChoice, type ChoiceStore } from '../state/remembered-choices.js';
import { DEFAULT_LANGUAGE, languageDirection, type LanguageCode } from '../../shared/i18n/languages.js';

const resources = localeResources();

/** The remembered interface language, or the default when none was chosen yet. */
export function storedLanguage(store: ChoiceStore = rememberedChoices()): LanguageCode {
  return readChoice(store, 'language', InterfaceLanguageSchema, DEFAULT_LANGUAGE);
}

/** Switches the interface language, remembers it, and lays the page out right to left for Arabic. */
export async function applyLanguage(instance: i18n, code: LanguageCode, store: ChoiceStore = rememberedChoices()): Promise<void> {
  await instance.changeLanguage(code);
  document.documentElement.lang = code;
  document.documentElement.dir = languageDirection(code);
  writeChoice(store, 'language', code);
}

/** Call after loadRememberedChoices, so the first render is in the remembered language. */
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
