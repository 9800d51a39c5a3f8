import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors/app-error.js';
import { createChoiceStore } from '../state/remembered-choices.js';
import { apkFormProblem, choicesOf, EMPTY_APK_CHOICES, EMPTY_SIGNATURE_FORM, folderOf, loadApkChoices, saveApkChoices, signatureFormProblem, type ApkForm } from './apk-choices.js';

const FORM: ApkForm = {
  appId: 'com.acme.book',
  appName: 'Book',
  versionName: '1.0',
  versionCode: '3',
  iconPath: '',
  keystorePath: '/keys/my.p12',
  keystorePassword: 'secret123',
  outPath: '/out/book.apk',
};

const codeOf = (problem: ReturnType<typeof apkFormProblem>) => (problem instanceof AppError ? problem.code : problem?.key ?? null);

describe('the APK panel', () => {
  it('remembers its choices and the output folder, but never the password', () => {
    const storage = createChoiceStore();
    saveApkChoices(choicesOf(FORM), storage);
    expect(JSON.stringify(storage.values.get('apkChoices'))).not.toContain('secret123');
    expect(loadApkChoices(storage)).toEqual({ appId: 'com.acme.book', appName: 'Book', versionName: '1.0', iconPath: '', keystorePath: '/keys/my.p12', outDir: '/out' });
  });

  it('finds the folder of a path typed on any system', () => {
    expect(folderOf('/out/book.apk')).toBe('/out');
    expect(folderOf('C:\\Books\\book.apk')).toBe('C:\\Books');
    expect(folderOf('/book.apk')).toBe('/');
    expect(folderOf('book.apk')).toBe('');
  });

  it('starts empty when nothing or garbage was stored', () => {
    expect(loadApkChoices(createChoiceStore())).toEqual(EMPTY_APK_CHOICES);
    const storage = createChoiceStore();
    storage.values.set('apkChoices', { appId: 42 });
    expect(loadApkChoices(storage)).toEqual(EMPTY_APK_CHOICES);
  });

  it('names the first problem with the engine’s messages', () => {
    expect(apkFormProblem(FORM)).toBeNull();
    expect(codeOf(apkFormProblem({ ...FORM, appName: ' ' }))).toBe('APK_NAME_REQUIRED');
    expect(codeOf(apkFormProblem({ ...FORM, appId: 'com.9acme' }))).toBe('APP_ID_FORMAT');
    expect(codeOf(apkFormProblem({ ...FORM, versionName: '' }))).toBe('APK_VERSION_NAME_REQUIRED');
    expect(codeOf(apkFormProblem({ ...FORM, versionCode: '1.5' }))).toBe('apk.versionCodeHint');
    expect(codeOf(apkFormProblem({ ...FORM, versionCode: '0' }))).toBe('apk.versionCodeHint');
    expect(codeOf(apkFormProblem({ ...FORM, keystorePath: '' }))).toBe('apk.keystoreRequired');
    expect(codeOf(apkFormProblem({ ...FORM, outPath: ' ' }))).toBe('PATH_EMPTY');
  });
});

describe('the Create signature panel', () => {
  const fine = { ...EMPTY_SIGNATURE_FORM, outPath: '/keys/my.p12', name: 'Jane', password: '123456', confirmPassword: '123456' };

  it('checks the spec’s rules in order, then the name and country', () => {
    expect(signatureFormProblem(fine)).toBeNull();
    expect(codeOf(signatureFormProblem({ ...fine, name: '' }))).toBe('apk.signatureNameRequired');
    expect(codeOf(signatureFormProblem({ ...fine, password: '12345', confirmPassword: '12345' }))).toBe('SIGNATURE_PASSWORD_SHORT');
    expect(codeOf(signatureFormProblem({ ...fine, confirmPassword: '654321' }))).toBe('PASSWORDS_DO_NOT_MATCH');
    expect(codeOf(signatureFormProblem({ ...fine, validityYears: '0' }))).toBe('SIGNATURE_VALIDITY');
    expect(codeOf(signatureFormProblem({ ...fine, validityYears: 'ten' }))).toBe('SIGNATURE_VALIDITY');
    expect(codeOf(signatureFormProblem({ ...fine, countryCode: 'USA' }))).toBe('apk.countryCodeHint');
    expect(codeOf(signatureFormProblem({ ...fine, outPath: '' }))).toBe('PATH_EMPTY');
  });
});
