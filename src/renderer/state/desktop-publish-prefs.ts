import { z } from 'zod';
import { WindowLaunchSchema, type WindowLaunch } from '../../shared/desktop/viewer-config.js';
import { DesktopPublishPrefsSchema, type DesktopPublishPrefs } from '../../shared/prefs/publish-prefs.js';
import { readChoice, writeChoice, type ChoiceStore } from './remembered-choices.js';

export type DesktopPrefs = DesktopPublishPrefs;
export type DesktopFormat = 'exe' | 'app';

export const DEFAULT_DESKTOP_PREFS: DesktopPrefs = {
  window: { mode: 'maximized' },
  arch: 'arm64',
  iconPath: null,
  appVersion: '1.0.0',
  companyName: '',
  outputDir: null,
};

const shape = DesktopPublishPrefsSchema.shape;

/**
 * The stored choices read field by field: a field this version cannot read falls back to
 * its default and the others are kept, so one stale field does not cost them all.
 */
export const DesktopPrefsSchema = z.object({
  window: shape.window.catch(DEFAULT_DESKTOP_PREFS.window),
  arch: shape.arch.catch(DEFAULT_DESKTOP_PREFS.arch),
  iconPath: shape.iconPath.catch(DEFAULT_DESKTOP_PREFS.iconPath),
  appVersion: shape.appVersion.catch(DEFAULT_DESKTOP_PREFS.appVersion),
  companyName: shape.companyName.catch(DEFAULT_DESKTOP_PREFS.companyName),
  outputDir: shape.outputDir.catch(DEFAULT_DESKTOP_PREFS.outputDir),
});

const prefKey = (format: DesktopFormat) => (format === 'exe' ? 'desktopPublishExe' : 'desktopPublishApp');

/** What the EXE and APP dialogs remember between runs, per format: the author's last choices, never the book's content. */
export function loadDesktopPrefs(store: ChoiceStore | null, format: DesktopFormat): DesktopPrefs {
  return readChoice(store, prefKey(format), DesktopPrefsSchema, DEFAULT_DESKTOP_PREFS);
}

export function saveDesktopPrefs(store: ChoiceStore | null, format: DesktopFormat, prefs: DesktopPrefs): void {
  writeChoice(store, prefKey(format), prefs);
}

/** Reads the custom-size fields: whole numbers in the viewer's bounds, else null. */
export function customWindow(width: string, height: string): WindowLaunch | null {
  const parsed = WindowLaunchSchema.safeParse({ mode: 'custom', width: Number(width.trim() || Number.NaN), height: Number(height.trim() || Number.NaN) });
  return parsed.success ? parsed.data : null;
}

/** The folder part of a path, or null for a bare name. */
export function folderOf(file: string): string | null {
  const index = Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\'));
  return index > 0 ? file.slice(0, index) : null;
}
