import { describe, expect, it } from 'vitest';
import { apkFieldsProblem, isValidAppId, isValidVersionCode } from './apk-fields.js';

describe('application IDs', () => {
  it.each(['com.acme.book', 'a.b', 'Com.Acme2.Book3', 'org.example.x1y2z3'])('accepts %s', (id) => {
    expect(isValidAppId(id)).toBe(true);
  });

  it.each(['book', '1com.acme', 'com.2acme', 'com.acme-book', 'com.acme_book', 'com..acme', '.com.acme', 'com.acme.', 'com.acmé', 'com acme', '', `a.${'b'.repeat(260)}`])(
    'refuses %j',
    (id) => {
      expect(isValidAppId(id)).toBe(false);
    },
  );
});

describe('the APK panel fields', () => {
  const fine = { appName: 'Book', appId: 'com.acme.book', versionName: '1.0' };

  it('passes complete fields', () => {
    expect(apkFieldsProblem(fine)).toBeNull();
  });

  it('names the first problem in the order of the panel', () => {
    expect(apkFieldsProblem({ appName: ' ', appId: 'bad', versionName: '' })).toBe('APK_NAME_REQUIRED');
    expect(apkFieldsProblem({ ...fine, appId: '9lives.app', versionName: '' })).toBe('APP_ID_FORMAT');
    expect(apkFieldsProblem({ ...fine, versionName: '  ' })).toBe('APK_VERSION_NAME_REQUIRED');
  });

  it('takes positive whole version numbers up to what Google Play accepts', () => {
    expect([1, 42, 2_100_000_000].every(isValidVersionCode)).toBe(true);
    expect([0, -1, 1.5, Number.NaN, 2_100_000_001].some(isValidVersionCode)).toBe(false);
  });
});
