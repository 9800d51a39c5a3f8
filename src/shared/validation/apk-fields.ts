import type { ErrorCode } from '../errors/error-codes.js';

/**
 * The spec's APK rules: the application ID uses English letters and digits and does not
 * start with a digit. Android also needs at least two dot-separated segments, so the rule
 * applies to each segment ("com.acme.book").
 */
const APP_ID_SEGMENT = /^[A-Za-z][A-Za-z0-9]*$/;
/** Android's own limit on a package name's length. */
export const APP_ID_MAX_LENGTH = 255;
/** Google Play's highest accepted versionCode. */
export const APK_MAX_VERSION_CODE = 2_100_000_000;
export const APK_NAME_MAX_LENGTH = 100;
export const APK_VERSION_NAME_MAX_LENGTH = 100;

export function isValidAppId(appId: string): boolean {
  const segments = appId.split('.');
  return appId.length <= APP_ID_MAX_LENGTH && segments.length >= 2 && segments.every((segment) => APP_ID_SEGMENT.test(segment));
}

export function isValidVersionCode(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= APK_MAX_VERSION_CODE;
}

/** The fields of the APK publish panel that can be checked without the release history. */
export interface ApkIdentityFields {
  appName: string;
  appId: string;
  versionName: string;
}

/** The first problem in the order the panel lists its fields, or null when all are fine. */
export function apkFieldsProblem(fields: ApkIdentityFields): ErrorCode | null {
  if (fields.appName.trim() === '') return 'APK_NAME_REQUIRED';
  if (!isValidAppId(fields.appId.trim())) return 'APP_ID_FORMAT';
  if (fields.versionName.trim() === '') return 'APK_VERSION_NAME_REQUIRED';
  return null;
}
