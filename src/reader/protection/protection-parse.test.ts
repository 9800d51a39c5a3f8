import { describe, expect, it } from 'vitest';
import { parseBookData } from '../parse-book-data.js';
import { parseProtection } from './parse-protection.js';
import { PreviewLock } from './preview-lock.js';

const PROTECTION = {
  version: 1,
  fromPage: 2,
  kind: 'users',
  kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: 600000 },
  cipher: 'AES-256-GCM',
  keys: [{ user: 'Ann', hint: 'cat', salt: 'c2FsdHNhbHRzYWx0c2FsdA==', wrapped: 'AAAA' }],
  pages: 'files/sealed/pages.js',
  text: 'files/sealed/text.js',
};

describe('reading a protected book', () => {
  it('keeps a well-formed protection block', () => {
    expect(parseProtection(PROTECTION)).toEqual(PROTECTION);
  });

  it.each([
    ['a sealed path outside files/sealed', { pages: '../evil.js' }],
    ['a sealed path on another origin', { pages: 'https://evil.example/x.js' }],
    ['an iteration count that would freeze the tab', { kdf: { ...PROTECTION.kdf, iterations: 1e12 } }],
    ['another cipher', { cipher: 'AES-128-CBC' }],
    ['no key slot', { keys: [] }],
    ['a salt that is not base64', { keys: [{ salt: '<script>', wrapped: 'AAAA' }] }],
    ['no start page', { fromPage: 0 }],
  ])('refuses %s, and with it the whole book', (_, change) => {
    const protection = { ...PROTECTION, ...change };
    expect(parseProtection(protection)).toBeNull();
    const book = { pages: [{ width: 1, height: 1, thumb: 'a', normal: 'b', hd: 'c' }], protection };
    expect(parseBookData(book)).toBeNull();
  });

  it('drops a text path it cannot trust but keeps the book', () => {
    expect(parseProtection({ ...PROTECTION, text: 'javascript:alert(1)' })).not.toHaveProperty('text');
  });
});

describe('the preview lock', () => {
  const settings = {
    protection: { mode: 'password', kind: 'users', password: '', fromPage: 3, users: [{ user: 'Ann', password: 'pw', hint: 'cat' }] },
    protectionPreview: true,
  };

  it('locks only in preview mode and only a protected book', () => {
    expect(PreviewLock.fromSettings({ ...settings, protectionPreview: false })).toBeNull();
    expect(PreviewLock.fromSettings({ ...settings, protection: { ...settings.protection, mode: 'public' } })).toBeNull();
    expect(PreviewLock.fromSettings(settings)).toMatchObject({ fromPage: 3, kind: 'users', unlocked: false });
  });

  it('opens with the user’s password, whatever the case of the name, and shows the hint', async () => {
    const lock = PreviewLock.fromSettings(settings);
    if (lock === null) throw new Error('no lock');
    expect(lock.hint(' ann ')).toBe('cat');
    expect(lock.hint('bob')).toBeNull();
    expect(await lock.unlock('bob', 'pw')).toBe(false);
    expect(await lock.unlock('Ann', 'PW')).toBe(false);
    expect(lock.unlocked).toBe(false);
    expect(await lock.unlock('ANN', 'pw')).toBe(true);
    expect(lock.unlocked).toBe(true);
  });

  it('never opens a single-password book whose password is empty', async () => {
    const lock = PreviewLock.fromSettings({ ...settings, protection: { ...settings.protection, kind: 'single', password: '' } });
    expect(await lock?.unlock('', '')).toBe(false);
  });
});
