import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rememberFirstLanguage } from './first-language.js';
import { PREFS_FILE, PrefsStore } from './prefs-store.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-language-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the desktop first start language', () => {
  it('stores the system language before the window opens when nothing is remembered', () => {
    expect(rememberFirstLanguage(new PrefsStore(dir), ['ja-JP'])).toBe('ja');
    expect(new PrefsStore(dir).all()).toEqual({ language: 'ja' });
  });

  it('stores Chinese when the system language is not one of the 12', () => {
    expect(rememberFirstLanguage(new PrefsStore(dir), ['sv-SE'])).toBe('zh');
    expect(new PrefsStore(dir).all()).toEqual({ language: 'zh' });
  });

  it('leaves a remembered language and the file alone', () => {
    new PrefsStore(dir).set({ key: 'language', value: 'ar' });
    const before = fs.statSync(path.join(dir, PREFS_FILE)).mtimeMs;
    expect(rememberFirstLanguage(new PrefsStore(dir), ['de-DE'])).toBe('ar');
    expect(fs.statSync(path.join(dir, PREFS_FILE)).mtimeMs).toBe(before);
    expect(new PrefsStore(dir).all()).toEqual({ language: 'ar' });
  });
});
