import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeResources } from './locale-resources.js';
import { InterfaceLanguageSchema } from '../../shared/prefs/interface-prefs.js';
import { readChoice, rememberedChoices, writeChoice, type ChoiceStore } from '../state/remembered-choices.js';
import { languageDirection, type LanguageCode } from '../../shared/i18n/languages.js';
import { firstStartLanguage } from '../../shared/i18n/system-language.js';

const resources = localeResources();

/**
 * The remembered interface language. On a first start (none remembered, or one this version
 * cannot read) it is the system's language when the editor speaks it, else the default; that
 * pick is remembered at once, so a later change of the system's language does not move an
 * editor the author has already used.
 */
export function startLanguage(systemLocales: readonly string[], store: ChoiceStore = rememberedChoices()): LanguageCode {
  const remembered = readChoice<LanguageCode | null>(store, 'language', InterfaceLanguageSchema, null);
  if (remembered !== null) return remembered;
  const picked = firstStartLanguage(systemLocales);
  writeChoice(store, 'language', picked);
  return picked;
}

/** Switches the interface language, remembers it, and lays the page out right to left for Arabic. */
export async function applyLanguage(instance: i18n, code: LanguageCode, store: ChoiceStore = rememberedChoices()): Promise<void> {
  await instance.changeLanguage(code);
  document.documentElement.lang = code;
  document.documentElement.dir = languageDirection(code);
  writeChoice(store, 'language', code);
}

/**
 * Call after loadRememberedChoices, so the first render is in the remembered language.
 * `systemLocales` is the host's list, most preferred first (navigator.languages in a browser).
 */
export async function setupI18n(systemLocales: readonly string[]): Promise<i18n> {
  const language = startLanguage(systemLocales);
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
