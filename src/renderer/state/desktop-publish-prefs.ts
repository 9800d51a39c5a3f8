import { z } from 'zod';
import { WindowLaunchSchema, type WindowLaunch } from '../../shared/desktop/viewer-config.js';

/**
 * What the EXE and APP dialogs remember between runs, per format, in localStorage: the
 * author's last choices, never the book's content. Anything unreadable is forgotten.
 */
export const DesktopPrefsSchema = z.object({
  window: WindowLaunchSchema.catch({ mode: 'maximized' }),
  arch: z.enum(['arm64', 'x64']).catch('arm64'),
  iconPath: z.string().max(4096).nullable().catch(null),
  appVersion: z.string().max(32).catch('1.0.0'),
  companyName: z.string().max(200).catch(''),
  /** The folder the last zip went to; the next one is suggested there. */
  outputDir: z.string().max(4096).nullable().catch(null),
});
export type DesktopPrefs = z.infer<typeof DesktopPrefsSchema>;
export type DesktopFormat = 'exe' | 'app';

export const DEFAULT_DESKTOP_PREFS: DesktopPrefs = {
  window: { mode: 'maximized' },
  arch: 'arm64',
  iconPath: null,
  appVersion: '1.0.0',
  companyName: '',
  outputDir: null,
};

const storageKey = (format: DesktopFormat) => `flipbook.publish.${format}`;

/** The minimal storage interface, so tests can pass a Map-backed one. */
export type PrefsStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function loadDesktopPrefs(storage: PrefsStorage | null, format: DesktopFormat): DesktopPrefs {
  try {
    const text = storage?.getItem(storageKey(format));
    if (text == null) return DEFAULT_DESKTOP_PREFS;
    const parsed = DesktopPrefsSchema.safeParse({ ...DEFAULT_DESKTOP_PREFS, ...(JSON.parse(text) as object) });
    return parsed.success ? parsed.data : DEFAULT_DESKTOP_PREFS;
  } catch {
    return DEFAULT_DESKTOP_PREFS;
  }
}

export function saveDesktopPrefs(storage: PrefsStorage | null, format: DesktopFormat, prefs: DesktopPrefs): void {
  try {
    storage?.setItem(storageKey(format), JSON.stringify(prefs));
  } catch {
    // A full or disabled storage only costs the remembered choices.
  }
}

/** localStorage when the page may use it (it throws in some sandboxed contexts). */
export function browserStorage(): PrefsStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
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
