import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateCheckAtStart } from '../../shared/prefs/app-prefs.js';
import { PREFS_FILE, PrefsStore } from './prefs-store.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prefs-store-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const APK = { appId: 'com.acme.book', appName: 'Book', versionName: '1.0', iconPath: '', keystorePath: '/keys/my.p12', outDir: '/out' };
const readFile = () => JSON.parse(fs.readFileSync(path.join(dir, 'appdata', PREFS_FILE), 'utf8')) as Record<string, unknown>;

describe('the preferences file', () => {
  it('reads as empty before anything is chosen, creating nothing', () => {
    const store = new PrefsStore(path.join(dir, 'appdata'));
    expect(store.all()).toEqual({});
    expect(fs.existsSync(path.join(dir, 'appdata'))).toBe(false);
  });

  it('keeps each key it is given, for a later instance too, creating the folder', () => {
    new PrefsStore(path.join(dir, 'appdata')).set({ key: 'language', value: 'en' });
    new PrefsStore(path.join(dir, 'appdata')).set({ key: 'apkChoices', value: APK });
    new PrefsStore(path.join(dir, 'appdata')).set({ key: 'language', value: 'fr' });
    expect(new PrefsStore(path.join(dir, 'appdata')).all()).toEqual({ language: 'fr', apkChoices: APK });
  });

  it('sees what another host wrote to the same folder since it started', () => {
    const desktop = new PrefsStore(path.join(dir, 'appdata'));
    const web = new PrefsStore(path.join(dir, 'appdata'));
    desktop.set({ key: 'previewDevice', value: 'phone' });
    web.set({ key: 'language', value: 'de' });
    expect(desktop.all()).toEqual({ previewDevice: 'phone', language: 'de' });
  });

  it('falls back to no preferences when the file is not JSON or not an object, and writes over it', () => {
    const store = new PrefsStore(path.join(dir, 'appdata'));
    fs.mkdirSync(path.join(dir, 'appdata'));
    for (const corrupt of ['{"language": "en"', '[1,2]', 'null', '', '\u0000\u0001']) {
      fs.writeFileSync(store.file, corrupt);
      expect(store.all(), corrupt).toEqual({});
    }
    store.set({ key: 'language', value: 'ja' });
    expect(store.all()).toEqual({ language: 'ja' });
  });

  it('drops only the key whose value it cannot read, and keeps keys a newer version wrote', () => {
    const store = new PrefsStore(path.join(dir, 'appdata'));
    fs.mkdirSync(path.join(dir, 'appdata'));
    fs.writeFileSync(store.file, JSON.stringify({ language: 'klingon', previewDevice: 'pad', apkChoices: { ...APK, appId: 42 }, cloudRegion: 'eu' }));
    expect(store.all()).toEqual({ previewDevice: 'pad' });
    store.set({ key: 'language', value: 'ko' });
    expect(readFile()).toEqual({ previewDevice: 'pad', cloudRegion: 'eu', language: 'ko' });
  });

  it('loads a file written before the preferences dialog existed, and adds the dialog\'s keys beside its own', () => {
    const store = new PrefsStore(path.join(dir, 'appdata'));
    fs.mkdirSync(path.join(dir, 'appdata'));
    const before = { language: 'fr', previewDevice: 'phone', apkChoices: APK, cloudLogin: { server: 'https://cloud.example.com', email: 'a@example.com', remember: true } };
    fs.writeFileSync(store.file, JSON.stringify(before, null, 2));
    expect(store.all()).toEqual(before);
    // Never chosen: the update check runs at start, publishing suggests the host's folder.
    expect(updateCheckAtStart(store.all())).toBe(true);
    store.set({ key: 'updateCheckAtStart', value: false });
    store.set({ key: 'defaultOutputDir', value: '/home/writer/Books' });
    expect(store.all()).toEqual({ ...before, updateCheckAtStart: false, defaultOutputDir: '/home/writer/Books' });
    expect(updateCheckAtStart(store.all())).toBe(false);
  });

  it('writes atomically: a write that dies half-way leaves the old file whole and no temporary file', () => {
    const store = new PrefsStore(path.join(dir, 'appdata'));
    store.set({ key: 'language', value: 'en' });
    expect(fs.readdirSync(path.join(dir, 'appdata'))).toEqual([PREFS_FILE]);
    const realWrite = fs.writeFileSync;
    // As a full disk would: half the bytes reach the (temporary) file, then the write fails.
    const spy = vi.spyOn(fs, 'writeFileSync').mockImplementation((file, data) => {
      realWrite(file, String(data).slice(0, 5));
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    });
    try {
      expect(() => store.set({ key: 'language', value: 'th' })).toThrow(expect.objectContaining({ code: 'CONFIG_SAVE_FAILED' }));
    } finally {
      spy.mockRestore();
    }
    expect(fs.readdirSync(path.join(dir, 'appdata'))).toEqual([PREFS_FILE]);
    expect(store.all()).toEqual({ language: 'en' });
  });

  it('reports CONFIG_SAVE_FAILED when the app-data folder cannot be made', () => {
    const blocker = path.join(dir, 'a-file');
    fs.writeFileSync(blocker, '');
    const store = new PrefsStore(path.join(blocker, 'appdata'));
    expect(() => store.set({ key: 'language', value: 'en' })).toThrow(expect.objectContaining({ code: 'CONFIG_SAVE_FAILED' }));
    expect(store.all()).toEqual({});
  });
});
