import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { buildMenuTemplate } from './app-menu.js';
import { FileDialogRequestSchema, planFileDialog } from './dialog-options.js';
import { createMenuLabeler, localeLabel } from './menu-labels.js';

const LOCALES = path.resolve(import.meta.dirname, '..', '..', '..', 'locales');

describe('APK publishing in the desktop host', () => {
  it('lists Publish APK in the Publish menu, sending the editor command', () => {
    const sent: string[] = [];
    const template = buildMenuTemplate({ isMac: false, label: (key) => localeLabel(LOCALES, 'en', key) ?? key, send: (command) => sent.push(command) });
    const publish = template.find((menu) => menu.label === 'Publish')?.submenu as MenuItemConstructorOptions[];
    const item = publish.find((entry) => entry.label === 'Publish APK (Android)…');
    (item?.click as (() => void) | undefined)?.();
    expect(sent).toEqual(['publish.apk']);
  });

  it("labels the item from the apk area's locale files, in the system language", () => {
    expect(createMenuLabeler(LOCALES, 'de-DE')('apk.menu')).toBe('APK veröffentlichen (Android)…');
    expect(createMenuLabeler(LOCALES, 'ja')('apk.menu')).toBe('APK を発行（Android）…');
    // A key missing in the system language falls back to English, then to the key itself.
    // English comes from the locale files themselves: this folder has the apk area in English only.
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-locales-'));
    fs.mkdirSync(path.join(empty, 'apk'));
    fs.copyFileSync(path.join(LOCALES, 'apk', 'en.json'), path.join(empty, 'apk', 'en.json'));
    expect(createMenuLabeler(empty, 'fr')('apk.menu')).toBe('Publish APK (Android)…');
    expect(createMenuLabeler(empty, 'fr')('nothing.here')).toBe('nothing.here');
    fs.rmSync(empty, { recursive: true, force: true });
  });

  it('offers keystore and APK file prompts with their filters', () => {
    expect(FileDialogRequestSchema.parse({ kind: 'save-apk' })).toEqual({ kind: 'save-apk' });
    expect(planFileDialog({ kind: 'open-keystore' })).toMatchObject({ type: 'open', options: { properties: ['openFile'], filters: [{ extensions: ['p12', 'pfx', 'keystore'] }] } });
    expect(planFileDialog({ kind: 'save-apk', defaultPath: '/d/Book.apk' })).toMatchObject({ type: 'save', options: { defaultPath: '/d/Book.apk', filters: [{ extensions: ['apk'] }] } });
    // A signature is never overwritten, so its save prompt does not offer to.
    expect(planFileDialog({ kind: 'save-keystore' }).options.properties).not.toContain('showOverwriteConfirmation');
  });
});
