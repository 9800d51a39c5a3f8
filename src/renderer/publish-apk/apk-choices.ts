import { AppError } from '../../shared/errors/app-error.js';
import { apkFieldsProblem, isValidVersionCode } from '../../shared/validation/apk-fields.js';
import { isValidCountryCode, signatureProblem } from '../../shared/validation/signature-fields.js';
import { ApkChoicesSchema, type ApkChoices } from '../../shared/prefs/publish-prefs.js';
import { readChoice, rememberedChoices, writeChoice, type ChoiceStore } from '../state/remembered-choices.js';

export type { ApkChoices };

export const EMPTY_APK_CHOICES: ApkChoices = { appId: '', appName: '', versionName: '1.0', iconPath: '', keystorePath: '', outDir: '' };

/** What the APK panel remembers between publishes (never the password; its schema has no field for one). */
export function loadApkChoices(store: ChoiceStore | undefined = rememberedChoices()): ApkChoices {
  return readChoice(store, 'apkChoices', ApkChoicesSchema, EMPTY_APK_CHOICES);
}

export function saveApkChoices(choices: ApkChoices, store: ChoiceStore | undefined = rememberedChoices()): void {
  writeChoice(store, 'apkChoices', choices);
}

/** The panel's fields as typed: the version number is still text. */
export interface ApkForm extends Omit<ApkChoices, 'outDir'> {
  outPath: string;
  versionCode: string;
  keystorePassword: string;
}

/**
 * The first thing wrong with the form, checked with the engine's own validators so the
 * panel shows the spec's messages before any work starts. Paths are the engine's to judge.
 * Returns an AppError (translated by errorText) or an `apk.*` key for checks the spec has no message for.
 */
export function apkFormProblem(form: ApkForm): AppError | { key: string } | null {
  const code = apkFieldsProblem(form);
  if (code !== null) return new AppError(code);
  const text = form.versionCode.trim();
  if (!/^\d+$/.test(text) || !isValidVersionCode(Number(text))) return { key: 'apk.versionCodeHint' };
  if (form.keystorePath.trim() === '') return { key: 'apk.keystoreRequired' };
  if (form.outPath.trim() === '') return new AppError('PATH_EMPTY');
  return null;
}

/** The "Create signature" fields as typed. */
export interface SignatureForm {
  outPath: string;
  name: string;
  validityYears: string;
  password: string;
  confirmPassword: string;
  unit: string;
  organization: string;
  city: string;
  state: string;
  countryCode: string;
}

export const EMPTY_SIGNATURE_FORM: SignatureForm = {
  outPath: '',
  name: '',
  validityYears: '25',
  password: '',
  confirmPassword: '',
  unit: '',
  organization: '',
  city: '',
  state: '',
  countryCode: '',
};

/** Like apkFormProblem, for the signature panel: the spec's three rules plus name and country. */
export function signatureFormProblem(form: SignatureForm): AppError | { key: string } | null {
  if (form.name.trim() === '') return { key: 'apk.signatureNameRequired' };
  const years = /^\d+$/.test(form.validityYears.trim()) ? Number(form.validityYears.trim()) : Number.NaN;
  const code = signatureProblem({ validityYears: years, password: form.password, confirmPassword: form.confirmPassword });
  if (code !== null) return new AppError(code);
  if (!isValidCountryCode(form.countryCode.trim())) return { key: 'apk.countryCodeHint' };
  if (form.outPath.trim() === '') return new AppError('PATH_EMPTY');
  return null;
}

/** The folder part of a path typed on any OS ("/a/b.apk" gives "/a", "C:\\a\\b.apk" gives "C:\\a"). */
export function folderOf(path: string): string {
  const cut = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  return cut <= 0 ? path.slice(0, cut + 1) : path.slice(0, cut);
}

/** What to remember of a submitted form. */
export function choicesOf(form: ApkForm): ApkChoices {
  return {
    appId: form.appId,
    appName: form.appName,
    versionName: form.versionName,
    iconPath: form.iconPath,
    keystorePath: form.keystorePath,
    outDir: folderOf(form.outPath.trim()),
  };
}
