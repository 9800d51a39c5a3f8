import { DefaultOutputDirSchema, UPDATE_CHECK_AT_START_DEFAULT, UpdateCheckAtStartSchema } from '../../shared/prefs/app-prefs.js';
import { CloudLoginPrefsSchema, type CloudLoginPrefs } from '../../shared/prefs/cloud-prefs.js';
import type { QualityPresetName } from '../../shared/domain/import-options.js';
import type { LanguageCode } from '../../shared/i18n/languages.js';
import { parseServer } from '../cloud/login-form.js';
import { loadImportChoices, saveImportChoices } from '../import/import-choices.js';
import { readChoice, rememberedChoices, writeChoice, type ChoiceStore } from '../state/remembered-choices.js';

/** The preferences dialog's fields as the user edits them; paths and the URL as typed. */
export interface PreferencesForm {
  language: LanguageCode;
  /** The service URL; empty means the host's default service. */
  server: string;
  updateCheckAtStart: boolean;
  outputDir: string;
  quality: QualityPresetName;
  engineDir: string;
}

const NO_LOGIN: CloudLoginPrefs = { remember: true };

/** The dialog's starting values: what each panel would start with now. */
export function loadPreferencesForm(language: LanguageCode, store: ChoiceStore = rememberedChoices()): PreferencesForm {
  const importChoices = loadImportChoices(store);
  return {
    language,
    server: readChoice(store, 'cloudLogin', CloudLoginPrefsSchema, NO_LOGIN).server ?? '',
    updateCheckAtStart: readChoice(store, 'updateCheckAtStart', UpdateCheckAtStartSchema, UPDATE_CHECK_AT_START_DEFAULT),
    outputDir: defaultOutputDir(store),
    quality: importChoices.preset,
    engineDir: importChoices.externalEngineDir,
  };
}

/** The locale keys of what can be wrong with a typed service URL. */
export type ServiceUrlProblem = 'preferences.server.controlChars' | 'preferences.server.scheme' | 'preferences.server.invalid';

/**
 * Why a typed service URL cannot be kept, or null (empty is fine: the default service).
 * Control characters are named first, since the URL parser would silently drop some of them
 * (a pasted tab or line break) and keep an address the user never saw.
 */
export function serviceUrlProblem(text: string): ServiceUrlProblem | null {
  if (/\p{Cc}/u.test(text)) return 'preferences.server.controlChars';
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') return 'preferences.server.scheme';
  return parseServer(trimmed) === 'invalid' ? 'preferences.server.invalid' : null;
}

/** The preferences' problems by field, each a locale key; empty when the form may be saved. */
export function preferencesProblems(form: PreferencesForm): { server?: ServiceUrlProblem } {
  const server = serviceUrlProblem(form.server);
  return server === null ? {} : { server };
}

/**
 * Stores what changed, into the keys each panel reads: the login panel's service URL, the
 * import panel's quality and engine folder, and the dialog's own two keys. The language is
 * the caller's to apply (it also switches the interface). Call only without problems.
 */
export function savePreferencesForm(form: PreferencesForm, store: ChoiceStore = rememberedChoices()): void {
  const before = loadPreferencesForm(form.language, store);
  if (form.server.trim() !== before.server) {
    const { server: _old, ...login } = readChoice(store, 'cloudLogin', CloudLoginPrefsSchema, NO_LOGIN);
    const origin = parseServer(form.server);
    writeChoice(store, 'cloudLogin', typeof origin === 'string' && origin !== 'invalid' ? { ...login, server: origin } : login);
  }
  if (form.updateCheckAtStart !== before.updateCheckAtStart) writeChoice(store, 'updateCheckAtStart', form.updateCheckAtStart);
  if (form.outputDir.trim() !== before.outputDir) writeChoice(store, 'defaultOutputDir', form.outputDir.trim());
  if (form.quality !== before.quality || form.engineDir.trim() !== before.engineDir) {
    saveImportChoices({ ...loadImportChoices(store), preset: form.quality, externalEngineDir: form.engineDir.trim() }, store);
  }
}

/** The chosen default output folder, or '' for none. */
export function defaultOutputDir(store: ChoiceStore = rememberedChoices()): string {
  return readChoice(store, 'defaultOutputDir', DefaultOutputDirSchema, '').trim();
}

/** The output folder a panel suggests before it remembers its own: the preference, else the host's `fallback`. */
export function suggestedOutputDir(fallback: string, store: ChoiceStore = rememberedChoices()): string {
  return defaultOutputDir(store) || fallback;
}
