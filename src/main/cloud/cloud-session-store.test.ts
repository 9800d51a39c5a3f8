import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CloudSessionStore, type SecretCipher } from './cloud-session-store.js';

/** A stand-in keychain: AES-GCM under its own key, as the system's would seal with its own. */
function keychain(): SecretCipher {
  const key = crypto.randomBytes(32);
  return {
    encrypt(text) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), data]);
    },
    decrypt(sealed) {
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
      decipher.setAuthTag(sealed.subarray(12, 28));
      return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

const SESSION = { server: 'http://127.0.0.1:8790', email: 'author@example.com', accessToken: 'access-token-secret-0123456789', accessExpiresAt: '2026-12-01T00:00:00.000Z', refreshToken: 'refresh-token-secret-0123456789' };

describe('the remembered cloud sign-in', () => {
  const dirs: string[] = [];
  const folder = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-session-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is sealed with the keychain: the file holds no token, and reads back on the next start', () => {
    const dir = folder();
    const cipher = keychain();
    new CloudSessionStore(dir, cipher).write(SESSION, true);
    const text = fs.readFileSync(path.join(dir, 'cloud-session.json'), 'utf8');
    expect(text).not.toContain('secret');
    expect(text).not.toContain('author@example.com');
    expect(new CloudSessionStore(dir, cipher).read()).toEqual(SESSION);
  });

  it("is signed out when the file was sealed by another keychain (another user's, or copied elsewhere)", () => {
    const dir = folder();
    new CloudSessionStore(dir, keychain()).write(SESSION, true);
    expect(new CloudSessionStore(dir, keychain()).read()).toBeNull();
    expect(new CloudSessionStore(dir, null).read()).toBeNull();
  });

  it('reads a clear file written before sealing, and seals it on the next write', () => {
    const dir = folder();
    new CloudSessionStore(dir, null).write(SESSION, true);
    expect(fs.readFileSync(path.join(dir, 'cloud-session.json'), 'utf8')).toContain('access-token-secret');
    const cipher = keychain();
    const store = new CloudSessionStore(dir, cipher);
    expect(store.read()).toEqual(SESSION);
    store.write({ ...SESSION, accessToken: 'renewed-token-secret-0123456789' }, true);
    expect(fs.readFileSync(path.join(dir, 'cloud-session.json'), 'utf8')).not.toContain('secret');
    expect(new CloudSessionStore(dir, cipher).read()?.accessToken).toBe('renewed-token-secret-0123456789');
  });
});
