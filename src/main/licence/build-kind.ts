/** Set by scripts/build.mjs from FLIPBOOK_LICENCE_PUBLIC_KEY; absent when run from source (tests, tsx). */
declare const __FLIPBOOK_RELEASE_LICENCE_KEY__: string | undefined;

/** The licence service's public key a release build was made with, or '' for a development build. */
export function releaseLicenceKey(): string {
  return typeof __FLIPBOOK_RELEASE_LICENCE_KEY__ === 'string' ? __FLIPBOOK_RELEASE_LICENCE_KEY__ : '';
}

/**
 * Whether test-only switches (FLIPBOOK_TEST_EDITION, FLIPBOOK_TEST_LICENCE_KEY,
 * FLIPBOOK_TEST_MACHINE_ID) are honoured: only in a development build that is not a packaged
 * app. A release build trusts nothing but its built-in key, whatever the environment says.
 */
export function honoursTestSwitches(packaged: boolean): boolean {
  return !packaged && releaseLicenceKey() === '';
}
