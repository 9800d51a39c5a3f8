import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CreateKeystoreArg } from '../../../shared/api/apk-api.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { createKeystore } from './create-keystore.js';
import { decodeKeystore, KEYSTORE_ALIAS } from './keystore.js';
import { runTool } from './testing/android-tools.js';
import { expectAppError } from '../testing/expect-app-error.js';

let work: string;

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-keystore-'));
});

afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

function fields(overrides: Partial<CreateKeystoreArg> = {}): CreateKeystoreArg {
  return { outPath: path.join(work, 'my.p12'), name: 'Jane Doe', validityYears: 25, password: 'secret123', confirmPassword: 'secret123', ...overrides };
}

describe('creating a signature', () => {
  it('writes a PKCS#12 keystore that keytool lists, with every subject field and the validity', async () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const result = await createKeystore(
      fields({ unit: 'Books', organization: 'Acme', city: 'Zürich', state: 'ZH', countryCode: 'ch' }),
      now,
    );
    expect(result).toEqual({
      outPath: path.join(work, 'my.p12'),
      subject: 'CN=Jane Doe, OU=Books, O=Acme, L=Zürich, ST=ZH, C=CH',
      validUntil: '2051-03-01T12:00:00.000Z',
    });
    const listing = runTool('keytool', ['-J-Dfile.encoding=UTF-8', '-list', '-v', '-storetype', 'PKCS12', '-keystore', result.outPath, '-storepass', 'secret123']);
    expect(listing).toMatch(new RegExp(`Alias name: ${KEYSTORE_ALIAS}`));
    expect(listing).toMatch(/Entry type: PrivateKeyEntry/);
    expect(listing).toMatch(/Owner: C=CH, ST=ZH, L=Zürich, O=Acme, OU=Books, CN=Jane Doe/);
    expect(listing).toMatch(/until: .*2051/);
    expect(listing).toMatch(/2048-bit RSA key/);
    expect(listing).toMatch(/SHA256withRSA/);
  });

  it('opens again with its password and refuses any other', async () => {
    const { outPath } = await createKeystore(fields());
    const bytes = fs.readFileSync(outPath);
    expect(decodeKeystore(bytes, 'secret123').certificate.subject.getField('CN').value).toBe('Jane Doe');
    const error = (() => {
      try {
        decodeKeystore(bytes, 'secret12');
        return null;
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe('Signurate or Password Error');
  });

  it('never replaces an existing file', async () => {
    await createKeystore(fields());
    const before = fs.readFileSync(path.join(work, 'my.p12'));
    const error = await expectAppError(createKeystore(fields({ password: 'another1', confirmPassword: 'another1' })), 'SIGNATURE_EXISTS');
    expect(error.message).toMatch(/cannot be modified or deleted/);
    expect(fs.readFileSync(path.join(work, 'my.p12')).equals(before)).toBe(true);
    fs.writeFileSync(path.join(work, 'notes.p12'), 'mine');
    await expectAppError(createKeystore(fields({ outPath: path.join(work, 'notes.p12') })), 'SIGNATURE_EXISTS');
    expect(fs.readFileSync(path.join(work, 'notes.p12'), 'utf8')).toBe('mine');
  });

  it('checks the password, its confirmation and the validity with the spec messages', async () => {
    expect((await expectAppError(createKeystore(fields({ password: '12345', confirmPassword: '12345' })), 'SIGNATURE_PASSWORD_SHORT')).message).toBe(
      'Must contain no less than 6 characters!',
    );
    expect((await expectAppError(createKeystore(fields({ confirmPassword: 'secret124' })), 'PASSWORDS_DO_NOT_MATCH')).message).toBe('Passwords do not match!');
    for (const validityYears of [0, -1, 2.5, Number.NaN, 101]) await expectAppError(createKeystore(fields({ validityYears })), 'SIGNATURE_VALIDITY');
    await expectAppError(createKeystore(fields({ outPath: path.join(work, 'my.txt') })), 'PATH_FORMAT');
    await expectAppError(createKeystore(fields({ outPath: 'my.p12' })), 'PATH_FORMAT');
    expect(fs.readdirSync(work)).toEqual([]);
  });
});
