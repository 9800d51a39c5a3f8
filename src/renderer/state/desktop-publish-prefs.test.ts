import { describe, expect, it } from 'vitest';
import { customWindow, DEFAULT_DESKTOP_PREFS, folderOf, loadDesktopPrefs, saveDesktopPrefs } from './desktop-publish-prefs.js';
import { createChoiceStore as memory } from './remembered-choices.js';

describe('remembered desktop publish choices', () => {
  it('remembers each format’s choices separately', () => {
    const storage = memory();
    saveDesktopPrefs(storage, 'exe', { ...DEFAULT_DESKTOP_PREFS, window: { mode: 'custom', width: 1024, height: 768 }, appVersion: '2.0' });
    expect(loadDesktopPrefs(storage, 'exe')).toMatchObject({ window: { mode: 'custom', width: 1024, height: 768 }, appVersion: '2.0' });
    expect(loadDesktopPrefs(storage, 'app')).toEqual(DEFAULT_DESKTOP_PREFS);
  });

  it('forgets what it cannot read, field by field', () => {
    const storage = memory();
    storage.values.set('desktopPublishApp', { arch: 'ppc', window: { mode: 'custom', width: 5 }, appVersion: '3' });
    expect(loadDesktopPrefs(storage, 'app')).toEqual({ ...DEFAULT_DESKTOP_PREFS, appVersion: '3' });
    storage.values.set('desktopPublishExe', '{broken');
    expect(loadDesktopPrefs(storage, 'exe')).toEqual(DEFAULT_DESKTOP_PREFS);
    expect(loadDesktopPrefs(null, 'exe')).toEqual(DEFAULT_DESKTOP_PREFS);
  });

  it('reads custom sizes only within bounds', () => {
    expect(customWindow('1280', '720')).toEqual({ mode: 'custom', width: 1280, height: 720 });
    expect(customWindow('12', '720')).toBeNull();
    expect(customWindow('', '720')).toBeNull();
    expect(customWindow('1280.5', '720')).toBeNull();
  });

  it('finds the folder of a path of either system', () => {
    expect(folderOf('C:\\Users\\a\\Book.zip')).toBe('C:\\Users\\a');
    expect(folderOf('Book.zip')).toBeNull();
  });
});
